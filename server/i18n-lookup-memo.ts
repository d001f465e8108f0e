import type { i18n } from 'i18next';

/** i18next's fixed `t` as this file handles it: any arguments, and the scope it was made for. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Beyond this many remembered answers per language a memo starts over (keys built from input stay bounded). */
const memoLimit = 5_000;

const memoized = new WeakSet<i18n>();

/**
 * The memo key of a lookup's values, or null when they are not plain: one object of strings and
 * numbers (`{ count: 2 }`, `{ name }`); functions, nested objects and flags such as
 * `returnObjects` go to i18next each time.
 */
function valuesKey(args: unknown[]): string | null {
  if (args.length === 0) return '';
  const [values] = args;
  if (args.length > 1 || typeof values !== 'object' || values === null || Object.getPrototypeOf(values) !== Object.prototype) return null;
  let key = '';
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    key += `\u0000${name}\u0000${typeof value === 'number' ? 'n' : 's'}${value}`;
  }
  return key;
}

/**
 * Remembers the answers of plain lookups (`t('key')`, or with values of strings and numbers such as
 * a count or a name) made through `getFixedT`, as every `useTranslation` does: a page render asks
 * for hundreds, and i18next works each one out afresh (copying its options, resolving the key,
 * choosing the plural form, interpolating). For the server's instances only (the browser's small
 * i18next has no store and is left alone); the answers are forgotten whenever messages are added.
 */
export function memoizePlainLookups(instance: i18n): void {
  const store = (instance as Partial<i18n>).store;
  if (typeof store?.on !== 'function' || memoized.has(instance)) return;
  memoized.add(instance);
  const memos = new Map<string, Map<string, unknown>>();
  store.on('added', () => memos.clear());
  const fixed = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const t = fixed(lng, ns, keyPrefix, ...rest);
    if (typeof lng !== 'string' || typeof keyPrefix === 'function') return t;
    const scope = `${lng}\u0000${String(ns)}\u0000${String(keyPrefix ?? '')}`;
    const remembering = (key: unknown, ...args: unknown[]) => {
      const values = typeof key === 'string' ? valuesKey(args) : null;
      if (values === null) return t(key, ...args);
      let memo = memos.get(scope);
      if (!memo) memos.set(scope, (memo = new Map()));
      const lookup = `${key as string}${values}`;
      if (memo.has(lookup)) return memo.get(lookup);
      const answer = t(key, ...args);
      if (memo.size >= memoLimit) memo.clear();
      memo.set(lookup, answer);
      return answer;
    };
    return Object.assign(remembering, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  }) as unknown as i18n['getFixedT'];
}
