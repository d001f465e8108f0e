import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boot } from './boot.ts';
import { subscribe } from './modules/newsletter/newsletter.service.ts';
import type { Database } from './db/client.ts';
import { products } from './db/schema/catalog.ts';
import { newsletterSubscribers } from './db/schema/content.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'tabir-boot-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function count(db: Database, table: typeof products | typeof newsletterSubscribers): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('start-up on the embedded database', () => {
  // A new data directory (initdb) and the demo shop: slow on a busy machine.
  it('loads the demo shop into an empty database and keeps the data across restarts', { timeout: 300_000 }, async () => {
    const settings = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' };

    const first = await boot(settings);
    const productCount = await count(first.deps.db, products);
    expect(productCount).toBeGreaterThanOrEqual(150);
    await access(join(dataDir, 'storage', 'brand', 'logo.svg'));
    await subscribe(first.deps.db, { email: 'restart@example.com', locale: 'uk' });
    await first.database.close();

    const second = await boot(settings);
    expect(await count(second.deps.db, products)).toBe(productCount);
    expect(await count(second.deps.db, newsletterSubscribers)).toBe(1);
    await second.database.close();
  });
});
