import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expectRefusals, uniqueEmail } from './account-helpers.ts';
import { addPlateToCart, amount, fillRecipientAndDelivery, mailTo, placeCashOrderByApi, plate, plateName } from './checkout-helpers.ts';

test.describe('checkout across Ukraine', () => {
  test('uk, guest: each step warns until filled in, then the order is placed and confirmed by mail', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('checkout-uk');
    await addPlateToCart(page, 'uk');
    await openPage(page, '/checkout');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Оформлення замовлення');

    // The summary: the line and the total, free delivery above 3 000 ₴ once a method is known.
    const summary = page.getByRole('complementary');
    await expect(summary.getByRole('heading', { name: 'Ваше замовлення' })).toBeVisible();
    await expect(summary.getByRole('listitem').filter({ hasText: plateName.uk })).toBeVisible();
    await expect(summary.locator('[data-checkout-total]')).toHaveText(amount('3 290 ₴'));

    // Step 1: a guest is told that signing in earns bonuses.
    const recipient = main.getByRole('region', { name: /Дані отримувача/ });
    await expect(recipient.getByText('Увійдіть до кабінету, щоб отримувати бонуси за покупки.')).toBeVisible();
    await expect(recipient.getByRole('button', { name: 'Увійти' })).toBeVisible();
    await recipient.getByRole('button', { name: 'Далі' }).click();
    await expect(recipient.getByText("Введіть свої ім'я та прізвище")).toBeVisible();
    await expect(recipient.getByText('Заповніть поле email')).toBeVisible();
    await expect(recipient.getByText('Вкажіть номер телефону')).toBeVisible();
    const name = recipient.getByLabel("Ім'я та прізвище");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Введіть свої ім'я та прізвище");
    await expectNoAxeViolations(page);
    await name.fill('Олена Коваль');
    await recipient.getByLabel('Email').fill(email);
    await recipient.getByLabel('Телефон').fill('067 123 45 67');
    await expect(recipient.getByText("Введіть свої ім'я та прізвище")).toBeHidden();
    await recipient.getByRole('button', { name: 'Далі' }).click();

    // Step 2: the answered step folds into a summary; the city needs three letters.
    await expect(recipient.getByText(`${email}, +380671234567`)).toBeVisible();
    await expect(recipient.getByRole('button', { name: 'Змінити: Дані отримувача' })).toBeVisible();
    const delivery = main.getByRole('region', { name: /Доставка/ });
    const city = delivery.getByRole('combobox', { name: 'Населений пункт' });
    await expect(delivery.getByText('Почніть вводити від 3 літер')).toBeVisible();
    await delivery.getByRole('button', { name: 'Далі' }).click();
    await expect(delivery.getByText('Оберіть населений пункт зі списку')).toBeVisible();
    await expect(delivery.getByText('Оберіть спосіб доставки')).toBeVisible();
    await expect(city).toBeFocused();

    await city.fill('Льв');
    const lviv = page.getByRole('option', { name: 'м. Львів, Львівська область' });
    await expect(lviv).toBeVisible();
    await expectNoAxeViolations(page);
    await city.press('ArrowDown');
    await expect(city).toHaveAttribute('aria-activedescendant', /option-0$/);
    await city.press('Enter');
    await expect(city).toHaveValue('м. Львів, Львівська область');
    await expect(lviv).toBeHidden();
    await expect(delivery.getByText('Оберіть населений пункт зі списку')).toBeHidden();

    const branchMethod = delivery.getByRole('radio', { name: /Нова пошта, у відділення/ });
    await expect(branchMethod).toBeEnabled();
    await branchMethod.check();
    // The branch the method now asks for is not yet a fault: the step warns at the next try only.
    const chooseBranch = delivery.getByText('Оберіть відділення Нової пошти', { exact: true });
    await expect(delivery.getByText('Оберіть спосіб доставки')).toBeHidden();
    await expect(delivery.getByRole('searchbox', { name: 'Знайдіть відділення за номером або адресою' })).toBeVisible();
    await expect(chooseBranch).toBeHidden();
    await delivery.getByRole('button', { name: 'Далі' }).click();
    await expect(chooseBranch).toBeVisible();
    // Another method that needs no branch takes the warning away, and coming back does not bring it back untried.
    await delivery.getByRole('radio', { name: /Нова пошта, кур'єром/ }).check();
    await expect(chooseBranch).toBeHidden();
    await expect(delivery.getByText('Вкажіть вулицю')).toBeHidden();
    await branchMethod.check();
    await expect(chooseBranch).toBeHidden();
    await delivery.getByRole('searchbox', { name: 'Знайдіть відділення за номером або адресою' }).fill('1');
    const branch = delivery.getByRole('radio', { name: /^Відділення №1 / });
    await branch.check();
    await expect(summary.locator('[data-checkout-totals]')).toContainText('Безкоштовно');
    await expectNoAxeViolations(page);
    await delivery.getByRole('button', { name: 'Далі' }).click();
    await expect(delivery.getByText('м. Львів, Львівська область')).toBeVisible();
    await expect(delivery.getByText(/^Відділення №1, /)).toBeVisible();

    // Step 3: the payment method and the agreement.
    const payment = main.getByRole('region', { name: /Оплата/ });
    await expect(payment.getByRole('link', { name: 'договору оферти' })).toHaveAttribute('href', '/public-offer');
    await expect(payment.getByRole('link', { name: 'політикою конфіденційності' })).toHaveAttribute('href', '/policy');
    const confirm = payment.getByRole('button', { name: 'Підтвердити замовлення' });
    await confirm.click();
    await expect(payment.getByText('Оберіть спосіб оплати')).toBeVisible();
    await expect(payment.getByText('Підтвердіть згоду з договором оферти та політикою конфіденційності')).toBeVisible();
    await expect(payment.getByRole('radio', { name: /Оплата при отриманні/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await payment.getByRole('radio', { name: /Оплата при отриманні/ }).check();
    await payment.getByRole('checkbox', { name: /Я погоджуюся з умовами/ }).check();
    await confirm.click();

    // The thank-you page, for this browser only.
    await expect(page).toHaveURL(/\/cart\/thankyou\?order=[A-Z0-9-]+&key=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дякуємо за замовлення');
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const facts = page.locator('[data-order-facts]');
    await expect(facts).toContainText(number);
    await expect(facts).toContainText('Нове');
    await expect(facts).toContainText('Очікує оплати');
    await expect(facts).toContainText('Нова пошта, у відділення');
    await expect(facts).toContainText('м. Львів, Львівська область');
    await expect(facts).toContainText('Відділення №1');
    await expect(facts).toContainText('Оплата при отриманні');
    await expect(facts).toContainText(`Олена Коваль, +380671234567, ${email}`);
    await expect(facts).toContainText(new Intl.DateTimeFormat('uk-UA', { dateStyle: 'medium', timeZone: 'Europe/Kyiv' }).format(new Date()));
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: plateName.uk })).toContainText(amount('1 шт. × 3 290 ₴'));
    await expect(page.locator('[data-order-totals]')).toContainText(amount('3 290 ₴'));
    await expect(page.getByRole('link', { name: 'Повернутися на головну' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    // The cart is gone, and the buyer has the confirmation.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Кошик порожній' })).toBeVisible();
    const mail = await mailTo(email, number);
    expect(`${mail.subject}\n${mail.text}`).toContain(number);
  });

  test('uk: a refused or unanswered order says why, and only a real answer makes the next try a new order', async ({ page, consoleErrors }) => {
    await addPlateToCart(page, 'uk');
    await openPage(page, '/checkout');
    await fillUkraineSteps(page, uniqueEmail('checkout-refusals'));
    const main = page.getByRole('main');
    const payment = main.getByRole('region', { name: /Оплата/ });
    await payment.getByRole('radio', { name: /Оплата при отриманні/ }).check();
    await payment.getByRole('checkbox', { name: /Я погоджуюся з умовами/ }).check();
    const confirm = payment.getByRole('button', { name: 'Підтвердити замовлення' });

    const sent: Record<string, unknown>[] = [];
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) => route.abort('connectionreset'),
      (route) => route.fulfill({ status: 409, json: { errors: { code: 'out_of_stock', message: 'Поки ви оформлювали замовлення, частину товарів розкупили.', option_ids: [1] } } }),
      (route) =>
        route.fulfill({ status: 422, json: { errors: { message: 'Перевірте дані', params: { warehouse_ref: ['Цього відділення немає в обраному населеному пункті.'], coupon: ['Промокод більше не діє.'] } } } }),
    ];
    await page.route('**/api/checkout/place/ukraine', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      const answer = answers.shift();
      if (answer) await answer(route);
      else await route.continue();
    });

    // No answer: the same order may go again as it is.
    await confirm.click();
    await expect(payment.getByRole('alert')).toHaveText('Не вдалося зв’язатися з магазином. Перевірте з’єднання і спробуйте ще раз за хвилину.');
    await confirm.click();
    await expect(payment.getByRole('alert')).toHaveText('Поки ви оформлювали замовлення, частину товарів розкупили.');
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key);
    expect(sent[0]).toMatchObject({ lang: 'uk', currency: 'UAH', phone: '+380671234567', payment_method: 'cash', policy: true, delivery_method: 'np_branch' });
    expect(String(sent[0]!.idempotency_key)).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Field messages open their step, under the field, and focus it.
    await confirm.click();
    const delivery = main.getByRole('region', { name: /Доставка/ });
    await expect(delivery.getByText('Цього відділення немає в обраному населеному пункті.')).toBeVisible();
    await expect(delivery.getByRole('searchbox', { name: 'Знайдіть відділення за номером або адресою' })).toBeFocused();
    expect(sent[2]!.idempotency_key).not.toBe(sent[1]!.idempotency_key);
    await delivery.getByRole('radio', { name: /^Відділення №2 / }).check();
    await expect(delivery.getByText('Цього відділення немає в обраному населеному пункті.')).toBeHidden();
    await delivery.getByRole('button', { name: 'Далі' }).click();
    await expect(payment.getByText('Промокод більше не діє.')).toBeVisible();

    // The server's answer this time: the order is placed, under a key of its own.
    await confirm.click();
    await expect(page).toHaveURL(/\/cart\/thankyou\?order=/);
    expect(sent).toHaveLength(4);
    expect(sent[3]!.idempotency_key).not.toBe(sent[2]!.idempotency_key);
    await expect(page.locator('[data-order-facts]')).toContainText('Відділення №2');

    expectRefusals(consoleErrors, [409, 422]);
    const ours = consoleErrors.filter((text) => !text.includes('net::ERR_CONNECTION_RESET'));
    consoleErrors.splice(0, consoleErrors.length, ...ours);
  });

  test('the thank-you link opens only in the browser that placed the order', async ({ page, request, browser }) => {
    // An order placed through the API, as the page does it, by a browser of its own (`request`).
    const added = await request.post('/api/cart/add', { data: { lang: 'uk', product_id: await plateId(request), count: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    const cartId = (await added.json()).data.cart_id as string;
    const post = (path: string, data: object) => request.post(path, { data });
    const placed = await placeCashOrderByApi(post, { cartId, name: 'Олена Коваль', email: uniqueEmail('checkout-link'), key: 'thankyou-access-key' });
    const { thankyou_url: link } = (await placed.json()).data as { thankyou_url: string };

    const own = await request.get(link);
    expect(own.status()).toBe(200);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    // Another browser (no cookies) gets the same 404 as for an unknown order.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    const response = await stranger.goto(link);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
    await other.close();
    // The page of this test never had the cookie either.
    expect((await openPage(page, link))?.status()).toBe(404);
  });

  test('the checkout reads the whole cart once and asks for no count beside it; the next page asks for the count', async ({ page }) => {
    await addPlateToCart(page, 'uk');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/cart/count' || pathname === '/api/cart/get') asked.push(pathname);
    });
    await openPage(page, '/checkout');
    // The delivery summary is asked for once the steps show, after the cart was read.
    const summary = page.getByRole('complementary');
    await expect(summary.locator('[data-checkout-total]')).toHaveText(amount('3 290 ₴'));
    expect(asked).toEqual(['/api/cart/get']);

    await page.getByRole('banner').getByRole('link', { name: /^Обране/ }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect.poll(() => asked).toEqual(['/api/cart/get', '/api/cart/count']);
  });
});

async function plateId(request: APIRequestContext): Promise<number> {
  const found = await (await request.post('/api/search', { data: { lang: 'uk', string: 'Кремінь' } })).json();
  const product = (found.data.products.data as { id: number; path: string }[]).find((candidate) => candidate.path === plate.path);
  if (!product) throw new Error('the plate is not in the search results');
  return product.id;
}

/** Steps 1 and 2 filled in as a shopper would: Lviv, Nova Poshta branch No. 1. */
async function fillUkraineSteps(page: Page, email: string) {
  const delivery = await fillRecipientAndDelivery(page, email);
  await delivery.getByRole('button', { name: 'Далі' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: /Оплата/ }).getByRole('button', { name: 'Підтвердити замовлення' })).toBeVisible();
}
