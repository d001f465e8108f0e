import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { test, expect, openPage, analyticsBaseUrl } from './fixtures.ts';
import { dialog, uniqueEmail, words } from './account-helpers.ts';
import { fillRecipientAndDelivery, plate, plateName } from './checkout-helpers.ts';
import { recount } from '../../common/currency.ts';

const w = words.uk;
const tagScripts = 'https://www.googletagmanager.com/**';

interface Pushed {
  event?: string;
  ecommerce?: { currency?: string; value?: number; transaction_id?: string; item_list_name?: string; shipping_tier?: string; payment_type?: string; items?: Record<string, unknown>[] } | null;
  [key: string]: unknown;
}

/** Answers Google's tag scripts with a stub and lists what was asked for. */
async function stubTags(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(tagScripts, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tagStubRuns = (window.tagStubRuns || 0) + 1;' });
  });
  return requested;
}

/** The page's dataLayer as plain data (gtag's `arguments` entries become {0: …, 1: …}); undefined when there is none. */
function dataLayer(page: Page): Promise<Pushed[] | undefined> {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    return layer === undefined ? undefined : (JSON.parse(JSON.stringify(layer)) as Pushed[]);
  });
}

const events = async (page: Page, name: string) => ((await dataLayer(page)) ?? []).filter((entry) => entry.event === name);

/** Waits for the event and answers its latest push. */
async function lastEvent(page: Page, name: string): Promise<Pushed> {
  await expect.poll(async () => (await events(page, name)).length, { message: `${name} pushed` }).toBeGreaterThan(0);
  return (await events(page, name)).at(-1)!;
}

/** The tags have started on this page (everything the page tracks on start has been pushed with them). */
async function tagsStarted(page: Page) {
  await expect.poll(async () => (await events(page, 'gtm.js')).length).toBe(1);
}

// The carrier in olive M has 3 in stock (the demo data).
const carrier = { path: '/bronezhylety/plytonoska-rubizh-shvydkoskydna', name: 'Плитоноска «Рубіж» швидкоскидна' } as const;

const plateItem = { item_id: expect.any(String), item_name: plateName.uk, price: plate.price, quantity: 1 };

