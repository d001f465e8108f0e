import { describe, expect, it, vi } from 'vitest';
import type { Database } from './client.ts';
import { readThrough } from './read-cache.ts';

const fakeDb = () => ({}) as Database;

describe('readThrough', () => {
  it('loads once per key and interval, separately per database', async () => {
    const load = vi.fn(async () => Math.random());
    const db = fakeDb();
    const first = await readThrough(db, 'k', load, 1000);
    expect(await readThrough(db, 'k', load, 1000)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await readThrough(fakeDb(), 'k', load, 1000);
    await readThrough(db, 'other', load, 1000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again after the interval', async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const load = vi.fn(async () => 'value');
    await readThrough(db, 'k', load, 1000);
    vi.advanceTimersByTime(1001);
    await readThrough(db, 'k', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not keep a failed load', async () => {
    const db = fakeDb();
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(readThrough(db, 'k', failing, 1000)).rejects.toThrow('down');
    await Promise.resolve();
    expect(await readThrough(db, 'k', async () => 'back', 1000)).toBe('back');
  });
});
