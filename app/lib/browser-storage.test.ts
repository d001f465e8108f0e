import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, subscribeToOtherTabs, writeStored } from './browser-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading and writing a key', () => {
  it('reads, writes and removes through localStorage', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
    expect(readStored('email')).toBeNull();
    writeStored('email', 'olena@example.com');
    expect(storage.get('email')).toBe('olena@example.com');
    expect(readStored('email')).toBe('olena@example.com');
    removeStored('email');
    expect(storage.has('email')).toBe(false);
  });

  it('reads blocked storage as empty (or as the fallback given) and writes to it silently', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied, removeItem: denied });
    expect(readStored('email')).toBeNull();
    expect(readStored('wishList', '[5]')).toBe('[5]');
    expect(() => writeStored('email', 'olena@example.com')).not.toThrow();
    expect(() => removeStored('email')).not.toThrow();
  });

  it('reads as empty where there is no storage at all (the server)', () => {
    expect(readStored('email')).toBeNull();
    expect(() => writeStored('email', 'olena@example.com')).not.toThrow();
  });
});

describe('changes from other tabs', () => {
  let page: EventTarget;
  let unsubscribes: (() => void)[];

  /** Subscribes for this test only: the watchers live in the module, which outlives the test. */
  function subscribe(key: string, onChange: () => void) {
    const unsubscribe = subscribeToOtherTabs(key, onChange);
    unsubscribes.push(unsubscribe);
    return unsubscribe;
  }

  // The browser sends `storage` to the other tabs of the same origin; Node has no StorageEvent.
  const otherTabChanges = (key: string | null) => page.dispatchEvent(Object.assign(new Event('storage'), { key }));

  beforeEach(() => {
    page = new EventTarget();
    vi.stubGlobal('window', page);
    unsubscribes = [];
  });

  afterEach(() => {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });

  it("tells the key's subscribers, and only them", () => {
    const onCurrency = vi.fn();
    const onWishlist = vi.fn();
    subscribe('currentCurrencies', onCurrency);
    subscribe('wishList', onWishlist);
    otherTabChanges('currentCurrencies');
    expect(onCurrency).toHaveBeenCalledTimes(1);
    expect(onWishlist).not.toHaveBeenCalled();
  });

  it('tells every key when another tab clears the storage', () => {
    const onCurrency = vi.fn();
    const onWishlist = vi.fn();
    subscribe('currentCurrencies', onCurrency);
    subscribe('wishList', onWishlist);
    otherTabChanges(null);
    expect(onCurrency).toHaveBeenCalledTimes(1);
    expect(onWishlist).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber that left, and the others stay', () => {
    const leaving = vi.fn();
    const staying = vi.fn();
    const unsubscribe = subscribe('cartSummary', leaving);
    subscribe('cartSummary', staying);
    unsubscribe();
    otherTabChanges('cartSummary');
    expect(leaving).not.toHaveBeenCalled();
    expect(staying).toHaveBeenCalledTimes(1);
  });

  it('listens once per key and lets go when its last subscriber leaves', () => {
    const added = vi.spyOn(page, 'addEventListener');
    const removed = vi.spyOn(page, 'removeEventListener');
    const onChange = vi.fn();
    const first = subscribe('email', onChange);
    const second = subscribe('email', onChange);
    expect(added).toHaveBeenCalledTimes(1);
    otherTabChanges('email');
    expect(onChange).toHaveBeenCalledTimes(2);
    first();
    expect(removed).not.toHaveBeenCalled();
    second();
    expect(removed).toHaveBeenCalledTimes(1);
    otherTabChanges('email');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
