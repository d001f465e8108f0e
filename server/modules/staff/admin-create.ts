import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { translator } from '../../../common/i18n.ts';
import { staffInviteSchema } from '../../../common/staff.ts';
import { errorBody } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { createOwner, OwnerExistsError } from './staff.manage.ts';

/**
 * `npm run admin:create` on the embedded database: a PGlite data directory belongs to the one
 * process that opened it, so while the shop runs the command asks that process to create the owner.
 * The request must come over loopback and carry the key the server wrote into its data directory
 * at start — whoever can read that directory could open the database anyway.
 */
export function adminCreateKeyPath(config: Pick<Config, 'DATA_DIR'>): string {
  return join(config.DATA_DIR, 'admin-create.key');
}

export async function writeAdminCreateKey(config: Pick<Config, 'DATA_DIR'>): Promise<void> {
  const path = adminCreateKeyPath(config);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, randomBytes(32).toString('base64url'), { mode: 0o600 });
}

export async function readAdminCreateKey(config: Pick<Config, 'DATA_DIR'>): Promise<string | null> {
  return readFile(adminCreateKeyPath(config), 'utf8').catch(() => null);
}

/** The owner's address and name, by the rules of an invitation. */
const ownerInput = staffInviteSchema.pick({ email: true, name: true });

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** POST /internal/admin-create: not part of the API; answers 404 to anything but the command. */
export const adminCreateRoute = new Hono<AppEnv>().post('/internal/admin-create', async (c) => {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  const sent = c.req.header('x-admin-create-key') ?? '';
  const key = await readAdminCreateKey(c.var.deps.config);
  const [sentBytes, keyBytes] = [Buffer.from(sent), Buffer.from(key ?? '')];
  const matches = key !== null && sentBytes.length === keyBytes.length && timingSafeEqual(sentBytes, keyBytes);
  if (!socket || !loopback.has(socket) || !matches) return c.json(errorBody(translator(requestLocale(c))('errors.notFound')), 404);
  const parsed = ownerInput.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ errors: { message: 'A valid --email and --name are needed' } }, 422);
  const origin = c.var.deps.config.publicUrl ?? `http://localhost:${c.var.deps.config.PORT}`;
  try {
    const { link } = await createOwner(c.var.deps, { ...parsed.data, origin });
    return c.json({ data: { link } });
  } catch (error) {
    if (error instanceof OwnerExistsError) return c.json({ errors: { message: error.message } }, 409);
    throw error;
  }
});
