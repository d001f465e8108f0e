import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsContext } from '../../../app/lib/deps.server.ts';
import { loader as adapterLoader } from '../../../app/routes/adapter.tsx';
import { loader as newsLoader } from '../../../app/routes/news-article.tsx';
import type { StaffArticleDetail, StaffPageDetail } from '../../../common/admin-content.ts';
import { articles, contentBlocks, textPages } from '../../db/schema/content.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { resolveOrMovedPath } from '../catalog/paths.service.ts';
import { getArticle, getTextPage } from './content.service.ts';
import { getContentBlocks } from './landing.service.ts';

// Text pages, news and landings in the back office end to end: what an editor writes, the storefront shows.
let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let call: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  call = staffCaller(t.app, editor.cookie);
});
afterAll(() => t.close());

/** A storefront loader run as the router runs it; a thrown redirect or 404 is its answer. */
async function storefront(run: (args: never) => Promise<unknown>, path: string, params: Record<string, string>): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  try {
    return await run({ request: new Request(`http://localhost${path}`), params, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

function page(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'harantiia',
    published: true,
    translations: {
      uk: { title: 'Гарантія', body: '<p>Рік <strong>гарантії</strong> на все.</p><script>alert(1)</script>', meta_title: 'Гарантія | Табір', meta_description: 'Умови гарантії' },
      en: { title: 'Warranty', body: '<p>A year of <strong>warranty</strong>.</p><ul><li>Tents</li></ul>', meta_title: '', meta_description: '' },
    },
    ...overrides,
  };
}

function news(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'novyi-sklad',
    published: true,
    published_at: '2026-10-20',
    cover: 'uploads/2026/10/0123456789abcdef0123456789abcdef.webp',
    translations: {
      uk: { title: 'Новий склад у Львові', excerpt: 'Відкрили склад.', body: '<p>Тепер доставка швидша.</p>', meta_title: '', meta_description: '' },
      en: { title: 'A new warehouse in Lviv', excerpt: 'We opened a warehouse.', body: '<p>Delivery is faster now.</p>', meta_title: '', meta_description: '' },
    },
    ...overrides,
  };
}

const texts = (uk: Record<string, string>, en: Record<string, string> = uk) => ({ uk: { title: '', body: '', button_text: '', ...uk }, en: { title: '', body: '', button_text: '', ...en } });

function landing(overrides: Record<string, unknown> = {}) {
  return {
    ...news({ slug: 'zymovyi-pokhid', published_at: '2026-10-01', cover: null }),
    blocks: [
      { type: 'text', top_separator: 0, bottom_separator: 40, image: null, link: null, button_type: null, translations: texts({ title: 'Взимку', body: '<p>Тепло й сухо.</p>' }, { title: 'In winter', body: '<p>Warm and dry.</p>' }) },
      { type: 'products', top_separator: 20, bottom_separator: 40, image: null, link: '/namety', button_type: null, translations: texts({ title: 'Намети' }, { title: 'Tents' }) },
      { type: 'button', top_separator: 20, bottom_separator: 80, image: null, link: '/kemping', button_type: 'type_2', translations: texts({ button_text: 'До кемпінгу' }, { button_text: 'To camping' }) },
    ],
    ...overrides,
  };
}

describe('/api/admin/pages', () => {
  let created: StaffPageDetail;

  it('creates a text page in both languages, its body sanitised, shown at its address and in the sitemap, audited', async () => {
    const answer = await call('POST', '/api/admin/pages', page());
    expect(answer.status).toBe(201);
    created = answer.body.data.page;
    expect(created).toMatchObject({ slug: 'harantiia', path: 'harantiia', published: true });
    // The sanitiser refused the script: it is not stored.
    expect(created.translations.uk.body).toBe('<p>Рік <strong>гарантії</strong> на все.</p>');
    const [row] = await t.deps.db.select().from(textPages).where(eq(textPages.id, created.id));
    expect(row!.slug).toBe('harantiia');
    expect(await getTextPage(t.deps.db, { id: created.id, locale: 'en' })).toMatchObject({ title: 'Warranty', body: '<p>A year of <strong>warranty</strong>.</p><ul><li>Tents</li></ul>' });
    expect(await storefront(adapterLoader, '/harantiia', { adapter: 'harantiia' })).toMatchObject({ kind: 'page', page: { title: 'Гарантія' } });
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/harantiia</loc>');
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'page.create'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ staffId: editor.actor.id, before: null });
    expect((await call('GET', `/api/admin/pages/${created.id}`)).body.data.page).toEqual(created);
  });

  it('moves a page to a new slug; the old address answers 301 with the new one, in both languages', async () => {
    const moved = await call('PUT', `/api/admin/pages/${created.id}`, page({ slug: 'harantiia-i-povernennia' }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ changed: true, page: { path: 'harantiia-i-povernennia' } });
    expect(await resolveOrMovedPath(t.deps.db, 'harantiia')).toEqual({ kind: 'page', entityId: created.id, movedTo: 'harantiia-i-povernennia' });
    const uk = (await storefront(adapterLoader, '/harantiia', { adapter: 'harantiia' })) as Response;
    expect([uk.status, uk.headers.get('location')]).toEqual([301, '/harantiia-i-povernennia']);
    const en = (await storefront(adapterLoader, '/en/harantiia?x=1', { adapter: 'harantiia' })) as Response;
    expect([en.status, en.headers.get('location')]).toEqual([301, '/en/harantiia-i-povernennia?x=1']);
    const again = await call('PUT', `/api/admin/pages/${created.id}`, page({ slug: 'harantiia-i-povernennia' }));
    expect(again.body.data.changed).toBe(false);
    const updates = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'page.update'), eq(auditLog.entityId, String(created.id))));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.before).toMatchObject({ slug: 'harantiia', path: 'harantiia' });
  });

  it('hides a draft from the storefront and the sitemap', async () => {
    await call('PUT', `/api/admin/pages/${created.id}`, page({ slug: 'harantiia-i-povernennia', published: false }));
    expect(await getTextPage(t.deps.db, { id: created.id, locale: 'uk' })).toBeNull();
    expect(await (await t.app.request('/sitemap.xml')).text()).not.toContain('/harantiia-i-povernennia</loc>');
  });

  it('refuses a taken or reserved slug, a body with nothing left after sanitising, and bad fields, at their fields, writing nothing', async () => {
    const count = async () => (await t.deps.db.select({ id: textPages.id }).from(textPages)).length;
    const before = await count();
    const taken = await call('POST', '/api/admin/pages', page({ slug: 'harantiia-i-povernennia' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.params).toEqual({ slug: ['Another page already has this address'] });
    // A category's address is taken too.
    expect((await call('POST', '/api/admin/pages', page({ slug: 'namety' }))).body.errors.params).toEqual({ slug: ['Another page already has this address'] });
    expect((await call('POST', '/api/admin/pages', page({ slug: 'news' }))).body.errors.params).toEqual({ slug: ["This address belongs to the shop's own pages; choose another"] });
    const scriptOnly = await call('POST', '/api/admin/pages', page({ slug: 'porozhnia', translations: { ...page().translations, en: { ...page().translations.en, body: '<script>alert(1)</script><p> </p>' } } }));
    expect(scriptOnly.status).toBe(422);
    expect(scriptOnly.body.errors.params).toEqual({ 'translations.en.body': ['Write the text: nothing is left of it after removing what is not allowed'] });
    const bad = await call('POST', '/api/admin/pages', page({ slug: 'Гарантія', published: 'yes', translations: { ...page().translations, uk: { ...page().translations.uk, title: '' } } }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['published', 'slug', 'translations.uk.title']);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown page, 422 for an id that is not one, and lists pages by title', async () => {
    expect((await call('GET', '/api/admin/pages/2000000000')).status).toBe(404);
    expect((await call('PUT', '/api/admin/pages/2000000000', page({ slug: 'nova' }))).status).toBe(404);
    expect((await call('GET', '/api/admin/pages/abc')).status).toBe(422);
    const list = await call('GET', '/api/admin/pages?query=warranty');
    expect(list.body.data.items).toMatchObject([{ id: created.id, title: 'Warranty', published: false }]);
  });

  it('gives one of two pages created at once with the same address a field error, not a failure', async () => {
    const answers = await Promise.all([call('POST', '/api/admin/pages', page({ slug: 'dvi-storinky' })), call('POST', '/api/admin/pages', page({ slug: 'dvi-storinky' }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.errors.params).toEqual({ slug: ['Another page already has this address'] });
  });
});

describe('/api/admin/news', () => {
  let created: StaffArticleDetail;

  it('creates an article with its date and cover, found on the storefront and by search; the slug change redirects', async () => {
    const answer = await call('POST', '/api/admin/news', news());
    expect(answer.status).toBe(201);
    created = answer.body.data.article;
    expect(created).toMatchObject({ kind: 'news', path: 'news/novyi-sklad', published_at: '2026-10-20T00:00:00.000Z', cover: 'uploads/2026/10/0123456789abcdef0123456789abcdef.webp' });
    expect(await getArticle(t.deps.db, { kind: 'news', slug: 'novyi-sklad', locale: 'en', now: t.deps.now() })).toMatchObject({ title: 'A new warehouse in Lviv' });
    const found = (await t.post('/api/search', { lang: 'uk', string: 'склад Львові' })).body.data.news.data;
    expect(found.map((item: { name: string }) => item.name)).toContain('Новий склад у Львові');

    const moved = await call('PUT', `/api/admin/news/${created.id}`, news({ slug: 'sklad-u-lvovi' }));
    expect(moved.body.data.article.path).toBe('news/sklad-u-lvovi');
    const old = (await storefront(newsLoader, '/en/news/novyi-sklad', { article: 'novyi-sklad' })) as Response;
    expect([old.status, old.headers.get('location')]).toEqual([301, '/en/news/sklad-u-lvovi']);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'news.update'), eq(auditLog.entityId, String(created.id))));
    expect(entry!.after).toMatchObject({ slug: 'sklad-u-lvovi' });

    // Unpublished, the article has no address: the old one is not sent on to a missing page.
    expect((await call('PUT', `/api/admin/news/${created.id}`, news({ slug: 'sklad-u-lvovi', published: false }))).status).toBe(200);
    const gone = (await storefront(newsLoader, '/en/news/novyi-sklad', { article: 'novyi-sklad' })) as { init: { status: number } | null };
    expect(gone.init?.status).toBe(404);
    expect((await call('PUT', `/api/admin/news/${created.id}`, news({ slug: 'sklad-u-lvovi' }))).status).toBe(200);
  });

  it('refuses a slug another article has, blocks on news, a bad date and picture, and an empty body', async () => {
    const [other] = await t.deps.db.select({ slug: articles.slug }).from(articles).where(and(eq(articles.kind, 'news'), eq(articles.isPublished, true))).limit(1);
    const taken = await call('POST', '/api/admin/news', news({ slug: other!.slug }));
    expect(taken.body.errors.params).toEqual({ slug: ['Another page already has this address'] });
    const withBlocks = await call('POST', '/api/admin/news', news({ slug: 'z-blokamy', blocks: landing().blocks }));
    expect(withBlocks.body.errors.params).toEqual({ blocks: ['Only landings have content blocks'] });
    const bad = await call('POST', '/api/admin/news', news({ slug: 'pohana', published_at: '20 жовтня', cover: '../../etc/passwd.png' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['cover', 'published_at']);
    expect((await call('GET', `/api/admin/landings/${created.id}`)).status).toBe(404);
  });
});

describe('/api/admin/landings', () => {
  it('writes a landing with its blocks in order, shown by the storefront; reorders and removes them', async () => {
    const answer = await call('POST', '/api/admin/landings', landing());
    expect(answer.status).toBe(201);
    const created = answer.body.data.article as StaffArticleDetail;
    expect(created.blocks.map((block) => block.type)).toEqual(['text', 'products', 'button']);
    const blocks = await getContentBlocks(t.deps.db, { articleId: created.id, locale: 'en' });
    expect(blocks.map((block) => [block.type, block.topSeparator, block.bottomSeparator, block.buttonType])).toEqual([
      ['text', 0, 40, null],
      ['products', 20, 40, null],
      ['button', 20, 80, 'type_2'],
    ]);
    expect(blocks[1]!.products.length).toBeGreaterThan(0);
    expect(blocks[2]!.buttonText).toBe('To camping');

    const [text, products, button] = landing().blocks;
    const reordered = await call('PUT', `/api/admin/landings/${created.id}`, landing({ blocks: [button, text] }));
    expect(reordered.body.data.article.blocks.map((block: { type: string }) => block.type)).toEqual(['button', 'text']);
    expect(await t.deps.db.select().from(contentBlocks).where(eq(contentBlocks.articleId, created.id))).toHaveLength(2);
    expect(products!.type).toBe('products');
  });

  it('refuses a block without what its type needs, at the block\'s field', async () => {
    const [text, , button] = landing().blocks;
    const answer = await call('POST', '/api/admin/landings', landing({
      slug: 'nepovnyi',
      blocks: [
        { ...text, translations: texts({ body: '<script>x</script>' }, { body: '<p>ok</p>' }) },
        { ...button, link: null, button_type: null, top_separator: 1000 },
        { type: 'image', top_separator: 0, bottom_separator: 0, image: null, link: 'javascript:alert(1)', button_type: null, translations: texts({}) },
      ],
    }));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors.params).sort()).toEqual(['blocks.1.button_type', 'blocks.1.link', 'blocks.1.top_separator', 'blocks.2.image', 'blocks.2.link']);
    const emptied = await call('POST', '/api/admin/landings', landing({ slug: 'nepovnyi', blocks: [{ ...text, translations: texts({ body: '<script>x</script>' }, { body: '<p>ok</p>' }) }] }));
    expect(emptied.body.errors.params).toEqual({ 'blocks.0.translations.uk.body': ['Write the text: nothing is left of it after removing what is not allowed'] });
  });
});

describe('who may edit content', () => {
  it('refuses a manager with 403 and anyone signed out with 401', async () => {
    const manager = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'manager' })).cookie);
    expect((await manager('GET', '/api/admin/pages')).status).toBe(403);
    expect((await manager('POST', '/api/admin/news', news({ slug: 'vid-menedzhera' }))).status).toBe(403);
    expect((await t.app.request('/api/admin/landings', { headers: { origin: 'http://localhost' } })).status).toBe(401);
  });
});
