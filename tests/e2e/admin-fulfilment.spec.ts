import { confirmedAccount } from './account-helpers.ts';
import { mailTo, placeCashOrderByApi, plate } from './checkout-helpers.ts';
import { expect, shippingBaseUrl, shippingMailDir, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// An order from the shop to the parcel: a shopper orders to a Nova Poshta branch; a manager signs
// in with a TOTP code, confirms the order, creates its waybill through Nova Poshta's API (the
// stand-in of the fifth e2e server) and marks it shipped; the shopper's cabinet shows the waybill
// and the status, and the buyer's mails were caught.
test.use({ baseURL: shippingBaseUrl });

test('a manager confirms a Nova Poshta order, creates its waybill and ships it; the shopper sees the parcel in the cabinet', async ({ page, browser }) => {
  test.slow();
  // The shopper: a confirmed account, signed in, orders the plate to a Kyiv branch.
  const shopper = await confirmedAccount(page.request, { name: 'Остап Посилковий', mailDir: shippingMailDir });
  const post = (path: string, data: object) => page.request.post(path, { data, headers: { origin: shippingBaseUrl } });
  expect((await post('/api/auth/login', { lang: 'uk', email: shopper.email, password: shopper.password })).status()).toBe(200);
  const found = await (await post('/api/search', { lang: 'uk', string: 'Кремінь' })).json();
  const plateId = (found.data.products.data as { id: number; path: string }[]).find((product) => product.path === plate.path)!.id;
  const added = await post('/api/cart/add', { lang: 'uk', product_id: plateId, count: 1 });
  const cartId = (await added.json()).data.cart_id as string;
  const placed = await placeCashOrderByApi(post, { cartId, name: shopper.name, email: shopper.email, key: 'fulfilment', city: 'Київ' });
  const number = (await placed.json()).data.number as string;

  // The manager finds it among the orders and confirms it.
  const context = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await context.newPage();
  await staffSignIn(manager, e2eStaff.fulfilmentManager);
  await manager.getByRole('link', { name: 'Замовлення', exact: true }).first().click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Замовлення' })).toBeVisible();
  await manager.locator('html[data-hydrated]').waitFor();
  await manager.getByLabel('Пошук').fill(shopper.email);
  await manager.getByRole('button', { name: 'Застосувати' }).click();
  await expect(manager.getByRole('status')).toHaveText('1 замовлення');
  await manager.getByRole('link', { name: number }).click();
  await expect(manager.getByRole('heading', { level: 1, name: `Замовлення ${number}` })).toBeVisible();
  await manager.locator('html[data-hydrated]').waitFor();
  await manager.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(manager.getByText('Статус змінено на «Підтверджене».')).toBeVisible();

  // The waybill, made by Nova Poshta's API from the order and the shop's sender settings.
  const shipping = manager.locator('[data-order-shipping]');
  await shipping.getByRole('button', { name: 'Створити ТТН' }).click();
  // The panel shows the parcel once the order is loaded again (the create form, and its
  // "created" note, are gone by then).
  await expect(shipping.locator('[data-waybill]')).toHaveText(/^\d{14}$/);
  const waybill = (await shipping.locator('[data-waybill]').innerText()).trim();
  await expect(shipping).toContainText('створена через API Нової пошти');

  await manager.getByRole('button', { name: 'Позначити відправленим' }).click();
  await expect(manager.getByText('Статус змінено на «Відправлене».')).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Історія' })).toContainText('Статус: Підтверджене → Відправлене');
  await context.close();

  // The shopper's cabinet: the status and the parcel with its waybill.
  await page.goto(`/cabinet/orders?order=${number}`);
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.locator('[data-order-status]')).toHaveAttribute('data-order-status', 'shipped');
  await expect(page.locator('[data-order-status]')).toHaveText('Відправлене');
  await expect(page.getByRole('region', { name: 'Посилка' }).locator('[data-waybill]')).toHaveText(waybill);

  // The buyer was told of both steps; the shipping mail carries the waybill.
  const confirmed = await mailTo(shopper.email, `${number} підтверджено`, { dir: shippingMailDir });
  expect(confirmed.subject).toBe(`Замовлення ${number} підтверджено`);
  const shipped = await mailTo(shopper.email, `${number} відправлено`, { dir: shippingMailDir });
  expect(shipped.subject).toBe(`Замовлення ${number} відправлено`);
  expect(shipped.text).toContain(waybill);
});
