// localStorage throws where the browser withholds it (private mode in some browsers, storage
// turned off, a sandboxed frame) and does not exist on the server. The shop then keeps its state
// for the page only: a read answers as if nothing were stored and a write is dropped.

/** The text stored under `key`: null when there is none, `whenBlocked` when storage cannot be read. */
export function readStored(key: string, whenBlocked: string | null = null): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return whenBlocked;
  }
}

/** Stores `value` under `key`, or does nothing where storage is blocked. */
export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked: the value lasts for this page only.
  }
}

/** Removes `key`, or does nothing where storage is blocked. */
export function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was stored.
  }
}

interface Watcher {
  notifiers: Set<() => void>;
  onStorage: (event: StorageEvent) => void;
}

/** The subscribers of each watched key, with the one `storage` listener that serves them. */
const watchers = new Map<string, Watcher>();

function watch(key: string): Watcher {
  const notifiers = new Set<() => void>();
  // A null key is `localStorage.clear()`, which removed this key too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notifiers.forEach((notify) => notify());
  };
  window.addEventListener('storage', onStorage);
  const watcher = { notifiers, onStorage };
  watchers.set(key, watcher);
  return watcher;
}

/**
 * Calls `onChange` when another tab changes `key` or clears the storage (the browser tells only
 * the other tabs of a write). Fits React's useSyncExternalStore; returns the unsubscribe.
 */
export function subscribeToOtherTabs(key: string, onChange: () => void): () => void {
  const watcher = watchers.get(key) ?? watch(key);
  // A function of its own, so a callback subscribed twice stays until both subscriptions end.
  const notify = () => onChange();
  watcher.notifiers.add(notify);
  return () => {
    watcher.notifiers.delete(notify);
    if (watcher.notifiers.size > 0 || watchers.get(key) !== watcher) return;
    watchers.delete(key);
    window.removeEventListener('storage', watcher.onStorage);
  };
}
