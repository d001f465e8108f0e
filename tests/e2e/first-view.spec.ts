import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';
import { addPlateToCart, plateName } from './checkout-helpers.ts';

// The first Intl number or date formatter a browser tab builds loads its locale data: tens of
// milliseconds of one task while the page hydrates, on every first visit. Prices, ratings and
// the days of articles and of a product's first reviews are written without one (common/intl-formats.ts,
// an article's `publishedOn`, a product's `ShownReviews`).

/** Counts the Intl number and date formatters the page builds, from its first script on. */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const original = Intl[name];
      const counted = new Proxy(original, {
        construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  });
}

const builtFormatters = (page: Page) => page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt);

test.describe('the first view of a page', () => {
  test('the home page shows its prices and the news days without building an Intl formatter', async ({ page }) => {
    await countIntlFormatters(page);
    await openPage(page, '/');
    const news = page.getByRole('region', { name: 'Новини' });
    await expect(news.locator('time').first()).toHaveText(/^\d{1,2} [а-яіїєґ]+ \d{4} р\.$/);
    await expect(page.getByRole('main')).toContainText('₴');
    expect(await builtFormatters(page)).toEqual([]);
  });

  test('a category and a product show their prices without building an Intl formatter', async ({ page }) => {
    await countIntlFormatters(page);
    for (const path of ['/namety', '/namety/namet-tramp-2']) {
      await openPage(page, path);
      await expect(page.getByRole('main')).toContainText('₴');
      expect(await builtFormatters(page), path).toEqual([]);
    }
  });

  test('a product with reviews shows their days without building an Intl formatter', async ({ page }) => {
    await countIntlFormatters(page);
    // Demo shop: the carrier has approved reviews; they stream after the product.
    await openPage(page, '/bronezhylety/plytonoska-rubizh-shvydkoskydna');
    const reviews = page.getByRole('region', { name: 'Відгуки' });
    await expect(reviews.getByRole('listitem').first().locator('time').first()).toHaveText(/^\d{1,2} [а-яіїєґ]+ \d{4} р\.$/);
    expect(await builtFormatters(page)).toEqual([]);
  });

  test('the checkout shows the cart and its sums without building an Intl formatter', async ({ page }) => {
    await countIntlFormatters(page);
    await addPlateToCart(page, 'uk');
    await openPage(page, '/checkout');
    await expect(page.getByRole('main')).toContainText(plateName.uk);
    await expect(page.getByRole('main')).toContainText('₴');
    expect(await builtFormatters(page)).toEqual([]);
  });
});
