/**
 * What the browser uses of i18next, in a few lines instead of its 15 KB of gzip JavaScript: the
 * browser build takes this file where code imports `i18next` (scripts/vite/browser-swaps.ts), the server keeps
 * the library. Behaves as i18next does with our set-up (`common/i18n.ts`: one `translation`
 * namespace, `{name}` placeholders, no escaping, plural suffixes by Intl.PluralRules, a missing
 * message answering its key); `i18next.browser.test.ts` checks every message of every catalogue
 * against the library, so a new feature of the messages shows there first.
 */
import { textBefore } from '../../common/text-before.ts';

type Tree = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; replace?: unknown };

interface InitOptions {
  resources?: Record<string, Record<string, Tree>>;
  lng?: string;
  fallbackLng?: string;
}

const placeholder = /\{(.+?)\}/g;
const unescapedPlaceholder = /\{-(.+?)\}/g;

/** A dotted path in a tree (`checkout.steps.title`); a key holding the dots itself also counts. */
function lookup(tree: unknown, path: string): unknown {
  if (tree === null || typeof tree !== 'object') return undefined;
  if (Object.hasOwn(tree, path)) return (tree as Tree)[path];
  let current: unknown = tree;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Tree)[part];
  }
  return current;
}

/** Fills `{name}` (and `{-name}`) from the options the way i18next's interpolator does. */
function interpolate(text: string, data: Options): string {
  if (!text.includes('{')) return text;
  let result = text;
  for (const pattern of [unescapedPlaceholder, placeholder]) {
    pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(result))) {
      // Both patterns have one group, never empty.
      const name = match[1]!.trim();
      // "{value, format}": no formats are set up, so the value goes in as it is.
      const path = textBefore(name, ',').trim();
      let value = lookup(data, path);
      if (value === undefined) {
        // A variable never passed stays written; one passed as undefined empties.
        if (!Object.hasOwn(data, name)) continue;
        value = '';
      }
      const written = value === null ? '' : String(value);
      result = result.slice(0, match.index) + written + result.slice(match.index + match[0].length);
      pattern.lastIndex = match.index + written.length;
    }
  }
  return result;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

export interface BrowserI18n {
  language: string;
  languages: string[];
  isInitialized: boolean;
  init(options: InitOptions): Promise<unknown>;
  addResourceBundle(language: string, namespace: string, tree: Tree, deep?: boolean, overwrite?: boolean): BrowserI18n;
  hasResourceBundle(language: string, namespace: string): boolean;
  exists(key: string, options?: Options): boolean;
  t(key: string | string[], options?: Options | string): string;
}

function merge(target: Tree, source: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && current && typeof current === 'object') merge(current as Tree, value as Tree, overwrite);
    else if (overwrite || !(key in target)) target[key] = value;
  }
}

export function createInstance(): BrowserI18n {
  let store: Record<string, Record<string, Tree>> = {};
  let fallback = 'uk';

  function find(key: string, options: Options): string | undefined {
    const count = options.count;
    const candidates = [key];
    if (typeof count === 'number') {
      // i18next looks for key_zero (count 0), then the plural form, then the bare key.
      candidates.unshift(`${key}${pluralSuffix(instance.language, count)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const language of instance.language === fallback ? [fallback] : [instance.language, fallback]) {
      const tree = store[language]?.translation;
      for (const candidate of candidates) {
        const value = lookup(tree, candidate);
        if (typeof value === 'string') return value;
      }
    }
    return undefined;
  }

  const instance: BrowserI18n = {
    language: 'uk',
    languages: ['uk'],
    isInitialized: false,
    init(options) {
      store = options.resources ?? {};
      instance.language = options.lng ?? 'uk';
      fallback = options.fallbackLng ?? instance.language;
      instance.languages = instance.language === fallback ? [fallback] : [instance.language, fallback];
      instance.isInitialized = true;
      return Promise.resolve(instance.t);
    },
    addResourceBundle(language, namespace, tree, _deep = false, overwrite = false) {
      const namespaces = (store[language] ??= {});
      const target = (namespaces[namespace] ??= {});
      merge(target, tree, overwrite);
      return instance;
    },
    hasResourceBundle: (language, namespace) => store[language]?.[namespace] !== undefined,
    exists: (key, options = {}) => find(key, options) !== undefined,
    t(keys, given) {
      const options: Options = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
      const data = options.replace && typeof options.replace === 'object' ? (options.replace as Options) : options;
      const list = Array.isArray(keys) ? keys : [keys];
      for (const key of list) {
        const found = find(key, options);
        if (found !== undefined) return interpolate(found, data);
      }
      const fallbackText = typeof options.defaultValue === 'string' ? options.defaultValue : (list.at(-1) ?? '');
      return interpolate(fallbackText, data);
    },
  };
  instance.t = instance.t.bind(instance);
  return instance;
}

export default { createInstance };
