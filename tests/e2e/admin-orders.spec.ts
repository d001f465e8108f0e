import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { mailTo, placeCashOrderByApi, plate } from './checkout-helpers.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A shopper's orders in the back office: found in the list, confirmed; another cancelled, its stock
// back on the product page; the buyers' mails caught; the order pages axe-clean.

// Products other journeys count on: this one must not sell them out.
const usedElsewhere = new Set([plate.path, '/bronezhylety/plytonoska-rubizh-shvydkoskydna', '/namety/namet-tramp-2', '/nozhi/nizh-skladanyi-lys']);

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor();

/** One order through the checkout API, as a shopper's browser places it. */
async function placeOrder(request: APIRequestContext, line: { product_id: number; count: number }, email: string) {
  const added = await request.post('/api/cart/add', { data: { lang: 'uk', ...line } });
  expect(added.status(), await added.text()).toBe(200);
  const cart = (await added.json()).data as { cart_id: string; products: { count: number }[] };
  const placed = await placeCashOrderByApi((path, data) => request.post(path, { data }), { cartId: cart.cart_id, name: 'Марта Покупчиця', email, key: email.replace(/[^a-z0-9-]/g, '-') });
  return { number: (await placed.json()).data.number as string, count: cart.products[0]!.count };
}

/** A one-option product in stock that no other journey uses: an order can take all of it. */
async function lonelyProduct(request: APIRequestContext): Promise<{ id: number; path: string }> {
  for (const query of ['рюкзак', 'ліхтар', 'фляга', 'шолом', 'аптечка', 'казанок', 'турнікет', 'рукавиці']) {
    const found = await (await request.post('/api/search', { data: { lang: 'uk', string: query, per_page: 48 } })).json();
    const product = (found.data.products.data as { id: number; path: string; options: number; in_stock: boolean }[]).find(
      (candidate) => candidate.options === 1 && candidate.in_stock && !usedElsewhere.has(candidate.path),
    );
    if (product) return product;
  }
  throw new Error('no one-option product in stock');
}

test('a manager finds a new order and confirms it; a cancelled order’s stock is back on the product page', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const firstBuyer = `orders-first-${stamp}@example.com`;
  const secondBuyer = `orders-second-${stamp}@example.com`;

  const plateId = (await (await request.post('/api/search', { data: { lang: 'uk', string: 'Кремінь' } })).json()).data.products.data.find((candidate: { path: string }) => candidate.path === plate.path).id;
  const first = await placeOrder(request, { product_id: plateId, count: 1 }, firstBuyer);
  const product = await lonelyProduct(request);
  const second = await placeOrder(request, { product_id: product.id, count: 99 }, secondBuyer);
  // The second order took every unit.
  await page.goto(product.path);
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-stock', 'out');

  await staffSignIn(page, e2eStaff.ordersManager);
  await page.getByRole('link', { name: 'Замовлення', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Замовлення' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Пошук').fill(firstBuyer);
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(firstBuyer).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('status')).toHaveText('1 замовлення');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: first.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Замовлення ${first.number}` })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  // Only the allowed moves are offered.
  await expect(page.getByRole('button', { name: 'Позначити доставленим' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByText('Статус змінено на «Підтверджене».')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Позначити відправленим' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Історія' })).toContainText('Статус: Нове → Підтверджене');

  // The second order is cancelled: its units are back.
  await page.goto(`/admin/orders?q=${second.number}`);
  await hydrated(page);
  await page.getByRole('link', { name: second.number }).click();
  await hydrated(page);
  await page.getByLabel('Причина (при скасуванні її побачить покупець)').fill('Покупець передумав');
  await page.getByRole('button', { name: 'Скасувати замовлення' }).click();
  await expect(page.getByText('Статус змінено на «Скасоване».')).toBeVisible();
  await page.goto(product.path);
  await expect(page.locator('[data-stock]')).not.toHaveAttribute('data-stock', 'out');

  const confirmed = await mailTo(firstBuyer, `${first.number} підтверджено`);
  expect(confirmed.subject).toBe(`Замовлення ${first.number} підтверджено`);
  const cancelled = await mailTo(secondBuyer, `${second.number} скасовано`);
  expect(cancelled.text).toContain('Причина: Покупець передумав');
});
