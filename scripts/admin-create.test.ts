import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/testing/test-app.ts';
import { tokenOf } from '../server/testing/mail-catcher.ts';
import { writeAdminCreateKey } from '../server/modules/staff/admin-create.ts';
import { setPasswordLinkHolder } from '../server/modules/staff/staff.enrolment.ts';
import { adminCreate } from './admin-create.ts';

// `npm run admin:create`: against a running shop (the embedded database belongs to its process)
// and straight to the database when no shop runs.
let t: TestApp;
let server: ServerType;
let port: number;
let clock = new Date('2026-11-03T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await writeAdminCreateKey(t.config);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('admin:create', () => {
  it('asks the running shop for an owner and prints a one-time link that lives 24 hours', async () => {
    const result = await adminCreate(['--email', 'owner@tabir.example', '--name', 'Шевченко'], { DATA_DIR: t.config.DATA_DIR, PORT: String(port) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The shop makes the link from its own public address.
    expect(result.link).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(result.link);
    expect(await setPasswordLinkHolder(t.deps, { token })).toEqual({ name: 'Шевченко', email: 'owner@tabir.example', locale: 'uk' });
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    expect(await setPasswordLinkHolder(t.deps, { token })).toBeNull();
  });

  it('refuses an address already on the staff, and a missing or bad --email', async () => {
    const again = await adminCreate(['--email', 'OWNER@tabir.example'], { DATA_DIR: t.config.DATA_DIR, PORT: String(port) });
    expect(again).toEqual({ ok: false, message: 'OWNER@tabir.example is already on the staff' });
    expect((await adminCreate([], { DATA_DIR: t.config.DATA_DIR, PORT: String(port) })).ok).toBe(false);
    expect((await adminCreate(['--email', 'not-an-address'], { DATA_DIR: t.config.DATA_DIR, PORT: String(port) })).ok).toBe(false);
  });

  it('refuses a caller without the key the shop wrote', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/internal/admin-create`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-create-key': 'guess' }, body: JSON.stringify({ email: 'x@tabir.example', name: 'X' }) });
    expect(response.status).toBe(404);
  });

  it('writes to the database itself when no shop runs on it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tabir-admin-create-'));
    try {
      const env = { DATA_DIR: dataDir, PORT: '1', ...(t.database.url ? { DATABASE_URL: t.database.url } : {}) };
      const result = await adminCreate(['--email', 'second-owner@tabir.example'], env);
      expect(result).toMatchObject({ ok: true, link: expect.stringMatching(/^http:\/\/localhost:1\/admin\/set-password\//) });
      if (t.database.url && result.ok) expect(await setPasswordLinkHolder(t.deps, { token: tokenOf(result.link) })).toMatchObject({ email: 'second-owner@tabir.example' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
