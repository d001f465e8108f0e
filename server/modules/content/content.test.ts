import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getArticle, listArticlePage } from './content.service.ts';
import { getContentBlocks } from './landing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-01T10:00:00Z');

describe('news and landing lists', () => {
  it('pages through published news, newest first, in the requested language', async () => {
    const first = await listArticlePage(t.deps.db, { kind: 'news', locale: 'uk', page: 1, perPage: 5, now });
    expect(first).not.toBeNull();
    expect(first!.articles).toHaveLength(5);
    expect(first!.pages).toBe(Math.ceil(first!.total / 5));
    const dates = first!.articles.map((article) => article.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first!.articles.every((article) => article.publishedAt <= now.toISOString())).toBe(true);

    const last = await listArticlePage(t.deps.db, { kind: 'news', locale: 'en', page: first!.pages, perPage: 5, now });
    expect(last!.articles.length).toBe(first!.total - 5 * (first!.pages - 1));
    expect(last!.articles[0]!.title).toMatch(/[A-Za-z]/);
  });

  it('answers null past the last page, so the page is a 404', async () => {
    const first = await listArticlePage(t.deps.db, { kind: 'landing', locale: 'uk', page: 1, perPage: 9, now });
    expect(first!.pages).toBe(1);
    expect(await listArticlePage(t.deps.db, { kind: 'landing', locale: 'uk', page: 2, perPage: 9, now })).toBeNull();
  });

  it('writes each publication day as the page shows it, in Kyiv time and the requested language', async () => {
    for (const [locale, intlLocale, pattern] of [
      ['uk', 'uk-UA', /^\d{1,2} [а-яіїєґ]+ \d{4} р\.$/],
      ['en', 'en-GB', /^\d{1,2} [A-Z][a-z]+ \d{4}$/],
    ] as const) {
      const kyivDay = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
      const { articles } = (await listArticlePage(t.deps.db, { kind: 'news', locale, page: 1, perPage: 50, now }))!;
      expect(articles.length).toBeGreaterThan(1);
      for (const article of articles) {
        expect(article.publishedOn).toBe(kyivDay.format(new Date(article.publishedAt)));
        expect(article.publishedOn).toMatch(pattern);
      }
      const article = (await getArticle(t.deps.db, { kind: 'news', slug: articles[0]!.slug, locale, now }))!;
      expect(article.publishedOn).toBe(articles[0]!.publishedOn);
    }
  });

  it('hides articles dated in the future', async () => {
    const early = await listArticlePage(t.deps.db, { kind: 'news', locale: 'uk', page: 1, perPage: 50, now: new Date('2026-03-01T00:00:00Z') });
    const all = await listArticlePage(t.deps.db, { kind: 'news', locale: 'uk', page: 1, perPage: 50, now });
    expect(early!.total).toBeLessThan(all!.total);
  });
});

describe('landing content blocks', () => {
  it('gives the blocks in order with separators, button types and the products of products blocks', async () => {
    const landing = await getArticle(t.deps.db, { kind: 'landing', slug: 'sezon-kempinhu', locale: 'uk', now });
    expect(landing).not.toBeNull();
    expect(landing!.images.length).toBeGreaterThanOrEqual(4);
    const blocks = await getContentBlocks(t.deps.db, { articleId: landing!.id, locale: 'uk' });
    expect(blocks.map((block) => block.type)).toEqual(['text', 'products', 'image', 'products', 'gallery', 'button']);
    expect(blocks[0]).toMatchObject({ topSeparator: 0, bottomSeparator: 40 });
    const button = blocks.find((block) => block.type === 'button')!;
    expect(button.buttonType).toBe('type_1');
    expect(button.buttonText).not.toBe('');
    const tents = blocks.find((block) => block.type === 'products')!;
    expect(tents.products.length).toBeGreaterThan(0);
    expect(tents.products.every((product) => product.path.startsWith('/namety/'))).toBe(true);

    const english = await getContentBlocks(t.deps.db, { articleId: landing!.id, locale: 'en' });
    expect(english[0]!.title).not.toBe(blocks[0]!.title);
  });

  it('finds no news article under a landing slug', async () => {
    expect(await getArticle(t.deps.db, { kind: 'news', slug: 'sezon-kempinhu', locale: 'uk', now })).toBeNull();
  });
});
