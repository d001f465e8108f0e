import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsDocumentSchema } from '../../../common/settings.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/settings/all', () => {
  it('answers the Ukrainian settings with the currency list', async () => {
    const { status, body } = await t.post('/api/settings/all', { lang: 'uk' });
    expect(status).toBe(200);
    expect(settingsDocumentSchema.safeParse(body.data).success).toBe(true);
    expect(body.data.site_name).toBe('Табір');
    expect(body.data.copyright).toContain('{year}');
    expect(body.data.promo[0].promobar_text).not.toBe('');
    expect(body.data.contacts.some((contact: { is_main: boolean }) => contact.is_main)).toBe(true);
    expect(body.data.default_currency).toBe('UAH');
    const { UAH, USD, EUR } = body.data.checkout.currencies;
    expect(UAH).toMatchObject({ code: 'UAH', rate: '1' });
    expect(Number(USD.rate)).toBeGreaterThan(0);
    expect(USD.rate).toMatch(/^\d+(\.\d+)?$/);
    expect(EUR.code).toBe('EUR');
  });

  it('answers the English settings in English', async () => {
    const { status, body } = await t.post('/api/settings/all', { lang: 'en' });
    expect(status).toBe(200);
    expect(body.data.site_name).toBe('Tabir');
    expect(body.data.cookie_button).not.toBe((await t.post('/api/settings/all', { lang: 'uk' })).body.data.cookie_button);
  });

  it('refuses an unknown language with a field error in the request language', async () => {
    const { status, body } = await t.post('/api/settings/all', { lang: 'de' }, { 'accept-language': 'en' });
    expect(status).toBe(422);
    expect(body.errors.params.lang[0]).toBe('Unknown language: choose uk or en');
    expect(body.errors.message).toBe(body.errors.params.lang[0]);
  });

  it('refuses a missing language and a malformed body without a 500', async () => {
    const missing = await t.post('/api/settings/all', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.params.lang).toHaveLength(1);

    const malformed = await t.post('/api/settings/all', '{"lang": "uk"', { 'accept-language': 'uk' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.message).toBe("Тіло запиту має бути об'єктом JSON");

    const array = await t.post('/api/settings/all', '[1,2]');
    expect(array.status).toBe(422);
  });
});
