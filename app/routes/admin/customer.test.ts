import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/staff.ts';
import { signedInAccount } from '../../../server/testing/accounts.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action, loader } from './customer.tsx';
import { loader as customersLoader } from './customers.tsx';
import { loader as invoiceLoader } from './order-invoice.tsx';

// The pages' loaders and actions on the same services as the API, with a real staff session.
let t: TestApp;
let cookie: string;
let managerId: number;
let shopper: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createStaffSession(t.deps, { role: 'manager' });
  cookie = manager.cookie;
  managerId = manager.actor.id;
  shopper = await signedInAccount(t, { email: 'page-shopper@example.com', name: 'Богдана Сторінкова' });
});
afterAll(() => t.close());

function args(path: string, params: Record<string, string>, init: RequestInit = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  return { request: new Request(`http://localhost${path}`, { ...init, headers: { cookie, ...init.headers } }), params, context } as never;
}

describe('the customer pages', () => {
  it('list and search: the search form’s address is the query', async () => {
    const found = (await customersLoader(args('/admin/customers?query=%D0%A1%D1%82%D0%BE%D1%80%D1%96%D0%BD%D0%BA%D0%BE%D0%B2%D0%B0', {}))) as { page: { customers: { email: string }[] } };
    expect(found.page.customers.map((row) => row.email)).toEqual(['page-shopper@example.com']);
    // A hand-edited address that does not parse shows the first page, not an error.
    const odd = (await customersLoader(args('/admin/customers?page=-3&sort=nope', {}))) as { page: { pagination: { page: number } } };
    expect(odd.page.pagination.page).toBe(1);
  });

  it('block and unblock through the page’s form: the shopper is signed out, the audit keeps both', async () => {
    const form = (intent: string) => args(`/admin/customers/${shopper.userId}`, { id: String(shopper.userId) }, { method: 'POST', body: new URLSearchParams({ intent }) });
    expect(await action(form('block'))).toEqual({ done: 'block' });
    expect((await t.post('/api/profile/get', { lang: 'uk' }, shopper.bearer)).status).toBe(401);
    const page = (await loader(args(`/admin/customers/${shopper.userId}`, { id: String(shopper.userId) }))) as { customer: { blocked_at: string | null } };
    expect(page.customer.blocked_at).not.toBeNull();
    expect(await action(form('unblock'))).toEqual({ done: 'unblock' });
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, String(shopper.userId)));
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['customer.block', managerId],
      ['customer.unblock', managerId],
    ]);
  });

  it('answer 404 for an unknown customer or order', async () => {
    await expect(loader(args('/admin/customers/999999999', { id: '999999999' }))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(args('/admin/customers/abc', { id: 'abc' }))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(invoiceLoader(args('/admin/orders/999999999/invoice.pdf', { id: '999999999' }))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
