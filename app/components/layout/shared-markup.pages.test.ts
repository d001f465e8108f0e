// The blocks every page shows alike (menus, the footer's contacts, the promo bar, the cookie
// notice), kept once rendered (app/lib/shared-markup.tsx): real pages, rendered through Vite as
// `npm run dev` does, on a copy of the demo shop (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemTranslations, menuItems } from '../../../server/db/schema/menus.ts';
import { signedInAccount } from '../../../server/testing/accounts.ts';
import { createStaffSession, staffCaller } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { serverEntryThroughVite } from '../../../server/testing/vite-entry.ts';
import { menuIds } from '../../../common/menu.ts';

type ServerApp = ReturnType<typeof import('../../../server/entry.ts').createServerApp>;

let closeVite: (() => Promise<void>) | undefined;
let createServerApp: typeof import('../../../server/entry.ts').createServerApp;

beforeAll(async () => {
  const loaded = await serverEntryThroughVite();
  closeVite = loaded.close;
  createServerApp = loaded.entry.createServerApp;
});
afterAll(() => closeVite?.());

/** A page's HTML with its per-response nonce blanked. */
async function page(app: ServerApp, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk', ...headers } });
  return (await response.text()).replaceAll(/nonce="[^"]*"/g, 'nonce=""');
}

/**
 * The layout around a page's main content, where the kept blocks are: the body up to `<main>`,
 * and from `</main>` to the first script after the footer (the footer and the cookie notice). The
 * main content is left out: its deferred parts stream in whichever order their data arrives.
 */
function layoutOf(html: string): { top: string; bottom: string } {
  const body = html.indexOf('<body');
  const main = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  const footerEnd = html.indexOf('</footer>');
  const scriptAfter = html.indexOf('<script', footerEnd);
  expect([body, main, mainEnd, footerEnd, scriptAfter].every((at) => at >= 0)).toBe(true);
  return { top: html.slice(body, main), bottom: html.slice(mainEnd, scriptAfter) };
}

/** Pages of every kind, in both languages, with the current page in each menu. */
const pages: [string, Record<string, string>?][] = [
  ['/'],
  ['/namety'],
  ['/namety/namet-tramp-2'],
  ['/contacts'],
  ['/delivery-and-payment'],
  ['/dlia-pidrozdiliv'],
  ['/zakhyst'],
  [`/search/${encodeURIComponent('намет')}`],
  ['/checkout'],
  ['/no-such-page'],
  ['/en'],
  ['/en/namety/namet-tramp-2'],
  ['/en/contacts'],
  ['/en/dlia-pidrozdiliv'],
  ['/namety', { cookie: 'currency=USD' }],
];

describe('blocks kept once rendered', () => {
  let t: TestApp;
  let kept: ServerApp;
  /** The same shop rendering every block on every page. */
  let rendered: TestApp;
  let renderedApp: ServerApp;

  beforeAll(async () => {
    t = await createTestApp();
    kept = createServerApp(t.deps);
    rendered = await createTestApp({ env: { SHARED_MARKUP: 'false' }, sameDatabaseAs: t });
    renderedApp = createServerApp(rendered.deps);
  });
  afterAll(async () => {
    await rendered?.close();
    await t?.close();
  });

  it.each(pages)('%s has the same layout, the first time and from kept blocks', async (path, headers = {}) => {
    const expected = layoutOf(await page(renderedApp, path, headers));
    expect(expected.bottom).toContain('<footer');
    expect(layoutOf(await page(kept, path, headers))).toEqual(expected);
    expect(layoutOf(await page(kept, path, headers))).toEqual(expected);
  });

  it('never gives a signed-in shopper the header of a visitor who is not, nor the other way round', async () => {
    const account = await signedInAccount(t, { email: 'kept-blocks@example.com', name: 'Леся Українка' });
    const signedIn = { cookie: `accessToken=${account.token}; user=${encodeURIComponent(JSON.stringify({ name: 'Леся Українка', email: account.email }))}` };
    const visitor = layoutOf(await page(kept, '/namety'));
    expect(visitor.top).toContain('Увійти');

    const shopper = layoutOf(await page(kept, '/namety', signedIn));
    expect(shopper.top).toContain('Леся Українка');
    expect(shopper.top).not.toContain('Увійти');
    expect(shopper).toEqual(layoutOf(await page(renderedApp, '/namety', signedIn)));
    expect(layoutOf(await page(kept, '/namety'))).toEqual(visitor);
  });

  it('marks the page being shown in the menu that links to it', async () => {
    expect(await page(kept, '/namety')).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/namety"/);
    const contacts = await page(kept, '/contacts');
    expect(contacts).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/contacts"/);
    // The next page has no current link there: its menus were rendered for it, not taken from /contacts.
    expect(await page(kept, '/namety/namet-tramp-2')).not.toMatch(/<a [^>]*aria-current="page"[^>]*href="\/contacts"/);
  });

  it('shows a menu item renamed in the back office on the next page', async () => {
    const [item] = await t.deps.db
      .select({ id: menuItems.id, url: menuItems.url, name: menuItemTranslations.name })
      .from(menuItems)
      .innerJoin(menuItemTranslations, and(eq(menuItemTranslations.itemId, menuItems.id), eq(menuItemTranslations.locale, 'uk')))
      .where(eq(menuItems.menuId, menuIds.footer))
      .limit(1);
    const before = await page(kept, '/');
    expect(before).toContain(`>${item!.name}</a>`);
    expect(before).not.toContain('Усе для табору');

    const editor = await createStaffSession(t.deps, { role: 'content_editor' });
    const renamed = await staffCaller(kept, editor.cookie)('PUT', `/api/admin/menus/items/${item!.id}`, { url: item!.url, name: { uk: 'Усе для табору', en: 'All for the camp' } });
    expect(renamed.status).toBe(200);

    const after = await page(kept, '/');
    expect(after).toContain('>Усе для табору</a>');
    expect(after).not.toContain(`>${item!.name}</a>`);
    expect(await page(kept, '/en')).toContain('>All for the camp</a>');
  });
});
