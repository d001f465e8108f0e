import { expect } from '@playwright/test';
import { cspTest, expectNoAxeViolations, maintenanceBaseUrl } from './fixtures.ts';

// The closed shop's page has no shop JS (nothing hydrates) and its own 503 is expected, so these
// journeys use the test without the console check (still failing on any CSP violation) and look
// at the page as it arrives.
const test = cspTest;

const pages = [
  { path: '/', lang: 'uk', shop: 'Табір', heading: 'Технічні роботи', text: 'Ведуться технічні роботи, спробуйте зайти через 12 годин', other: 'English' },
  { path: '/en/namety', lang: 'en', shop: 'Tabir', heading: 'Maintenance', text: 'Work in progress, try again in 12 hours', other: 'Українська' },
];

test.describe('a shop closed for maintenance', () => {
  for (const { path, lang, shop, heading, text, other } of pages) {
    test(`${path} tells the shopper in ${lang} to come back later`, async ({ page }) => {
      const response = await page.goto(`${maintenanceBaseUrl}${path}`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('43200');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
      // The logo comes from the storage, which stays open.
      const logo = page.getByRole('img', { name: shop });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      expect(await page.locator('script').count()).toBe(0);

      await expectNoAxeViolations(page);

      // The other language is one link away, and closed as well.
      await page.getByRole('link', { name: other }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'uk' ? 'en' : 'uk');
    });
  }

  test('the API answers 503 and the health probe stays up', async ({ request }) => {
    const api = await request.post(`${maintenanceBaseUrl}/api/settings/all`, { data: { lang: 'en' } });
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ errors: { message: 'Work in progress, try again in 12 hours', code: 'maintenance' } });
    expect((await request.get(`${maintenanceBaseUrl}/healthz`)).status()).toBe(200);
  });

  test('a file or code chunk that is not there is a bare 404, not a page of the closed shop', async ({ request }) => {
    for (const path of ['/storage/nothing.gif', '/media/nothing.jpg?w=300', '/assets/nothing.js']) {
      const missing = await request.get(`${maintenanceBaseUrl}${path}`);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).not.toContain('<html');
    }
  });
});
