import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { integrationCache } from '../../db/schema/integrations.ts';
import { fakeRefs, startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pruneIntegrationCache } from '../integration-cache.ts';

const hour = 3600 * 1000;
let fake: FakeNovaPoshta;
let t: TestApp;
let clock = new Date('2026-11-01T10:00:00Z');

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  t = await createTestApp({ now: () => clock, env: { NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'normal';
});

const searchCalls = () => fake.calls.filter((call) => call.calledMethod === 'searchSettlements').length;
const warehouseCalls = () => fake.calls.filter((call) => call.calledMethod === 'getWarehouses').length;
const cities = (app: TestApp, query: string) => app.post('/api/delivery/cities', { lang: 'uk', query });
const branches = (app: TestApp) => app.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: fakeRefs.kyivSettlement, kind: 'branch' });

describe('the Nova Poshta directory cache in the database', () => {
  it('answers a repeated search from the database, for this process and another one', async () => {
    const first = await cities(t, 'Київ');
    expect(first.body.data.map((city: { name: string }) => city.name)).toEqual(['Київ', 'Київець']);
    expect(searchCalls()).toBe(1);

    const rows = await t.deps.db.select().from(integrationCache).where(like(integrationCache.key, 'nova-poshta:%settlements:київ'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.toISOString()).toBe(new Date(clock.getTime() + 24 * hour).toISOString());

    expect((await cities(t, 'КИЇВ')).body).toEqual(first.body);
    const other = await createTestApp({ sameDatabaseAs: t, now: () => clock, env: { NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url } });
    try {
      expect((await cities(other, 'Київ')).body).toEqual(first.body);
    } finally {
      await other.close();
    }
    expect(searchCalls()).toBe(1);
  });

  it('keeps a settlement\'s warehouses a day, then asks again', async () => {
    const before = warehouseCalls();
    const first = await branches(t);
    expect(first.status).toBe(200);
    expect(warehouseCalls()).toBe(before + 1);
    expect((await branches(t)).body).toEqual(first.body);
    // Lockers come from the same cached answer.
    expect((await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: fakeRefs.kyivSettlement, kind: 'locker' })).status).toBe(200);
    expect(warehouseCalls()).toBe(before + 1);

    clock = new Date(clock.getTime() + 23 * hour);
    await branches(t);
    expect(warehouseCalls()).toBe(before + 1);
    clock = new Date(clock.getTime() + 2 * hour);
    expect((await branches(t)).body).toEqual(first.body);
    expect(warehouseCalls()).toBe(before + 2);
  });

  it('serves the last answer while Nova Poshta is down, and says so when it has none', async () => {
    const first = await cities(t, "Кам'ян");
    clock = new Date(clock.getTime() + 25 * hour);
    fake.mode = 'httpError';
    const calls = searchCalls();
    expect(await cities(t, "кам’ян")).toMatchObject({ status: 200, body: first.body });
    expect(searchCalls()).toBe(calls + 1);

    const none = await cities(t, 'Житомир');
    expect(none).toMatchObject({ status: 503, body: { errors: { message: 'Нова пошта зараз не відповідає. Спробуйте ще раз за хвилину.' } } });
    expect(none.headers.get('retry-after')).toBe('60');
  });

  it('drops answers a week past their day', async () => {
    const day = 24 * hour;
    const at = (ms: number) => new Date(clock.getTime() + ms);
    await t.deps.db.insert(integrationCache).values([
      { key: 'test:fresh', value: 1, expiresAt: at(hour) },
      { key: 'test:stale', value: 2, expiresAt: at(-6 * day) },
      { key: 'test:dead', value: 3, expiresAt: at(-8 * day) },
    ]);
    await pruneIntegrationCache(t.deps.db, { now: clock });
    const left = await t.deps.db.select({ key: integrationCache.key }).from(integrationCache).where(like(integrationCache.key, 'test:%'));
    expect(left.map((row) => row.key).sort()).toEqual(['test:fresh', 'test:stale']);
  });
});
