import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { reviewContentHash } from './reviews.service.ts';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.slug, 'namet-tramp-3'));
  productId = row!.id;
});
afterAll(() => t.close());

const review = (extra: Record<string, unknown> = {}) => ({
  lang: 'uk',
  product_id: productId,
  name: 'Олена Коваль',
  text: 'Намет тримав зливу всю ніч, усередині сухо.',
  rating: 5,
  ...extra,
});

async function rowsWithText(text: string) {
  return t.deps.db
    .select({ status: reviews.status, locale: reviews.locale, authorName: reviews.authorName, rating: reviews.rating, contentHash: reviews.contentHash })
    .from(reviews)
    .where(eq(reviews.text, text));
}

describe('POST /api/reviews/add', () => {
  it('stores a valid review for moderation and keeps it out of the approved list', async () => {
    const text = 'Легкий і швидко ставиться навіть самому.';
    const { status, body } = await t.post('/api/reviews/add', review({ text, lang: 'en', name: '  Taras   Bondar ' }));
    expect(status).toBe(200);
    expect(body).toEqual({ data: { status: 'pending', message: 'Thank you! Your review will appear after moderation.' } });
    const rows = await rowsWithText(text);
    expect(rows).toEqual([
      { status: 'pending', locale: 'en', authorName: 'Taras Bondar', rating: 5, contentHash: reviewContentHash(productId, 'Taras Bondar', text) },
    ]);

    const list = await t.post('/api/reviews/list', { lang: 'uk', product_id: productId });
    expect(list.status).toBe(200);
    expect(list.body.data.reviews.length).toBeGreaterThan(0);
    expect(list.body.data.reviews.map((r: { text: string }) => r.text)).not.toContain(text);
    expect(list.body.data).toMatchObject({ page: 1, per_page: 10, has_more: false, total: list.body.data.reviews.length });
  });

  it('does not store a repeat twice, even with other spacing and letter case, and answers it the same', async () => {
    const first = await t.post('/api/reviews/add', review());
    const again = await t.post('/api/reviews/add', review({ name: 'олена   КОВАЛЬ', text: '  намет тримав   зливу всю ніч,\nусередині сухо. ' }));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.data.message).toBe("Дякуємо! Ваш відгук з'явиться після модерації.");
    const [olena] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), sql`lower(${reviews.authorName}) like 'олена%'`));
    expect(olena!.n).toBe(1);
  });

  it('asks to rate when the rating is missing, in Ukrainian and English', async () => {
    const uk = await t.post('/api/reviews/add', review({ rating: undefined }));
    expect(uk.status).toBe(422);
    expect(uk.body.errors.params).toEqual({ rating: ['Будь ласка, оцініть товар'] });
    expect(uk.body.errors.message).toBe('Будь ласка, оцініть товар');
    const en = await t.post('/api/reviews/add', review({ lang: 'en', rating: null }));
    expect(en.status).toBe(422);
    expect(en.body.errors.params).toEqual({ rating: ['Please rate the product'] });
  });

  it('refuses a missing name or text, a short text and a rating outside 1–5 or not whole', async () => {
    const missing = await t.post('/api/reviews/add', { lang: 'en', product_id: productId, rating: 4 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.params).toEqual({ name: ['Enter your name'], text: ['Write your review'] });

    const blank = await t.post('/api/reviews/add', review({ name: '   ', text: ' \n ' }));
    expect(blank.body.errors.params).toEqual({ name: ["Введіть своє ім'я"], text: ['Напишіть текст відгуку'] });

    const short = await t.post('/api/reviews/add', review({ lang: 'en', name: 'O', text: 'Good.' }));
    expect(short.status).toBe(422);
    expect(short.body.errors.params).toEqual({ name: ['Your name must be 2 to 80 characters long'], text: ['Your review must be 10 to 2000 characters long'] });

    for (const rating of [0, 6, 3.5, '4']) {
      const { status, body } = await t.post('/api/reviews/add', review({ lang: 'en', rating }));
      expect(status, `rating ${rating}`).toBe(422);
      expect(body.errors.params).toEqual({ rating: ['The rating must be a whole number from 1 to 5'] });
    }
    expect(await rowsWithText('Good.')).toEqual([]);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const unknown = await t.post('/api/reviews/add', review({ product_id: 999_999, lang: 'en' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.message).toBe('This product was not found or is no longer sold.');

    const [inactive] = await t.deps.db.update(products).set({ isActive: false }).where(eq(products.slug, 'namet-chornohora-3')).returning({ id: products.id });
    const hidden = await t.post('/api/reviews/add', review({ product_id: inactive!.id }));
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors.message).toBe('Товар не знайдено або він більше не продається.');
    const list = await t.post('/api/reviews/list', { lang: 'uk', product_id: inactive!.id });
    expect(list.status).toBe(404);
  });

  it('refuses a malformed body, a product id out of range and odd characters without a 500', async () => {
    const notJson = await t.post('/api/reviews/add', '{"name": ');
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors.params.body).toHaveLength(1);
    const array = await t.post('/api/reviews/add', [review()]);
    expect(array.status).toBe(422);
    const huge = await t.post('/api/reviews/add', review({ product_id: 2 ** 40 }));
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors.params)).toEqual(['product_id']);
    const badLang = await t.post('/api/reviews/add', review({ lang: 'de' }));
    expect(badLang.status).toBe(422);
    expect(Object.keys(badLang.body.errors.params)).toEqual(['lang']);

    // Control characters are refused with the shared message; the text keeps its line breaks.
    const withNul = await t.post('/api/reviews/add', review({ name: 'Ніна\u0000', text: 'Чудовий\u0085 намет для родини, рекомендую.' }));
    expect(withNul.status).toBe(422);
    expect(withNul.body.errors.params).toEqual({
      name: ['Приберіть розриви рядка, табуляцію та інші недруковані символи'],
      text: ['Приберіть недруковані символи, як-от табуляцію (розриви рядка можна залишити)'],
    });
    expect(await rowsWithText('Чудовий\u0085 намет для родини, рекомендую.')).toHaveLength(0);
    const twoLines = await t.post('/api/reviews/add', review({ text: 'Чудовий намет.\r\nРекомендую родинам.' }));
    expect(twoLines.status).toBe(200);
    expect(await rowsWithText('Чудовий намет.\nРекомендую родинам.')).toHaveLength(1);
  });
});

describe('POST /api/reviews/list', () => {
  it('pages through approved reviews and checks its input', async () => {
    const first = await t.post('/api/reviews/list', { lang: 'en', product_id: productId, page: 1 });
    const beyond = await t.post('/api/reviews/list', { lang: 'en', product_id: productId, page: 2 });
    expect(first.body.data.reviews[0]).toEqual({
      id: expect.any(Number),
      author_name: expect.any(String),
      text: expect.any(String),
      rating: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reply: null,
    });
    expect(beyond.body.data).toMatchObject({ reviews: [], page: 2, has_more: false });
    const bad = await t.post('/api/reviews/list', { lang: 'en', product_id: productId, page: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.params.page).toEqual(['The page must be a positive whole number']);
  });
});
