import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite's WebAssembly memory only grows: the default 128 MB of shared buffers, once filled, stay
 * in the process (measured: ~830 MB after reading every table of the demo shop, ~620 MB with 32 MB).
 * The data files are in the operating system's page cache anyway: at 50,000 products 8 MB answers
 * searches, a large category and deep pages as fast as 16 and 32 MB did (alternating runs, within
 * the machine's noise), and the database's memory under load is 8 MB smaller than with 16 MB
 * (25 MB resident against 33 on the demo shop).
 */
const sharedBuffers = '8MB';

/** The embedded PostgreSQL with the extensions the migrations use; the same in a worker and in-process. */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<PGlite> {
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
}
