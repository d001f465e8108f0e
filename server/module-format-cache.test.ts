import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// A process of its own: the hook is process-wide and would also see the test runner's imports.
async function importWithTheCache(specifier: string) {
  const script = `
    const { knownFolderFormats } = await import('./server/module-format-cache.ts');
    const loaded = await import(${JSON.stringify(specifier)});
    console.log(JSON.stringify({ exports: Object.keys(loaded).length, folders: [...knownFolderFormats()] }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd() });
  return JSON.parse(stdout) as { exports: number; folders: [string, string][] };
}

describe('module-format cache', () => {
  it('learns each folder of a package once and still loads the package whole', async () => {
    const withCache = await importWithTheCache('drizzle-orm/pg-core');
    const pgCore = withCache.folders.find(([folder]) => folder.endsWith('/node_modules/drizzle-orm/pg-core'));
    expect(pgCore?.[1]).toBe('module');
    expect(withCache.folders.length).toBeGreaterThan(5);
    // Every folder is listed once, so its package.json was asked about once, not per file.
    expect(new Set(withCache.folders.map(([folder]) => folder)).size).toBe(withCache.folders.length);
    expect(withCache.exports).toBe(Object.keys(await import('drizzle-orm/pg-core')).length);
  });
});
