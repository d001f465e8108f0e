import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForChunkError } from './chunk-reload.ts';

// The browser's location and sessionStorage, as far as the reload rule uses them.
function browserAt(href: string) {
  const stored = new Map<string, string>();
  const location = { href, origin: new URL(href).origin, reload: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('window', { location });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  return location;
}

describe('the reload after a code chunk failed to load', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the target page of the shop, and not again within a minute', () => {
    const location = browserAt('https://tabir.example/namety');
    expect(reloadForChunkError('/news')).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('https://tabir.example/news');
    vi.setSystemTime(Date.now() + 59_000);
    expect(reloadForChunkError('/en/news')).toBe(false);
    vi.setSystemTime(Date.now() + 2_000);
    expect(reloadForChunkError()).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('never leaves the shop for a target that resolves to another site', () => {
    const location = browserAt('https://tabir.example/namety');
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect(reloadForChunkError(target), target).toBe(false);
    }
    expect(location.assign).not.toHaveBeenCalled();
    // No reload was spent on them: a real target still gets its one.
    expect(reloadForChunkError('/news')).toBe(true);
  });
});
