import { openDatabase } from '../db/client.ts';
import { seedScaleCatalog } from '../db/seed/scale/scale.ts';
import type { TestApp } from './test-app.ts';

/**
 * Tops the test app's catalogue up to a real shop's size. On PostgreSQL the load goes through a
 * connection of its own: the app pool's per-statement limits are for requests, not for a load.
 */
export async function seedScaleCatalogForTest(t: TestApp, options: Parameters<typeof seedScaleCatalog>[1]): Promise<{ added: number }> {
  const loader = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 1, statementTimeoutMs: 1_800_000 }) : null;
  try {
    return await seedScaleCatalog(loader?.db ?? t.deps.db, options);
  } finally {
    await loader?.close();
  }
}
