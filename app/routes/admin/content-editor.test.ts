import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffArticleDetail, StaffContentPage } from '../../../common/admin-content.ts';
import { articleTextFields } from '../../components/admin/content/content-form.ts';
import type { ContentPreview } from '../../../server/modules/content/content.preview.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action, loader } from './content-editor.tsx';
import { loader as listLoader } from './content-list.tsx';
import { action as previewAction, loader as previewLoader } from './content-preview.tsx';

// The content pages' loaders and actions on the same services as the API, with real staff sessions.
let t: TestApp;
let editorCookie: string;
let managerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  editorCookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' })).cookie;
  managerCookie = (await createStaffSession(t.deps, { role: 'manager', locale: 'uk' })).cookie;
});
afterAll(() => t.close());

function args(path: string, params: Record<string, string>, init: RequestInit & { cookie?: string | null } = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  const cookie = init.cookie === undefined ? editorCookie : init.cookie;
  const headers = { origin: 'http://localhost', ...(cookie ? { cookie } : {}) };
  return { request: new Request(`http://localhost${path}`, { method: init.method, body: init.body, headers }), params, context } as never;
}
const post = (path: string, params: Record<string, string>, form: URLSearchParams, cookie?: string | null) => args(path, params, { method: 'POST', body: form, cookie });
const answerOf = <T>(result: unknown) => ((result as { data?: unknown }).data ?? result) as T;
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (result: unknown) => (result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status);

const pageForm = () =>
  new URLSearchParams({
    slug: 'dostavka-za-kordon',
    published: 'on',
    'translations.uk.title': 'Доставка за кордон',
    'translations.uk.body': '<p>Надсилаємо <strong>усюди</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    'translations.uk.meta_title': '',
    'translations.uk.meta_description': '',
    'translations.en.title': 'Shipping abroad',
    'translations.en.body': '<ul><li>Poland</li></ul><p><a href="/kontakty">Contacts</a></p>',
    'translations.en.meta_title': '',
    'translations.en.meta_description': '',
  });

describe('the content editor page', () => {
  it('creates a text page from the form, and shows errors at the field they belong to', async () => {
    const bad = pageForm();
    bad.set('translations.en.body', '<p></p>');
    bad.set('slug', 'Доставка');
    const refused = answerOf<{ errors: Record<string, string[]> }>(await action(post('/admin/pages/new', {}, bad)));
    expect(Object.keys(refused.errors).sort()).toEqual(['slug']);
    bad.set('slug', 'dostavka-za-kordon');
    const empty = answerOf<{ errors: Record<string, string[]> }>(await action(post('/admin/pages/new', {}, bad)));
    expect(empty.errors).toEqual({ 'translations.en.body': ['Напишіть текст: після вилучення недозволеного від нього нічого не лишилося'] });

    const created = (await outcome(() => action(post('/admin/pages/new', {}, pageForm())))) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toMatch(/^\/admin\/pages\/\d+\?done=created$/);
    const list = answerOf<{ page: StaffContentPage }>(await listLoader(args('/admin/pages?query=kordon', {})));
    expect(list.page.items).toMatchObject([{ slug: 'dostavka-za-kordon', title: 'Доставка за кордон', published: true }]);
    const id = String(list.page.items[0]!.id);
    const { item } = answerOf<{ item: { translations: { uk: { body: string } } } }>(await loader(args(`/admin/pages/${id}`, { id })));
    expect(item.translations.uk.body).toBe('<p>Надсилаємо <strong>усюди</strong>.</p>');
    expect(statusOf(await outcome(() => loader(args('/admin/news/2000000000', { id: '2000000000' }))))).toBe(404);
  });
});

describe('the preview', () => {
  it('keeps a news article\'s time of day when the form leaves its date as it was', async () => {
    const { items } = answerOf<{ page: StaffContentPage }>(await listLoader(args('/admin/news', {}))).page;
    const id = String(items[0]!.id);
    const { item } = answerOf<{ item: StaffArticleDetail }>(await loader(args(`/admin/news/${id}`, { id })));
    // The demo's articles were written at a moment of the day, not at midnight.
    expect(item.published_at.slice(11)).not.toBe('00:00:00.000Z');
    const form = new URLSearchParams({ slug: item.slug, published_at: item.published_at.slice(0, 10), published_at_stored: item.published_at, cover: item.cover ?? '' });
    if (item.published) form.set('published', 'on');
    for (const locale of ['uk', 'en'] as const) for (const field of articleTextFields) form.set(`translations.${locale}.${field}`, item.translations[locale][field]);
    expect(answerOf<{ message: string }>(await action(post(`/admin/news/${id}`, { id }, form))).message).toBe('Нічого не змінилося.');
    const again = answerOf<{ item: StaffArticleDetail }>(await loader(args(`/admin/news/${id}`, { id })));
    expect(again.item.published_at).toBe(item.published_at);
  });

  it('renders the unsaved form sanitised, in the chosen language, with the no-store and noindex headers', async () => {
    const form = pageForm();
    form.set('slug', 'chernetka');
    form.set('published', '');
    form.set('preview_kind', 'page');
    form.set('preview_locale', 'en');
    const answer = (await previewAction(post('/admin/preview', {}, form))) as { data: { preview: ContentPreview }; init: { headers: Record<string, string> } };
    expect(answer.data.preview).toMatchObject({ kind: 'page', page: { title: 'Shipping abroad', body: '<ul><li>Poland</li></ul><p><a href="/kontakty">Contacts</a></p>' } });
    expect(answer.init.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    form.set('preview_locale', 'uk');
    const uk = (await previewAction(post('/admin/preview', {}, form))) as { data: { preview: { page: { body: string } } } };
    expect(uk.data.preview.page.body).toBe('<p>Надсилаємо <strong>усюди</strong>.</p>');
  });

  it('shows a stored draft landing with its blocks by id', async () => {
    const landings = answerOf<{ page: StaffContentPage }>(await listLoader(args('/admin/landings', {})));
    const id = String(landings.page.items[0]!.id);
    const answer = (await previewLoader(args(`/admin/preview?kind=landing&id=${id}&locale=en`, {}))) as { preview: ContentPreview };
    expect(answer.preview.kind).toBe('landing');
    if (answer.preview.kind === 'page') throw new Error('a landing was expected');
    expect(answer.preview.article.blocks.length).toBeGreaterThan(0);
  });

  it('is not open to anyone signed out nor to a manager', async () => {
    const form = pageForm();
    form.set('preview_kind', 'page');
    for (const run of [() => previewAction(post('/admin/preview', {}, form, null)), () => previewLoader(args('/admin/preview?kind=page&id=1', {}, { cookie: null }))]) {
      const refused = (await outcome(run)) as Response;
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
    }
    expect(statusOf(await outcome(() => previewAction(post('/admin/preview', {}, form, managerCookie))))).toBe(403);
    expect(statusOf(await outcome(() => previewLoader(args('/admin/preview?kind=page&id=1', {}, { cookie: managerCookie }))))).toBe(403);
  });
});
