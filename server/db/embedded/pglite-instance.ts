import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The embedded PostgreSQL with the extensions the migrations use; the same in a worker and in-process. */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<PGlite> {
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
}
