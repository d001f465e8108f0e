import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWishlistProducts, parseWishlist, toggleId, toggleWishlist, wishlistLimit, wishlistStorageKey } from './wishlist.ts';

describe('parseWishlist', () => {
  it('reads a JSON array of product ids', () => {
    expect(parseWishlist('[3, 1, 2]')).toEqual([3, 1, 2]);
  });

  it('treats missing or broken values as empty', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '42', 'null', '"[1]"']) expect(parseWishlist(raw)).toEqual([]);
  });

  it('keeps only positive whole numbers, once each', () => {
    expect(parseWishlist('[1, "2", 0, -3, 1.5, null, 4, 1, {"id": 5}]')).toEqual([1, 4]);
  });

  it('keeps the newest ids past the limit', () => {
    const ids = Array.from({ length: wishlistLimit + 5 }, (_, i) => i + 1);
    expect(parseWishlist(JSON.stringify(ids))).toEqual(ids.slice(5));
  });
});

describe('toggleId', () => {
  it('adds a new id at the end and removes a present one', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('does not change the list it is given', () => {
    const ids = [1];
    toggleId(ids, 2);
    expect(ids).toEqual([1]);
  });
});

describe('the stored wishlist', () => {
  let storage: Map<string, string>;

  beforeEach(() => {
    storage = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('toggles a product in localStorage and tells the new state', () => {
    expect(toggleWishlist(7)).toBe(true);
    expect(toggleWishlist(9)).toBe(true);
    expect(JSON.parse(storage.get(wishlistStorageKey)!)).toEqual([7, 9]);
    expect(toggleWishlist(7)).toBe(false);
    expect(JSON.parse(storage.get(wishlistStorageKey)!)).toEqual([9]);
  });

  it('starts over from a garbage value', () => {
    storage.set(wishlistStorageKey, '{oops');
    expect(toggleWishlist(5)).toBe(true);
    expect(storage.get(wishlistStorageKey)).toBe('[5]');
  });

  it('forgets products the shop no longer sells', () => {
    storage.set(wishlistStorageKey, '[1,2,3]');
    forgetWishlistProducts([2, 8]);
    expect(storage.get(wishlistStorageKey)).toBe('[1,3]');
  });

  it('still toggles when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(toggleWishlist(11)).toBe(true);
    expect(toggleWishlist(11)).toBe(false);
  });
});
