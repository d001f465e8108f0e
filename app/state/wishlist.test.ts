import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearWishlist,
  forgetWishlistProducts,
  loadAccountWishlist,
  parseWishlist,
  syncWishlistToAccount,
  toggleId,
  toggleWishlist,
  wishlistLimit,
  wishlistStorageKey,
} from './wishlist.ts';
import { clearSessionUser, setSessionUser } from './session.ts';

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

describe('a signed-in wishlist', () => {
  let storage: Map<string, string>;
  let requests: { url: string; body: unknown }[];

  /** The shop's answer to each account call, in order. */
  function answerWith(...answers: (number[] | 'fail')[]) {
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      requests.push({ url, body: JSON.parse(init.body) });
      const answer = answers.shift();
      if (answer === 'fail' || answer === undefined) return new Response(JSON.stringify({ errors: { message: 'no' } }), { status: 500 });
      return new Response(JSON.stringify({ data: { wishlist_product_ids: answer } }), { status: 200 });
    });
  }

  beforeEach(() => {
    storage = new Map();
    requests = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
    setSessionUser({ name: 'Олена Коваль', email: 'olena@example.com' });
  });

  afterEach(() => {
    clearSessionUser();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stored = () => JSON.parse(storage.get(wishlistStorageKey) ?? '[]') as number[];

  it("shows a toggle at once, then takes the account's list", async () => {
    storage.set(wishlistStorageKey, '[3]');
    answerWith([8, 3, 5]);
    expect(toggleWishlist(5)).toBe(true);
    expect(stored()).toEqual([3, 5]);
    await vi.waitFor(() => expect(stored()).toEqual([8, 3, 5]));
    expect(requests).toEqual([{ url: '/api/profile/wishlist/update', body: { product_id: 5 } }]);
  });

  it('undoes a toggle the shop did not save', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.set(wishlistStorageKey, '[3]');
    answerWith('fail');
    toggleWishlist(3);
    expect(stored()).toEqual([]);
    await vi.waitFor(() => expect(stored()).toEqual([3]));
  });

  it('ends with the answer to the last of overlapping toggles', async () => {
    answerWith([1], [1, 2]);
    toggleWishlist(1);
    toggleWishlist(2);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(() => expect(stored()).toEqual([1, 2]));
  });

  it("drops the account's answer, or its refusal, when it arrives after sign-out", async () => {
    let answer!: (ids: number[] | 'fail') => void;
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      requests.push({ url, body: JSON.parse(init.body) });
      const ids = await new Promise<number[] | 'fail'>((done) => (answer = done));
      if (ids === 'fail') return new Response(JSON.stringify({ errors: { message: 'no' } }), { status: 500 });
      return new Response(JSON.stringify({ data: { wishlist_product_ids: ids } }), { status: 200 });
    });
    storage.set(wishlistStorageKey, '[5]');
    const loading = loadAccountWishlist();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    clearSessionUser();
    clearWishlist();
    answer([5, 8]);
    await loading;
    expect(stored()).toEqual([]);

    setSessionUser({ name: 'Олена Коваль', email: 'olena@example.com' });
    toggleWishlist(3);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    clearSessionUser();
    clearWishlist();
    answer('fail');
    // The refused toggle is not undone into the signed-out list.
    await new Promise((done) => setTimeout(done, 10));
    expect(stored()).toEqual([]);
  });

  it('on sign-in behind a call still out, sends the list as it was at sign-in', async () => {
    const answers: ((ids: number[]) => void)[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      requests.push({ url, body: JSON.parse(init.body) });
      const ids = await new Promise<number[]>((done) => answers.push(done));
      return new Response(JSON.stringify({ data: { wishlist_product_ids: ids } }), { status: 200 });
    });
    storage.set(wishlistStorageKey, '[4]');
    toggleWishlist(5);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const syncing = syncWishlistToAccount();
    // A toggle after sign-in goes to the account as its own call, after the sync.
    toggleWishlist(6);
    answers.shift()!([4, 5]);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ url: '/api/profile/wishlist/sync', body: { wishlist: [4, 5] } });
    answers.shift()!([4, 5]);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    answers.shift()!([4, 5, 6]);
    await syncing;
    await vi.waitFor(() => expect(stored()).toEqual([4, 5, 6]));
  });

  it('on sign-in, sends the guest list and keeps the union the account answers', async () => {
    storage.set(wishlistStorageKey, '[4, 6]');
    answerWith([9, 4, 6]);
    await syncWishlistToAccount();
    expect(requests).toEqual([{ url: '/api/profile/wishlist/sync', body: { wishlist: [4, 6] } }]);
    expect(stored()).toEqual([9, 4, 6]);
  });
});
