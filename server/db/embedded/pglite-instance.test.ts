import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, sharedBuffersFor } from './pglite-instance.ts';

const megabytes = (count: number) => count * 1024 * 1024;

/** A data directory whose databases' files add up to these sizes (sparse: nothing is written). */
async function dataDirWith(sizes: number[]): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tabir-buffers-'));
  for (const [index, size] of sizes.entries()) {
    const database = join(dataDir, 'base', String(index + 1));
    await mkdir(database, { recursive: true });
    await writeFile(join(database, '1259'), '');
    await truncate(join(database, '1259'), size);
  }
  return dataDir;
}

describe('the embedded database’s shared buffers', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('are 8 MB for a database in memory, a new data directory and one the size of the demo shop', async () => {
    expect(await sharedBuffersFor(undefined)).toBe('8MB');
    expect(await sharedBuffersFor('memory://shop')).toBe('8MB');
    const fresh = await mkdtemp(join(tmpdir(), 'tabir-buffers-'));
    const demoSized = await dataDirWith([megabytes(7), megabytes(7), megabytes(15)]);
    made.push(fresh, demoSized);
    expect(await sharedBuffersFor(fresh)).toBe('8MB');
    expect(await sharedBuffersFor(demoSized)).toBe('8MB');
  });

  it('are 16 MB once the data files outgrow 64 MB, wherever they are', async () => {
    const large = await dataDirWith([megabytes(7), megabytes(60)]);
    made.push(large);
    expect(await sharedBuffersFor(large)).toBe('16MB');
  });

  it('are what PGlite starts with', async () => {
    const pglite = await createPglite(undefined);
    try {
      const { rows } = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]!.shared_buffers).toBe('8MB');
    } finally {
      await pglite.close();
    }
  });
});
