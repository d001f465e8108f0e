import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { currencies } from '../../db/schema/settings.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { startFakeNbu, type FakeNbu } from '../../testing/fake-nbu.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { nbuRatesJob, scheduleNbuRates } from './currencies.jobs.ts';

// The currencies admin API end to end: the real app and staff session, a local National Bank.
let t: TestApp;
let nbu: FakeNbu;
let editor: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  nbu = await startFakeNbu();
  t = await createTestApp({ env: { NBU_RATES_URL: nbu.url }, startJobs: false });
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
});
afterAll(async () => {
  await t.close();
  await nbu.close();
});

const call = (method: string, path: string, body?: unknown) => staffCaller(t.app, editor.cookie)(method, path, body);

/** The rate a shopper's prices are converted at, as the storefront's settings call gives it. */
async function shopperRate(code: string): Promise<string> {
  const { body } = await t.post('/api/settings/all', { lang: 'uk' });
  return body.data.checkout.currencies[code].rate;
}

const stored = async (code: string) => (await t.deps.db.select().from(currencies).where(eq(currencies.code, code)))[0];
const euro = { offered: true, prefix: '€', suffix: '', rate_source: 'manual', uah_per_unit: '45,5' };

describe('/api/admin/currencies', () => {
  it('lists every currency with the rate as hryvnias per unit and where it comes from', async () => {
    const { status, body } = await call('GET', '/api/admin/currencies');
    expect(status).toBe(200);
    expect(body.data.currencies.map((currency: { code: string }) => currency.code)).toEqual(['UAH', 'USD', 'EUR']);
    expect(body.data.currencies[0]).toMatchObject({ code: 'UAH', is_base: true, is_default: true, offered: true, rate: '1', uah_per_unit: '1' });
    // The seeded 0.024 dollars per hryvnia.
    expect(body.data.currencies[1]).toMatchObject({ code: 'USD', rate: '0.024', uah_per_unit: '41.666667', rate_source: 'nbu', rate_date: null });
  });

  it('keeps a typed rate, which the storefront converts at, and audits the change once', async () => {
    const saved = await call('PUT', '/api/admin/currencies/EUR', euro);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ changed: true, currency: { code: 'EUR', uah_per_unit: '45.5', rate: '0.021978022', rate_source: 'manual' } });
    expect(await shopperRate('EUR')).toBe('0.021978022');

    const again = await call('PUT', '/api/admin/currencies/EUR', euro);
    expect(again.body.data.changed).toBe(false);
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'currency.update'), eq(auditLog.entityId, 'EUR')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: editor.actor.id,
      entityType: 'currency',
      before: { uah_per_unit: '47.619048', rate_source: 'nbu', offered: true },
      after: { uah_per_unit: '45.5', rate_source: 'manual', offered: true },
    });
  });

  it('refuses bad input field by field in the member\'s language, and unknown currencies', async () => {
    const bad = await call('PUT', '/api/admin/currencies/EUR', { offered: 'yes', prefix: 'EURO-EURO', suffix: '', rate_source: 'manual', uah_per_unit: '-3' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['offered', 'prefix', 'uah_per_unit']);
    expect(bad.body.errors.params.uah_per_unit).toEqual(['Enter the rate as a number above zero with up to 6 decimals, e.g. 41.5.']);
    const missingRate = await call('PUT', '/api/admin/currencies/USD', { offered: true, prefix: '$', suffix: '', rate_source: 'manual' });
    expect(Object.keys(missingRate.body.errors.params)).toEqual(['uah_per_unit']);

    const hryvnia = await call('PUT', '/api/admin/currencies/UAH', { offered: false, prefix: '', suffix: ' ₴', rate_source: 'nbu' });
    expect(hryvnia.status).toBe(422);
    expect(hryvnia.body.errors.params.offered).toEqual(['The hryvnia cannot be withdrawn: every price is kept in it.']);
    expect((await call('PUT', '/api/admin/currencies/XYZ', euro)).status).toBe(404);
    expect((await call('PUT', '/api/admin/currencies/eur', euro)).status).toBe(422);
    expect((await stored('EUR'))?.rate).toBe('0.0219780220');
  });

  it('withdraws a currency from shoppers and offers it again', async () => {
    const withdrawn = await call('PUT', '/api/admin/currencies/USD', { offered: false, prefix: '$', suffix: '', rate_source: 'nbu' });
    expect(withdrawn.body.data.currency.offered).toBe(false);
    const { body } = await t.post('/api/settings/all', { lang: 'uk' });
    expect(body.data.checkout.currencies.USD.status).toBe(0);
    await call('PUT', '/api/admin/currencies/USD', { offered: true, prefix: '$', suffix: '', rate_source: 'nbu' });
    expect((await stored('USD'))?.status).toBe(1);
  });
});

