import type { i18n } from 'i18next';

/** i18next's fixed `t` as this file handles it: any arguments, and the scope it was made for. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Beyond this many remembered answers per language a memo starts over (keys built from input stay bounded). */
const memoLimit = 5_000;

const memoized = new WeakSet<i18n>();

/**
 * Remembers the answers of plain lookups (`t('key')`, no values, counts or options) made through
 * `getFixedT`, as every `useTranslation` does: a page render asks for hundreds, and i18next works
 * each one out afresh (copying its options, resolving the key, interpolating). For the server's
 * instances only (the browser's small i18next has no store and is left alone); the answers are
 * forgotten whenever messages are added.
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
      if (typeof key !== 'string' || args.length > 0) return t(key, ...args);
      let memo = memos.get(scope);
      if (!memo) memos.set(scope, (memo = new Map()));
      if (memo.has(key)) return memo.get(key);
      const answer = t(key);
      if (memo.size >= memoLimit) memo.clear();
      memo.set(key, answer);
      return answer;
    };
    return Object.assign(remembering, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  }) as unknown as i18n['getFixedT'];
}