test.describe('tags and analytics', () => {
  test('with tag ids: nothing before consent, then Consent Mode v2 and the tags, and the shop journey as GA4 e-commerce events', async ({ page }) => {
    test.slow();
    const requested = await stubTags(page);

    // Before the cookie notice is accepted: no request to Google and no dataLayer at all.
    await openPage(page, `${analyticsBaseUrl}${plate.category}`);
    const notice = page.getByRole('region', { name: 'Ми використовуємо cookies' });
    await expect(notice).toBeVisible();
    expect(requested).toEqual([]);
    expect(await dataLayer(page)).toBeUndefined();

    // Accepting: consent denied by default, then granted, then both scripts are asked for.
    await notice.getByRole('button', { name: 'Зрозуміло' }).click();
    await expect.poll(() => requested.length).toBe(2);
    expect(requested.map((url) => new URL(url)).map((url) => `${url.pathname}?${url.search.slice(1)}`).sort()).toEqual([
      '/gtag/js?id=G-TABIR00001',
      '/gtm.js?id=GTM-TABIR01',
    ]);
    await expect.poll(() => page.evaluate(() => (window as { tagStubRuns?: number }).tagStubRuns)).toBe(2);
    const consent = ((await dataLayer(page)) ?? []).filter((entry) => entry[0] === 'consent');
    expect(consent).toEqual([
      { 0: 'consent', 1: 'default', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 } },
      { 0: 'consent', 1: 'update', 2: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } },
    ]);

    // Accepted earlier: the next page starts the tags itself and reports the list.
    await openPage(page, `${analyticsBaseUrl}${plate.category}`);
    const list = await lastEvent(page, 'view_item_list');
    expect(list.ecommerce).toMatchObject({ currency: 'UAH', item_list_name: 'Бронеплити' });
    expect(list.ecommerce?.items).toContainEqual(expect.objectContaining({ ...plateItem, item_category: 'Бронеплити', item_list_name: 'Бронеплити', index: expect.any(Number) }));
    const layer = (await dataLayer(page))!;
    // Every e-commerce push comes right after one that clears the previous object.
    for (const [index, entry] of layer.entries()) if (entry.ecommerce) expect(layer[index - 1]).toEqual({ ecommerce: null });

    // Choosing the product in the list, then its page.
    await page.getByRole('main').getByRole('link', { name: plateName.uk, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${plate.path}$`));
    expect((await lastEvent(page, 'select_item')).ecommerce?.items).toEqual([expect.objectContaining({ ...plateItem, item_list_name: 'Бронеплити' })]);
    const viewed = await lastEvent(page, 'view_item');
    expect(viewed.ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [{ ...plateItem, item_category: 'Бронеплити' }] });

    await page.getByRole('button', { name: `Додати «${plateName.uk}» до обраного` }).click();
    expect((await lastEvent(page, 'add_to_wishlist')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [plateItem] });

    // The cart: added, seen, one more, one less.
    await page.getByRole('main').getByRole('button', { name: 'Додати в кошик' }).click();
    const cart = page.getByRole('dialog', { name: 'Кошик' });
    await expect(cart.getByRole('listitem').filter({ hasText: plateName.uk })).toBeVisible();
    expect((await lastEvent(page, 'add_to_cart')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [{ ...plateItem, item_category: 'Бронеплити' }] });
    expect((await lastEvent(page, 'view_cart')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [plateItem] });
    await cart.getByRole('button', { name: 'Збільшити кількість' }).click();
    await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(2);
    expect((await lastEvent(page, 'add_to_cart')).ecommerce?.items).toEqual([expect.objectContaining({ ...plateItem, quantity: 1 })]);
    await expect(cart.locator('[data-cart-total]')).toContainText(/6\s580/);
    await cart.getByRole('button', { name: 'Зменшити кількість' }).click();
    expect((await lastEvent(page, 'remove_from_cart')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [{ ...plateItem, quantity: 1 }] });
    await expect(cart.locator('[data-cart-total]')).toContainText(/3\s290/);

    // Removed (after the confirm dialog), then added again.
    await cart.getByRole('button', { name: `Видалити: ${plateName.uk}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Видалити «${plateName.uk}» з кошика?` });
    await expect(confirm).toBeVisible();
    expect(await events(page, 'remove_from_cart')).toHaveLength(1);
    await confirm.getByRole('button', { name: 'Видалити', exact: true }).click();
    await expect(cart.getByRole('listitem').filter({ hasText: plateName.uk })).toHaveCount(0);
    await expect.poll(async () => (await events(page, 'remove_from_cart')).length).toBe(2);
    expect((await lastEvent(page, 'remove_from_cart')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [plateItem] });
    await cart.getByRole('button', { name: 'Закрити кошик' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Додати в кошик' }).click();
    await expect(cart.getByRole('listitem').filter({ hasText: plateName.uk })).toBeVisible();
    await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(3);
    expect((await lastEvent(page, 'add_to_cart')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [plateItem] });

    // Checkout: begun, delivery chosen, payment chosen, placed.
    await openPage(page, `${analyticsBaseUrl}/checkout`);
    expect((await lastEvent(page, 'begin_checkout')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, items: [plateItem] });
    const delivery = await fillRecipientAndDelivery(page, uniqueEmail('analytics'));
    expect(await events(page, 'add_shipping_info')).toEqual([]);
    await delivery.getByRole('button', { name: 'Далі' }).click();
    expect((await lastEvent(page, 'add_shipping_info')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, shipping_tier: 'np_branch', items: [plateItem] });
    const payment = page.getByRole('main').getByRole('region', { name: /Оплата/ });
    await payment.getByRole('radio', { name: /Оплата при отриманні/ }).check();
    expect((await lastEvent(page, 'add_payment_info')).ecommerce).toMatchObject({ currency: 'UAH', value: plate.price, payment_type: 'cash', items: [plateItem] });
    await payment.getByRole('checkbox', { name: /Я погоджуюся з умовами/ }).check();
    await payment.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await expect(page).toHaveURL(/\/cart\/thankyou\?order=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    const purchase = await lastEvent(page, 'purchase');
    expect(purchase.ecommerce).toMatchObject({ transaction_id: number, currency: 'UAH', value: plate.price, shipping: 0, items: [{ ...plateItem, item_category: 'Бронеплити' }] });
    expect(await events(page, 'purchase')).toHaveLength(1);

    // A reload of the thank-you page starts the tags again but never repeats the purchase.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await tagsStarted(page);
    expect(await events(page, 'purchase')).toEqual([]);
  });

  test('with tag ids: cart events count the units the server added or removed, not the ones asked for', async ({ page, consoleErrors }) => {
    await stubTags(page);
    await page.context().addCookies([{ name: 'accepted', value: '1', url: analyticsBaseUrl }]);
    await openPage(page, `${analyticsBaseUrl}${carrier.path}?color=olive&size=m`);
    await tagsStarted(page);
    const add = page.getByRole('main').getByRole('button', { name: 'Додати в кошик', exact: true });
    await add.click();
    const cart = page.getByRole('dialog', { name: 'Кошик' });
    const line = cart.getByRole('listitem').filter({ hasText: carrier.name });
    const quantity = line.getByRole('textbox', { name: 'Кількість' });
    await expect(quantity).toHaveValue('1');
    expect((await lastEvent(page, 'add_to_cart')).ecommerce?.items).toEqual([expect.objectContaining({ item_name: carrier.name, quantity: 1 })]);

    // 50 typed, 2 more were left: 2 added.
    await quantity.fill('50');
    await quantity.press('Enter');
    await expect(line.getByText('Залишилося лише 3 шт.')).toBeVisible();
    await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(2);
    expect((await lastEvent(page, 'add_to_cart')).ecommerce?.items).toEqual([expect.objectContaining({ item_name: carrier.name, quantity: 2 })]);

    // One more from the product page: the line already holds the whole stock, nothing is added.
    await cart.getByRole('button', { name: 'Закрити кошик' }).click();
    const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
    await add.click();
    await added;
    await expect(quantity).toHaveValue('3');
    expect(await events(page, 'add_to_cart')).toHaveLength(2);

    // A delete the server refuses removes nothing; the next one removes all three.
    await page.route('**/api/cart/delete', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }));
    await line.getByRole('button', { name: `Видалити: ${carrier.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Видалити', exact: true }).click();
    await expect(cart.getByText('Не вдалося змінити кошик. Спробуйте ще раз.')).toBeVisible();
    expect(await events(page, 'remove_from_cart')).toEqual([]);
    await page.unroute('**/api/cart/delete');
    await line.getByRole('button', { name: `Видалити: ${carrier.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Видалити', exact: true }).click();
    await expect(line).toHaveCount(0);
    expect((await lastEvent(page, 'remove_from_cart')).ecommerce?.items).toEqual([expect.objectContaining({ item_name: carrier.name, quantity: 3 })]);
    // The refused delete is the only failed request.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 503')]);
    consoleErrors.splice(0);
  });

  test('with tag ids: a card order declined on LiqPay is no purchase; paid on the second try, it is sent then', async ({ page }) => {
    test.slow();
    await stubTags(page);
    await page.context().addCookies([{ name: 'accepted', value: '1', url: analyticsBaseUrl }]);
    await openPage(page, `${analyticsBaseUrl}${plate.path}`);
    await page.getByRole('main').getByRole('button', { name: 'Додати в кошик' }).click();
    await expect(page.getByRole('dialog', { name: 'Кошик' }).getByRole('listitem').filter({ hasText: plateName.uk })).toBeVisible();
    await openPage(page, `${analyticsBaseUrl}/checkout`);
    const delivery = await fillRecipientAndDelivery(page, uniqueEmail('analytics'));
    await delivery.getByRole('button', { name: 'Далі' }).click();
    const payment = page.getByRole('main').getByRole('region', { name: /Оплата/ });
    await payment.getByRole('radio', { name: /Карткою онлайн \(LiqPay\)/ }).check();
    await payment.getByRole('checkbox', { name: /Я погоджуюся з умовами/ }).check();
    await payment.getByRole('button', { name: 'Підтвердити замовлення' }).click();

    // Declined: back on the thank-you page, with the way to pay again and no purchase.
    await expect(page).toHaveTitle('LiqPay (fake)');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/cart\/thankyou\?order=/);
    await page.locator('html[data-hydrated]').waitFor();
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText('Оплата не пройшла. Спробуйте оплатити ще раз.')).toBeVisible();
    await tagsStarted(page);
    expect(await events(page, 'purchase')).toEqual([]);

    // Paid on the second try: the purchase goes out with this order's number.
    await page.getByRole('button', { name: 'Оплатити карткою' }).click();
    await expect(page).toHaveTitle('LiqPay (fake)');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/cart\/thankyou\?order=/);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByText('Замовлення оплачено. Дякуємо!')).toBeVisible();
    const purchase = await lastEvent(page, 'purchase');
    expect(purchase.ecommerce).toMatchObject({ transaction_id: number, currency: 'UAH', value: plate.price, items: [plateItem] });
  });

  test('with tag ids: search, the shown currency, sign-up and sign-in are reported', async ({ page }) => {
    test.slow();
    const requested = await stubTags(page);
    await page.context().addCookies([{ name: 'accepted', value: '1', url: analyticsBaseUrl }]);

    await openPage(page, `${analyticsBaseUrl}/search/${encodeURIComponent('намет')}`);
    expect(await lastEvent(page, 'search')).toMatchObject({ search_term: 'намет' });
    expect(requested.length).toBeGreaterThan(0);

    // Prices go out in the currency the shopper sees.
    await page.getByRole('banner').getByRole('combobox', { name: 'Валюта' }).selectOption('USD');
    const settings = await (await page.request.post(`${analyticsBaseUrl}/api/settings/all`, { data: { lang: 'uk' } })).json();
    const { UAH, USD } = settings.data.checkout.currencies;
    await openPage(page, `${analyticsBaseUrl}${plate.path}`);
    const inDollars = recount(plate.price, UAH, USD);
    expect((await lastEvent(page, 'view_item')).ecommerce).toMatchObject({ currency: 'USD', value: inDollars, items: [{ ...plateItem, price: inDollars }] });

    const email = uniqueEmail('analytics-account');
    const password = 'Namet-i-spalnyk-2026';
    await page.getByRole('banner').getByRole('button', { name: w.register, exact: true }).click();
    const register = dialog(page, w.registerTitle);
    await register.getByLabel(w.name).fill('Олена Коваль');
    await register.getByLabel(w.email).fill(email);
    await register.getByLabel(w.password, { exact: true }).fill(password);
    await register.getByLabel(w.confirmation).fill(password);
    await register.getByRole('button', { name: w.registerSubmit }).click();
    await expect(register.getByText(w.registered(email))).toBeVisible();
    expect(await lastEvent(page, 'sign_up')).toMatchObject({ method: 'email' });
    await register.getByRole('button', { name: w.continueShopping }).click();

    await openPage(page, `${analyticsBaseUrl}${new URL(await confirmationLink(email)).pathname}`);
    await page.getByRole('button', { name: w.login, exact: true }).click();
    const login = dialog(page, w.loginTitle);
    await login.getByLabel(w.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: w.loginSubmit, exact: true }).click();
    await expect(login).toBeHidden();
    expect(await lastEvent(page, 'login')).toMatchObject({ method: 'email' });
  });

  test('without tag ids: no Google request and no dataLayer, even after cookies are accepted', async ({ page }) => {
    const requested = await stubTags(page);
    await openPage(page, plate.category);
    await page.getByRole('region', { name: 'Ми використовуємо cookies' }).getByRole('button', { name: 'Зрозуміло' }).click();
    await page.getByRole('button', { name: `У кошик: ${plateName.uk}`, exact: true }).click();
    const cart = page.getByRole('dialog', { name: 'Кошик' });
    await expect(cart.getByRole('listitem').filter({ hasText: plateName.uk })).toBeVisible();
    await cart.getByRole('button', { name: 'Закрити кошик' }).click();

    // Accepted earlier: a product page and the checkout still load nothing from Google.
    await openPage(page, plate.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plateName.uk);
    await openPage(page, '/checkout');
    await expect(page.getByRole('main').getByRole('region', { name: /Дані отримувача/ })).toBeVisible();
    expect(requested).toEqual([]);
    expect(await dataLayer(page)).toBeUndefined();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('analytics-tags')))).toBe(false);
  });
});


/** The confirmation link the analytics server mailed to `address` (its mail lands beside its data). */
async function confirmationLink(address: string): Promise<string> {
  const mailDir = resolve('data/e2e-analytics/caught-mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(join(mailDir, file)));
      const to = [mail.to].flat().flatMap((entry) => entry?.value.map((value) => value.address) ?? []);
      const link = to.includes(address) ? mail.text?.match(/https?:\/\/\S+\/user-email-confirm\/token\/\S+/)?.[0] : undefined;
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${address}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
