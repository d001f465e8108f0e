import type { Page } from '@playwright/test';
import { confirmedAccount } from './account-helpers.ts';
import { expectInsideViewportWidth, expectNoOverlap, expectNotClipped } from './boxes.ts';
import { placeCashOrderByApi, plate } from './checkout-helpers.ts';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

/**
 * This machine draws the shop's font stack (Inter, Segoe UI, Roboto, Helvetica Neue, Arial) in
 * Liberation Sans, narrower than what shoppers' devices have; DejaVu Sans, about as wide as those,
 * stands in for them.
 */
async function useWideFont(page: Page) {
  // Through the CSSOM: the page's Content-Security-Policy refuses an added <style> without its nonce.
  await page.evaluate(() => document.documentElement.style.setProperty('font-family', '"DejaVu Sans", sans-serif'));
}

test.describe('the header on a tablet in landscape', () => {
  for (const width of [991, 1000, 1035]) {
    test(`at ${width} px the currency select leaves the top menu's «Контакти» clear`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await openPage(page, '/');
      const header = page.getByRole('banner');
      const menu = header.getByRole('navigation', { name: 'Інформація для покупців' });
      const contacts = menu.getByRole('link', { name: 'Контакти' });
      const currency = header.getByRole('combobox', { name: 'Валюта' });
      await expectNoOverlap(currency, contacts);
      await useWideFont(page);
      await expectNoOverlap(currency, contacts);
      // The menu stays within its own place, short of the gap before the controls.
      await expectNotClipped(menu);
      await expectNoOverlap(header.getByRole('navigation', { name: 'Мова сайту' }), contacts);
      await expectInsideViewportWidth(page, currency);
    });
  }
});

test.describe('a card of a product out of stock', () => {
  // The demo shop's plate carriers include one sold out: «Вартовий» (light).
  const category = '/bronezhylety';
  for (const width of [375, 1366]) {
    test(`at ${width} px its «Немає в наявності» badge is not under the wishlist heart`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, category);
      const card = page.getByRole('article').filter({ hasText: 'Немає в наявності' }).first();
      await card.scrollIntoViewIfNeeded();
      const badge = card.getByText('Немає в наявності', { exact: true });
      const heart = card.getByRole('button', { name: /до обраного/ });
      await expectNoOverlap(badge, heart);
      await expectNotClipped(badge);
      await useWideFont(page);
      await expectNoOverlap(badge, heart);
      await expectNotClipped(badge);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the cabinet's orders show payment, items and total within the screen", async ({ page, baseURL }) => {
    // A signed-in shopper with an order placed through the API, as the checkout page does it
    // (signed-in calls must come from the shop's own pages).
    const account = await confirmedAccount(page.request);
    const api = (path: string, data: object) => page.request.post(path, { data, headers: { origin: baseURL! } });
    expect((await api('/api/auth/login', { lang: 'uk', email: account.email, password: account.password })).status()).toBe(200);
    const searched = await api('/api/search', { lang: 'uk', string: 'Кремінь' });
    expect(searched.status(), await searched.text()).toBe(200);
    const found = await searched.json();
    const product = (found.data.products.data as { id: number; path: string }[]).find((candidate) => candidate.path === plate.path);
    expect(product, 'the plate in the search results').toBeDefined();
    const added = await api('/api/cart/add', { lang: 'uk', product_id: product!.id, count: 2 });
    expect(added.status(), await added.text()).toBe(200);
    await placeCashOrderByApi(api, { cartId: (await added.json()).data.cart_id, name: account.name, email: account.email, key: 'orders-on-a-phone' });

    await openPage(page, '/cabinet/orders');
    const orders = page.getByRole('table', { name: 'Мої замовлення' });
    const row = orders.getByRole('row').filter({ has: page.getByRole('link', { name: /^№ / }) });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(5);
    for (const [index, text] of [[3, '2 товари'], [4, '₴']] as const) await expect(cells.nth(index)).toContainText(text);
    for (let index = 0; index < 5; index++) {
      await expectInsideViewportWidth(page, cells.nth(index));
      await expectNotClipped(cells.nth(index));
    }
    // The column names are the table's headers, so a screen reader still hears them per cell.
    await expect(orders.getByRole('columnheader')).toHaveCount(6);
    await expectNoAxeViolations(page);
  });
});
