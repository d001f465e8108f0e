import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, productTranslations } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)).limit(4);
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>) => t.post('/api/wishlist/products', { lang: 'uk', ...body });

describe('POST /api/wishlist/products', () => {
  it('answers the product cards in the order asked, without unknown or repeated ids', async () => {
    const asked = [ids[2], 999_999, ids[0], ids[2], ids[1]];
    const { status, body } = await list({ ids: asked });
    expect(status).toBe(200);
    expect(body.data.map((card: { id: number }) => card.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['colors', 'currency', 'id', 'image', 'in_stock', 'name', 'old_price', 'options', 'path', 'price', 'prices', 'special']);
    expect(body.data[0]).toMatchObject({ currency: 'UAH', path: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/), price: expect.stringMatching(/^\d+\.\d\d$/) });
    expect(body.data[0].prices).toHaveProperty('UAH');
  });

  it('names products in the language asked', async () => {
    const { body } = await list({ ids: [ids[0]], lang: 'en' });
    const [row] = await t.deps.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, ids[0]!), eq(productTranslations.locale, 'en')));
    expect(body.data[0].name).toBe(row!.name);
  });

  it('leaves out products no longer on sale', async () => {
    await t.deps.db.update(products).set({ isActive: false }).where(inArray(products.id, [ids[3]!]));
    try {
      const { body } = await list({ ids: [ids[3], ids[0]] });
      expect(body.data.map((card: { id: number }) => card.id)).toEqual([ids[0]]);
    } finally {
      await t.deps.db.update(products).set({ isActive: true }).where(inArray(products.id, [ids[3]!]));
    }
  });

  it('answers an empty list for no ids', async () => {
    expect((await list({ ids: [] })).body).toEqual({ data: [] });
  });

  it('answers 422, never 500, for malformed ids', async () => {
    for (const body of [{}, { ids: 'x' }, { ids: ['1'] }, { ids: [1.5] }, { ids: [-1] }, { ids: [2 ** 31] }, { ids: [null] }, { ids: [1], lang: 'de' }]) {
      const answer = await list(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const tooMany = await list({ ids: Array.from({ length: 101 }, (_, i) => i + 1), lang: 'en' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.params).toEqual({ ids: ['Send a list of product ids, at most 100'] });
    const hundred = await list({ ids: Array.from({ length: 100 }, (_, i) => i + 1) });
    expect(hundred.status).toBe(200);
  });
});
