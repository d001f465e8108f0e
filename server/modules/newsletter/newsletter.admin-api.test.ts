import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/content.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sheetDownloadHeaders } from '../../spreadsheet/sheet-write.ts';
import { subscribersCsv } from './newsletter.subscribers.ts';

// The newsletter's subscribers in the back office, end to end: shoppers subscribe through the
// storefront's own call; a manager finds, exports and unsubscribes them.
let t: TestApp;
let manager: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createStaffSession(t.deps, { role: 'manager', locale: 'en' });
  for (const [email, lang] of [
    ['Olena.Pidpysna@example.com', 'uk'],
    ['+1-Formula@example.com', 'en'],
    ['taras_100@example.com', 'uk'],
  ] as const) {
    expect((await t.post('/api/news/subscribe', { lang, email })).status).toBeLessThan(300);
  }
});
afterAll(() => t.close());

const json = (method: string, path: string) => staffCaller(t.app, manager.cookie)(method, path);

describe('/api/admin/newsletter', () => {
  it('lists subscribers newest first and finds them by part of the address, whatever its case, % and _ literally', async () => {
    const all = await json('GET', '/api/admin/newsletter');
    expect(all.status).toBe(200);
    expect(all.body.data.pagination).toMatchObject({ page: 1, total: 3, per_page: 50 });
    expect(all.body.data.subscribers[0]).toMatchObject({ email: 'taras_100@example.com', locale: 'uk', subscribed_at: expect.any(String) });

    const found = await json('GET', '/api/admin/newsletter?query=PIDPYSNA');
    expect(found.body.data.subscribers.map((row: { email: string }) => row.email)).toEqual(['olena.pidpysna@example.com']);
    // As wildcards, % and _ would match every address.
    expect((await json('GET', '/api/admin/newsletter?query=%25')).body.data.pagination.total).toBe(0);
    expect((await json('GET', '/api/admin/newsletter?query=_1')).body.data.pagination.total).toBe(1);
    expect((await json('GET', '/api/admin/newsletter?page=0')).status).toBe(422);
  });

  it('exports every subscriber as CSV a spreadsheet opens safely', async () => {
    const read = async (pageSize?: number) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(subscribersCsv(t.deps.db, { pageSize })).arrayBuffer());
    const csv = await read();
    // Read a page at a time, the download is the same.
    expect(await read(2)).toBe(csv);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual(['email', 'locale', 'subscribed_at']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['olena.pidpysna@example.com', 'uk'],
      // A cell starting with + would run as a formula: it is written as text.
      [`'+1-formula@example.com`, 'en'],
      ['taras_100@example.com', 'uk'],
    ]);
    // A download named by the Kyiv day (it is already the 2nd there at 22:30 UTC), never cached.
    expect(sheetDownloadHeaders('csv', 'newsletter-subscribers', new Date('2026-11-01T22:30:00Z'))).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="newsletter-subscribers-2026-11-02.csv"',
      'cache-control': 'private, no-store',
    });
  });

  it('unsubscribes an address, audited, and answers 404 for one not there', async () => {
    const [row] = await t.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'olena.pidpysna@example.com'));
    const removed = await json('DELETE', `/api/admin/newsletter/${row!.id}`);
    expect(removed).toEqual({ status: 200, body: { data: { id: row!.id } } });
    expect((await json('GET', '/api/admin/newsletter')).body.data.pagination.total).toBe(2);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'newsletter.unsubscribe'), eq(auditLog.entityId, String(row!.id))));
    expect(entry).toMatchObject({ staffId: manager.actor.id, before: { email: 'olena.pidpysna@example.com', locale: 'uk' }, after: null });

    const again = await json('DELETE', `/api/admin/newsletter/${row!.id}`);
    expect(again.status).toBe(404);
    expect(again.body.errors.message).toBe('There is no such subscriber.');
    expect((await json('DELETE', '/api/admin/newsletter/abc')).status).toBe(422);
  });
});
