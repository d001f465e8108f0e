import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';

/** Every price the page shows, as text. */
async function prices(page: Page) {
  return page.locator('main [data-price]').allInnerTexts();
}

test.describe('currency', () => {
  for (const [path, label] of [
    ['/', 'Валюта'],
    ['/en/namety', 'Currency'],
  ] as const) {
    test(`choosing another currency changes every price on ${path} at once, and the choice is kept`, async ({ page }) => {
      await openPage(page, path);
      const before = await prices(page);
      expect(before.length).toBeGreaterThan(4);
      expect(before.every((text) => text.includes('₴'))).toBe(true);

      await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption('USD');
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('$') && !text.includes('₴'))).toBe(true);
      const inDollars = await prices(page);
      expect(inDollars).toHaveLength(before.length);
      expect(await page.evaluate(() => localStorage.getItem('currentCurrencies'))).toBe('USD');

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('$'))).toBe(true);

      await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption('EUR');
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('€'))).toBe(true);
    });
  }
});
