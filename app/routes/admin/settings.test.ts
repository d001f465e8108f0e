import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSettingsView } from '../../../common/admin-settings.ts';
import { locales } from '../../../common/locales.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { getPath, inputName, settingsSections, type SettingsGroup, type SettingsSection } from '../../components/admin/settings/settings-form.ts';
import { action, loader } from './settings.tsx';

// The settings pages' loader and action on the same services as the API, with a real staff session.
let t: TestApp;
let cookie: string;
let editorCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  editorCookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' })).cookie;
  ownerCookie = (await createStaffSession(t.deps, { role: 'owner', locale: 'en' })).cookie;
  cookie = editorCookie;
});
afterAll(() => t.close());

function args(path: string, params: Record<string, string>, init: RequestInit = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  return { request: new Request(`http://localhost${path}`, { ...init, headers: { cookie, ...init.headers } }), params, context } as never;
}

/** The form a section's page posts when nothing is touched: every field as the page fills it. */
function pageForm(section: SettingsSection, settings: StaffSettingsView, version: string): URLSearchParams {
  const form = new URLSearchParams({ version });
  const put = (name: string, value: unknown) => {
    if (value === true) form.set(name, 'on');
    else if (value !== undefined && value !== false) form.set(name, String(value));
  };
  for (const group of settingsSections[section] as SettingsGroup[]) {
    for (const field of group.fields) {
      if (field.scope === 'shop') put(inputName(field), getPath(settings.shop, field.path));
      else if (field.scope === 'shared') put(inputName(field), getPath(settings.site.uk, field.path));
      else
        for (const locale of locales) {
          const name = inputName(field, locale);
          const value = getPath(settings.site[locale], field.path);
          if (field.kind === 'phones') (value as { number: string; label: string }[]).forEach((phone, row) => (put(`${name}.${row}.number`, phone.number), put(`${name}.${row}.label`, phone.label)));
          else if (field.kind === 'typedLinks') (value as { type: string; link: string }[]).forEach((link) => put(`${name}.${link.type}`, link.link));
          else if (field.kind === 'currencies') ((value as string[] | undefined) ?? []).forEach((code) => put(`${name}.${code}`, true));
          else put(name, value);
        }
    }
  }
  return form;
}

const load = async (section?: SettingsSection) =>
  (await loader(args(section ? `/admin/settings/${section}` : '/admin/settings', section ? { section } : {}))) as { section: SettingsSection; sections: SettingsSection[]; settings: StaffSettingsView; version: string };
/** The section's form as the page fills it from what is stored now. */
const freshForm = async (section: SettingsSection) => {
  const { settings, version } = await load(section);
  return pageForm(section, settings, version);
};
const post = (section: SettingsSection, form: URLSearchParams) => action(args(`/admin/settings/${section}`, { section }, { method: 'POST', body: form }));
const answerOf = (result: unknown) => ((result as { data?: unknown }).data ?? result) as { message: string; errors?: Record<string, string[]> };

describe('the settings pages', () => {
  it('an untouched form changes nothing, on every section', async () => {
    cookie = ownerCookie;
    expect((await load()).sections).toEqual(['storefront', 'contacts', 'shop']);
    for (const section of ['storefront', 'contacts', 'shop'] as const) {
      expect(answerOf(await post(section, await freshForm(section))), section).toEqual({ message: 'Nothing changed.' });
    }
    cookie = editorCookie;
  });

  it('keeps the shop section to owners', async () => {
    expect((await load()).sections).toEqual(['storefront', 'contacts']);
    await expect(load('shop')).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('refuses a form made from settings someone has saved since, so their change is not undone', async () => {
    const stale = await freshForm('storefront');
    const other = await freshForm('storefront');
    other.set('site.uk.promo.0.promobar_text', 'Інший редактор встиг першим');
    expect(answerOf(await post('storefront', other)).message).toMatch(/^Settings saved/);
    stale.set('site.en.cookie_button', 'OK');
    expect(answerOf(await post('storefront', stale)).message).toBe('Settings not saved: someone else changed them while you were editing. Open the page again and repeat your changes.');
    expect((await load()).settings.site.uk.promo[0]!.promobar_text).toBe('Інший редактор встиг першим');
  });

  it('saves the promo bar text, and shows errors at the inputs that hold them', async () => {
    const form = await freshForm('storefront');
    form.set('site.en.promo.0.promobar_text', 'Free returns for 30 days');
    expect(answerOf(await post('storefront', form)).message).toBe('Settings saved. The storefront shows them within seconds.');
    expect((await t.post('/api/settings/all', { lang: 'en' })).body.data.promo[0].promobar_text).toBe('Free returns for 30 days');

    form.set('version', (await load()).version);
    form.set('site.uk.promo.0.button_link', 'kemping');
    const refused = answerOf(await post('storefront', form));
    expect(refused.errors).toEqual({ 'site.uk.promo.0.button_link': ['Give an address on the site starting with /, or a full http(s):// address'] });
  });

  it('reads phones, links by type and the shared threshold, and names the row or type in error', async () => {
    const form = await freshForm('contacts');
    // A blank first row is skipped; the error of the row after it is shown at that row.
    form.set('site.uk.contacts.0.phones.0.number', '');
    form.set('site.uk.contacts.0.phones.0.label', '');
    form.set('site.uk.contacts.0.phones.2.number', 'дзвоніть');
    form.set('site.uk.contacts.0.phones.2.label', 'Склад');
    form.set('site.en.contacts.0.socials.youtube', 'youtube.com/tabir');
    const refused = answerOf(await post('contacts', form));
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['site.en.contacts.0.socials.youtube', 'site.uk.contacts.0.phones.2.number']);

    form.delete('site.uk.contacts.0.phones.2.number');
    form.delete('site.uk.contacts.0.phones.2.label');
    form.delete('site.en.contacts.0.socials.youtube');
    expect(answerOf(await post('contacts', form)).message).toMatch(/^Settings saved/);
    const saved = (await load('contacts')).settings;
    expect(saved.site.uk.contacts[0]!.phones.map((phone) => phone.number)).toEqual(['+380 44 390 12 34']);
    expect(saved.site.en.contacts[0]!.socials.map((link) => link.type)).toEqual(['facebook', 'instagram', 'tiktok']);

    cookie = ownerCookie;
    const shop = await freshForm('shop');
    shop.set('site.shared.free_delivery_from', '2 500');
    for (const name of [...shop.keys()].filter((key) => key.includes('.requisites.'))) shop.set(name, '');
    expect(answerOf(await post('shop', shop)).message).toMatch(/^Settings saved/);
    const after = (await load('shop')).settings;
    expect([after.site.uk.free_delivery_from, after.site.en.free_delivery_from]).toEqual([2500, 2500]);
    // Bank details left wholly empty are taken out, so the invoice payment is no longer offered.
    expect(after.site.uk.requisites).toBeUndefined();
    expect(after.site.uk.swift_requisites?.iban).toBe('UA893052990000026004050012345');
    cookie = editorCookie;
  });

  it('answers 404 for an unknown section', async () => {
    await expect(loader(args('/admin/settings/nope', { section: 'nope' }))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