describe('refreshing from the National Bank', () => {
  it('writes the bank\'s rates except typed ones, reports what it did, and audits each move', async () => {
    nbu.setRates([{ cc: 'USD', rate: 41.5 }, { cc: 'EUR', rate: 48.25 }], '27.11.2026');
    const refreshed = await call('POST', '/api/admin/currencies/refresh', {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toEqual({ updated: ['USD'], unchanged: [], manual: ['EUR'], missing: [] });
    expect(await stored('USD')).toMatchObject({ rate: '0.0240963855', rateDate: '2026-11-27', rateManual: false });
    expect((await stored('EUR'))?.rate).toBe('0.0219780220');
    expect(await shopperRate('USD')).toBe('0.0240963855');
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'currency.nbu-rate'));
    expect(entry).toMatchObject({ staffId: null, systemActor: 'nbu-rates', entityId: 'USD', after: { uah_per_unit: '41.5', rate_date: '2026-11-27' } });

    // Handed back to the bank, the euro follows it from the next refresh; a rate already there is left.
    await call('PUT', '/api/admin/currencies/EUR', { ...euro, rate_source: 'nbu', uah_per_unit: undefined });
    const next = await call('POST', '/api/admin/currencies/refresh', {});
    expect(next.body.data).toEqual({ updated: ['EUR'], unchanged: ['USD'], manual: [], missing: [] });
    expect(await stored('EUR')).toMatchObject({ rate: '0.0207253886', rateDate: '2026-11-27' });
  });

  it('changes nothing when the bank cannot be reached, and says so', async () => {
    const before = await t.deps.db.select().from(currencies);
    nbu.failNext(1, 503);
    const failed = await call('POST', '/api/admin/currencies/refresh', {});
    expect(failed.status).toBe(502);
    expect(failed.body.errors.message).toBe('The National Bank\'s rates could not be fetched. Try again later: no rate was changed.');
    expect(await t.deps.db.select().from(currencies)).toEqual(before);
  });

  it('runs as a daily job scheduled once per day across processes', async () => {
    nbu.setRates([{ cc: 'USD', rate: 42 }, { cc: 'EUR', rate: 49 }], '28.11.2026');
    const deps = { ...t.deps, config: { ...t.deps.config, NBU_RATES_REFRESH: true } };
    expect(await Promise.all([scheduleNbuRates(deps), scheduleNbuRates(deps)])).toEqual(expect.arrayContaining([true, false]));
    expect(await scheduleNbuRates(t.deps)).toBe(false);
    await t.deps.jobs.drain();
    const runs = await t.deps.db.select({ doneAt: jobs.doneAt, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, nbuRatesJob)).orderBy(jobs.id);
    // The day's run is done and the next day's is waiting.
    expect(runs).toHaveLength(2);
    expect(runs[0]!.doneAt).not.toBeNull();
    expect(runs[1]!.doneAt).toBeNull();
    expect((runs[1]!.payload as { slot: number }).slot - (runs[0]!.payload as { slot: number }).slot).toBe(24 * 60 * 60_000);
    expect(await stored('USD')).toMatchObject({ rate: '0.0238095238', rateDate: '2026-11-28' });
  });
});
