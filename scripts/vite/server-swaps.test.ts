import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverSwaps } from './server-swaps.ts';

describe('serverSwaps', () => {
  const plugin = serverSwaps();
  const resolveId = plugin.resolveId as (source: string) => string | null;

  it('gives the server build our react-i18next and leaves other imports alone', () => {
    expect(resolveId('react-i18next')).toBe(resolve(import.meta.dirname, '../../app/lib/react-i18next.server.tsx'));
    expect(resolveId('i18next')).toBeNull();
    expect(resolveId('react')).toBeNull();
  });

  it('applies to the server build only', () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'ssr' })).toBe(true);
    expect(applies({ name: 'client' })).toBe(false);
  });
});
