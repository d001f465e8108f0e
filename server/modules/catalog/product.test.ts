import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb } from '../../testing/counting-db.ts';
import { and, eq, sql } from 'drizzle-orm';
import { products, relatedProducts } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listApprovedReviews } from '../reviews/reviews.service.ts';
import { getProductPage, listRelatedProducts } from './product.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productId(slug: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}


describe('getProductPage', () => {
  it('gives every option with its size, colour, prices and stock, and the sizes and colours in catalogue order', async () => {
    const page = await getProductPage(t.deps.db, { id: await productId('plytonoska-rubizh-shvydkoskydna'), locale: 'uk' });
    expect(page).not.toBeNull();
    expect(page!.sizes.map((size) => size.slug)).toEqual(['m', 'l', 'xl', 'xxl']);
    expect(page!.colors.map((color) => color.slug).sort()).toEqual(['camouflage', 'coyote', 'olive']);
    expect(page!.colors.find((color) => color.slug === 'olive')).toMatchObject({ name: 'Олива', hex: '#5b6330' });
    expect(page!.options).toHaveLength(12);
    for (const option of page!.options) {
      expect(option.size).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
      expect(option.color).toMatchObject({ slug: expect.any(String), name: expect.any(String), hex: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      expect(option.price).toMatch(/^\d+\.\d{2}$/);
      expect(option.in_stock).toBe(option.stock > 0);
    }
    const xxl = page!.options.find((option) => option.size?.slug === 'xxl' && option.color?.slug === 'olive');
    const m = page!.options.find((option) => option.size?.slug === 'm' && option.color?.slug === 'olive');
    expect(Number(xxl!.price)).toBeGreaterThan(Number(m!.price));
    expect(page!.options.some((option) => !option.in_stock)).toBe(true);
    expect(page!.sku).toBe('BZH-1002');
  });

  it('names attributes and their values in the page language', async () => {
    const id = await productId('plytonoska-rubizh-shvydkoskydna');
    const uk = await getProductPage(t.deps.db, { id, locale: 'uk' });
    const en = await getProductPage(t.deps.db, { id, locale: 'en' });
    expect(uk!.attributes.find((attribute) => attribute.code === 'material')).toEqual({ code: 'material', name: 'Матеріал', values: ['Нейлон 500D'] });
    expect(en!.attributes.find((attribute) => attribute.code === 'material')).toEqual({ code: 'material', name: 'Material', values: ['500D nylon'] });
    expect(en!.attributes.find((attribute) => attribute.code === 'color')?.name).toBe('Colour');
    expect(uk!.brand).toBe('Sokil Tactical');
    expect(en!.card.name).not.toBe(uk!.card.name);
  });

  it('gives the category trail from the group down, and the images in order with their colours', async () => {
    const page = await getProductPage(t.deps.db, { id: await productId('namet-tramp-2'), locale: 'en' });
    expect(page!.trail.map((crumb) => crumb.path)).toEqual(['/kemping', '/namety']);
    expect(page!.trail[1]!.name).toBe('Tents');
    expect(page!.category.path).toBe('/namety');
    expect(page!.images.map((image) => image.path)).toEqual([1, 2, 3, 4].map((n) => `products/namet-tramp-2-${n}.svg`));
    expect(page!.images.filter((image) => image.colorValueId !== null)).toHaveLength(3);
    expect(page!.sizes.map((size) => size.slug)).toEqual(['one-size']);
  });

  it('sums up and lists only approved reviews, newest first', async () => {
    const id = await productId('namet-tramp-3');
    const db = t.deps.db;
    const [approved] = await db
      .select({ n: sql<number>`count(*)::int`, average: sql<number>`avg(${reviews.rating})::float8` })
      .from(reviews)
      .where(and(eq(reviews.productId, id), eq(reviews.status, 'approved')));
    await db.insert(reviews).values({ productId: id, locale: 'uk', authorName: 'Тест', text: 'Погано', rating: 1, status: 'pending', contentHash: 'pending-test' });
    const page = await getProductPage(db, { id, locale: 'uk' });
    expect(approved!.n).toBeGreaterThan(0);
    expect(page!.reviewSummary).toEqual({ count: approved!.n, average: Math.round(approved!.average * 10) / 10 });
    const listed = await listApprovedReviews(db, { productId: id });
    expect(listed).toHaveLength(approved!.n);
    expect(listed.some((review) => review.text === 'Погано')).toBe(false);
    const dates = listed.map((review) => review.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const none = await getProductPage(db, { id: await productId('namet-tramp-2'), locale: 'uk' });
    expect(none!.reviewSummary).toEqual({ count: 0, average: null });
  });

  it('shows the active related products as cards', async () => {
    const id = await productId('namet-tramp-2');
    const links = await t.deps.db.select({ relatedId: relatedProducts.relatedId }).from(relatedProducts).where(eq(relatedProducts.productId, id));
    const before = await listRelatedProducts(t.deps.db, { productId: id, locale: 'uk' });
    expect(before.map((card) => card.id).sort()).toEqual(links.map((link) => link.relatedId).sort());
    expect(before[0]).toMatchObject({ path: expect.stringMatching(/^\/[a-z-]+\/[a-z0-9-]+$/), currency: 'UAH' });
    expect((await getProductPage(t.deps.db, { id, locale: 'uk' }))!.relatedCount).toBe(links.length);

    await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, links[0]!.relatedId));
    const after = await listRelatedProducts(t.deps.db, { productId: id, locale: 'uk' });
    expect(after.map((card) => card.id)).not.toContain(links[0]!.relatedId);
    expect((await getProductPage(t.deps.db, { id, locale: 'uk' }))!.relatedCount).toBe(links.length - 1);
    await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, links[0]!.relatedId));
  });

  it('is null for an unknown or inactive product', async () => {
    expect(await getProductPage(t.deps.db, { id: 999_999, locale: 'uk' })).toBeNull();
    const id = await productId('namet-chornohora-3');
    await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect(await getProductPage(t.deps.db, { id, locale: 'uk' })).toBeNull();
    await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, id));
  });

  it('takes the same small number of queries whatever the number of options, images and reviews', async () => {
    const { db, queries } = countingDb(t.deps.db);
    await getProductPage(db, { id: await productId('namet-tramp-2'), locale: 'uk' });
    const counts: number[] = [];
    for (const slug of ['namet-tramp-2', 'plytonoska-rubizh-shvydkoskydna', 'cherevyky-taktychni-marsh', 'balistychni-okuliary-zir']) {
      const id = await productId(slug);
      const start = queries();
      await getProductPage(db, { id, locale: 'en' });
      counts.push(queries() - start);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBe(1);
  });
});
