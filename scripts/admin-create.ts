import { parseArgs } from 'node:util';
import { textBefore } from '../common/text-before.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { readAdminCreateKey } from '../server/modules/staff/admin-create.ts';
import { createOwner, OwnerExistsError } from '../server/modules/staff/staff.manage.ts';

/**
 * `npm run admin:create -- --email owner@example.com [--name "…"]`: the first owner (or another),
 * with a one-time link to set a password (24 h). On PostgreSQL it writes to the database itself;
 * on the embedded database it asks the running shop (which owns the data directory), or opens the
 * directory itself when the shop is not running.
 */
export async function adminCreate(argv: string[], env: Record<string, string | undefined> = process.env): Promise<{ ok: true; link: string } | { ok: false; message: string }> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true });
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, message: 'Usage: npm run admin:create -- --email owner@example.com [--name "Owner name"]' };
  const name = values.name?.trim() || textBefore(email, '@');
  const config = loadConfig(env);
  if (!config.DATABASE_URL) {
    const viaServer = await askRunningShop(config, { email, name });
    if (viaServer) return viaServer;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.databaseDir });
  try {
    await database.migrate();
    const origin = config.publicUrl ?? `http://localhost:${config.PORT}`;
    const { link } = await createOwner({ db: database.db, config, now: () => new Date() }, { email, name, origin });
    return { ok: true, link };
  } catch (error) {
    if (error instanceof OwnerExistsError) return { ok: false, message: error.message };
    throw error;
  } finally {
    await database.close();
  }
}

/** The running shop's answer, or null when no shop runs on this data directory. */
async function askRunningShop(config: Config, owner: { email: string; name: string }): Promise<{ ok: true; link: string } | { ok: false; message: string } | null> {
  const key = await readAdminCreateKey(config);
  if (!key) return null;
  try {
    const response = await fetch(`http://127.0.0.1:${config.PORT}/internal/admin-create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-create-key': key },
      body: JSON.stringify(owner),
    });
    const body = (await response.json()) as { data?: { link: string }; errors?: { message: string } };
    if (response.ok && body.data) return { ok: true, link: body.data.link };
    return { ok: false, message: body.errors?.message ?? `The shop answered ${response.status}` };
  } catch {
    // Nothing listens: the shop is not running, so the data directory is free to open.
    return null;
  }
}

if (import.meta.main) {
  const result = await adminCreate(process.argv.slice(2));
  if (result.ok) {
    console.log(`Owner created. Open this link within 24 hours to set the password (it works once):\n\n  ${result.link}\n`);
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
}
