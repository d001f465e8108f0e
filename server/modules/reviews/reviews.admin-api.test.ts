import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addReview } from './reviews.service.ts';

// Review moderation end to end: the real app and staff session, the storefront's own review calls.
let t: TestApp;
let manager: Awaited<ReturnType<typeof createStaffSession>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createStaffSession(t.deps, { role: 'manager', locale: 'en' });
  productId = (await t.deps.db.select({ id: products.id }).from(products).where(eq(products.slug, 'namet-tramp-2')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => staffCaller(t.app, manager.cookie)(method, path, body);

/** A shopper's review, waiting for moderation; its id. */
async function submitted(authorName: string, text: string, rating = 5): Promise<number> {
  expect(await addReview(t.deps.db, { productId, locale: 'uk', authorName, text, rating })).toEqual({ created: true });
  const [row] = await t.deps.db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.authorName, authorName), eq(reviews.productId, productId)));
  return row!.id;
}

/** What a shopper sees: the product's approved reviews through the storefront's call. */
async function shown() {
  const { body } = await t.post('/api/reviews/list', { lang: 'uk', product_id: productId });
  return body.data as { total: number; reviews: { id: number; author_name: string; reply: { text: string; created_at: string } | null }[] };
}

describe('/api/admin/reviews', () => {
  it('lists new reviews with their product, approves one so shoppers see it, and audits the decision once', async () => {
    const id = await submitted('Остап Модерований', 'Намет витримав зливу в Карпатах, жодної краплі всередині.');
    const before = await shown();
    expect(before.reviews.map((review) => review.id)).not.toContain(id);

    const list = await call('GET', '/api/admin/reviews');
    expect(list.status).toBe(200);
    expect(list.body.data.status).toBe('pending');
    expect(list.body.data.counts.pending).toBeGreaterThanOrEqual(1);
    expect(list.body.data.reviews).toContainEqual(
      expect.objectContaining({ id, author_name: 'Остап Модерований', rating: 5, locale: 'uk', status: 'pending', reply: null, product: { id: productId, name: 'Tramp 2 Tent', path: '/namety/namet-tramp-2' } }),
    );

    const approved = await call('POST', `/api/admin/reviews/${id}/status`, { status: 'approved' });
    expect(approved.body.data).toEqual({ id, status: 'approved', changed: true });
    const after = await shown();
    expect(after.total).toBe(before.total + 1);
    expect(after.reviews[0]).toMatchObject({ id, author_name: 'Остап Модерований', reply: null });
    expect((await call('POST', `/api/admin/reviews/${id}/status`, { status: 'approved' })).body.data.changed).toBe(false);
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.approve'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: manager.actor.id, entityType: 'review', before: { status: 'pending' }, after: { status: 'approved', product_id: productId } });
    const [row] = await t.deps.db.select({ moderatedAt: reviews.moderatedAt }).from(reviews).where(eq(reviews.id, id));
    expect(row!.moderatedAt).not.toBeNull();

    // Turned down later, it leaves the product's page and rating.
    expect((await call('POST', `/api/admin/reviews/${id}/status`, { status: 'rejected' })).body.data.changed).toBe(true);
    expect((await shown()).total).toBe(before.total);
    const rejected = await call('GET', '/api/admin/reviews?status=rejected');
    expect(rejected.body.data.reviews.map((review: { id: number }) => review.id)).toContain(id);
  });

  it("shows the shop's reply under the review, takes it away with an empty text, and audits both", async () => {
    const id = await submitted('Марта Відповідна', 'Чи є запасні кілочки до цього намету?', 4);
    await call('POST', `/api/admin/reviews/${id}/status`, { status: 'approved' });
    const replied = await call('PUT', `/api/admin/reviews/${id}/reply`, { text: '  Так, кілочки є в розділі «Аксесуари».\r\nДякуємо!  ' });
    expect(replied.body.data).toEqual({ id, reply: 'Так, кілочки є в розділі «Аксесуари».\nДякуємо!', changed: true });
    const withReply = (await shown()).reviews.find((review) => review.id === id);
    expect(withReply?.reply).toEqual({ text: 'Так, кілочки є в розділі «Аксесуари».\nДякуємо!', created_at: expect.any(String) });

    const removed = await call('PUT', `/api/admin/reviews/${id}/reply`, { text: '' });
    expect(removed.body.data).toEqual({ id, reply: null, changed: true });
    expect((await shown()).reviews.find((review) => review.id === id)?.reply).toBeNull();
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.reply'), eq(auditLog.entityId, String(id))));
    expect(entries.map((entry) => entry.after)).toEqual([{ reply: 'Так, кілочки є в розділі «Аксесуари».\nДякуємо!' }, { reply: null }]);
  });

  it('refuses bad calls in the member\'s language and unknown reviews', async () => {
    expect((await call('GET', '/api/admin/reviews?status=deleted')).status).toBe(422);
    expect((await call('GET', '/api/admin/reviews?page=0')).status).toBe(422);
    const badStatus = await call('POST', '/api/admin/reviews/1/status', { status: 'pending' });
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors.params)).toEqual(['status']);
    const tooLong = await call('PUT', '/api/admin/reviews/1/reply', { text: 'а'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors.params)).toEqual(['text']);
    expect((await call('PUT', '/api/admin/reviews/1/reply', { text: 'рядок\u0000' })).status).toBe(422);
    expect((await call('POST', '/api/admin/reviews/999999999/status', { status: 'approved' })).status).toBe(404);
    expect((await call('PUT', '/api/admin/reviews/999999999/reply', { text: 'Дякуємо' })).status).toBe(404);
    expect((await call('POST', '/api/admin/reviews/abc/status', { status: 'approved' })).status).toBe(422);
  });
});
