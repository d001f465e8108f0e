import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';

// Links prefetch the next page's data and code on intent (hover, focus, touch) once the browser
// has been idle after hydration, at most 2 s later, and never on save-data or 2g (spec: "Link
// prefetch has an idle timeout of 2000 ms and is skipped on 2g or save-data").

/** The router's prefetch hints for a page's data that the document holds. */
const dataPrefetches = (page: Page, path: string) => page.locator(`link[rel="prefetch"][href^="${path}.data"]`);

/** The product page's breadcrumb link to its category, the tents. */
const tentsLink = (page: Page) => page.getByRole('navigation', { name: 'Ви тут' }).getByRole('link', { name: 'Намети' });

test.describe('link prefetch', () => {
  test('a link prefetches its page on hover once the browser has been idle', async ({ page }) => {
    await openPage(page, '/namety/namet-tramp-2');
    const link = tentsLink(page);
    // The decision comes when the browser is first idle; hovering again after it prefetches.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await link.hover();
      await expect(dataPrefetches(page, '/namety')).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });

  test('nothing is prefetched when the shopper saves data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
    await openPage(page, '/namety/namet-tramp-2');
    // Past the 2 s by which the decision is taken at the latest.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    await tentsLink(page).hover();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await expect(dataPrefetches(page, '/namety')).toHaveCount(0);
  });
});
