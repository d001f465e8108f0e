import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite's WebAssembly memory only grows: the default 128 MB of shared buffers, once filled, stay
 * in the process (measured: ~830 MB after reading every table of the demo shop, ~620 MB with 32 MB).
 * So the buffers follow the data, read at each start:
 * - A shop the size of the demo (15 MB of data files) fills whatever it gets: 16 MB left the
 *   database 33 MB resident under load, 8 MB left it 25, as fast.
 * - At 50,000 products (~1 GB) 8 MB was slower than 16 (first searches 49–55 ms against 42–48,
 *   deep listing pages 55–64 against 47–52, three alternating runs), and 16 MB answered as fast as
 *   32 did: past that the operating system's page cache serves the data files anyway.
 */
const largeDatabaseBytes = 64 * 1024 * 1024;

/** The shared buffers for the database in this data directory, as PostgreSQL reads the setting. */
export async function sharedBuffersFor(dataDir: string | undefined): Promise<'8MB' | '16MB'> {
  if (!dataDir || dataDir.startsWith('memory://')) return '8MB';
  const files = await readdir(join(dataDir, 'base'), { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const file of files) {
    if (!file.isFile()) continue;
    bytes += (await stat(join(file.parentPath, file.name))).size;
    if (bytes > largeDatabaseBytes) return '16MB';
  }
  return '8MB';
}

/** The embedded PostgreSQL with the extensions the migrations use; the same in a worker and in-process. */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<PGlite> {
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${await sharedBuffersFor(dataDir)}`],
  });
}
