import type { Page } from '@playwright/test';
import { test, expect, openPage, bareBaseUrl, expectNoAxeViolations } from './fixtures.ts';
import { confirmedAccount, dialog, words } from './account-helpers.ts';
import { addPlateToCart, mailTo, plateName } from './checkout-helpers.ts';

test.describe('international checkout', () => {
  test('en, signed in: an order to Poland paid by card on LiqPay shows as paid, also in the cabinet', async ({ page, request, consoleErrors }) => {
    test.slow();
    const account = await confirmedAccount(request, { lang: 'en', name: 'Olena Koval' });
    await addPlateToCart(page, 'en');
    // The shopper reads prices in euros: the page shows them so, and the order keeps the currency.
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await openPage(page, '/en/checkoutglobal');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('International checkout');

    // Signing in from the guest notice keeps the page and fills in the name and e-mail.
    const recipient = main.getByRole('region', { name: /Recipient/ });
    await expect(recipient.getByText('Sign in to earn bonuses on your purchases.')).toBeVisible();
    await recipient.getByRole('button', { name: 'Sign in' }).click();
    const login = dialog(page, words.en.loginTitle);
    await login.getByLabel(words.en.email).fill(account.email);
    await login.getByLabel(words.en.password, { exact: true }).fill(account.password);
    await login.getByRole('button', { name: words.en.loginSubmit, exact: true }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/en\/checkoutglobal$/);
    await expect(recipient.getByText('Sign in to earn bonuses on your purchases.')).toBeHidden();
    await expect(recipient.getByLabel('First and last name')).toHaveValue('Olena Koval');
    await expect(recipient.getByLabel('Email')).toHaveValue(account.email);

    await recipient.getByRole('button', { name: 'Next' }).click();
    await expect(recipient.getByText('Enter your phone number')).toBeVisible();
    await expect(recipient.getByText('Choose the country of delivery')).toBeVisible();
    await recipient.getByLabel('Phone').fill('+48 601 234 567');
    const country = recipient.getByRole('combobox', { name: 'Country of delivery' });
    await country.fill('Pol');
    await expect(page.getByRole('option', { name: 'Poland', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('option', { name: 'Poland', exact: true }).click();
    await expect(country).toHaveValue('Poland');
    await recipient.getByRole('button', { name: 'Next' }).click();
    await expect(recipient.getByText('+48601234567')).toBeVisible();

    // Step 2: Poland uses postcodes in its own shape, and needs no region.
    const delivery = main.getByRole('region', { name: /Delivery/ });
    await expect(delivery.getByLabel('State, province or region')).toHaveCount(0);
    await delivery.getByRole('button', { name: 'Next' }).click();
    await expect(delivery.getByText('Enter the city')).toBeVisible();
    await expect(delivery.getByText('Enter the postcode')).toBeVisible();
    await expect(delivery.getByText('Enter the street, house and flat')).toBeVisible();
    await expect(delivery.getByText('Choose a delivery method')).toBeVisible();
    await delivery.getByLabel('City').fill('Warszawa');
    await delivery.getByLabel('Postcode').fill('00001');
    await delivery.getByLabel('Address: street, house, flat').fill('ul. Marszałkowska 10, m. 5');
    const standard = delivery.getByRole('radio', { name: /Ukrposhta international parcel/ });
    await expect(standard).toBeEnabled();
    await standard.check();
    await delivery.getByRole('button', { name: 'Next' }).click();
    await expect(delivery.getByText('Check the postcode: it looks different in this country')).toBeVisible();
    await delivery.getByLabel('Postcode').fill('00-001');
    await delivery.getByRole('button', { name: 'Next' }).click();
    await expect(delivery.getByText('Warszawa, 00-001')).toBeVisible();

    // Step 3: with LiqPay's keys the card joins the transfer and payment after confirmation.
    const payment = main.getByRole('region', { name: /Payment/ });
    await expect(payment.getByRole('radio')).toHaveCount(3);
    await payment.getByRole('radio', { name: /Card online \(LiqPay\)/ }).check();
    await expect(payment.getByRole('link', { name: 'public offer' })).toHaveAttribute('href', '/en/public-offer');
    await expect(payment.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/policy');
    await payment.getByRole('checkbox', { name: /I agree to the/ }).check();
    const totalShown = (await page.getByRole('complementary').locator('[data-checkout-total]').textContent())!;
    expect(totalShown).toMatch(/^€\d/);
    await payment.getByRole('button', { name: 'Confirm the order' }).click();

    // The fake LiqPay page: pay, and come back to the thank-you page.
    await expect(page).toHaveTitle('LiqPay (fake)');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/cart\/thankyou\?order=[A-Z0-9-]+&key=[\w-]+$/);
    await page.locator('html[data-hydrated]').waitFor();
    const number = new URL(page.url()).searchParams.get('order')!;
    const facts = page.locator('[data-order-facts]');
    await expect(async () => {
      await page.reload();
      await expect(facts.locator('[data-payment-status]')).toHaveText('Paid', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('The order is paid. Thank you!')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(facts).toContainText(number);
    await expect(facts).toContainText('Ukrposhta international parcel (10–20 days)');
    await expect(facts).toContainText('ul. Marszałkowska 10, m. 5');
    await expect(facts).toContainText('Poland');
    await expect(facts).toContainText('Card online (LiqPay)');
    await expect(facts).toContainText(`Olena Koval, +48601234567, ${account.email}`);
    await expect(page.locator('[data-order-totals]')).toContainText(totalShown);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: plateName.en })).toBeVisible();

    // The account's orders list and the order's page show it, paid.
    await page.getByRole('link', { name: 'The order in your account' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/cabinet/orders\\?order=${number}$`));
    await expect(page.locator('[data-order-facts] [data-payment-status]')).toHaveText('Paid');
    await expect(page.locator('[data-order-facts]')).toContainText('Ukrposhta international parcel (10–20 days)');
    await expect(page.locator('[data-order-facts]')).toContainText('Card online (LiqPay)');
    await openPage(page, '/en/cabinet/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `No. ${number}` }) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(totalShown);

    const mail = await mailTo(account.email, number);
    expect(mail.text).toContain('Ukrposhta international parcel');

    // The stand-in LiqPay page takes only POSTs, so the browser's request for its icon gets a 405.
    const ours = consoleErrors.filter((text) => !text.includes('status of 405'));
    consoleErrors.splice(0, consoleErrors.length, ...ours);
  });
});

/** Steps 1 and 2 to Poland, from the cart modal's link as a shopper goes there. */
async function toPaymentStep(page: Page, lang: 'uk' | 'en', { name, email }: { name: string; email: string }) {
  const w = {
    uk: { cart: /^Кошик/, dialog: 'Кошик', global: 'Міжнародна доставка', heading: 'Оформлення міжнародної доставки', recipient: /Дані отримувача/, delivery: /Доставка/, payment: /Оплата/, name: "Ім'я та прізвище", country: 'Країна доставки', poland: 'Польща', city: 'Місто', postcode: 'Поштовий індекс', address: 'Адреса: вулиця, будинок, квартира', standard: /Укрпошта, міжнародна посилка/, next: 'Далі' },
    en: { cart: /^Cart/, dialog: 'Cart', global: 'International delivery', heading: 'International checkout', recipient: /Recipient/, delivery: /Delivery/, payment: /Payment/, name: 'First and last name', country: 'Country of delivery', poland: 'Poland', city: 'City', postcode: 'Postcode', address: 'Address: street, house, flat', standard: /Ukrposhta international parcel/, next: 'Next' },
  }[lang];
  await page.getByRole('banner').getByRole('button', { name: w.cart }).click();
  const cart = page.getByRole('dialog', { name: w.dialog });
  await cart.getByRole('link', { name: w.global }).click();
  await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/checkoutglobal$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(w.heading);

  const recipient = main.getByRole('region', { name: w.recipient });
  await recipient.getByLabel(w.name).fill(name);
  await recipient.getByLabel('Email').fill(email);
  await recipient.getByLabel(lang === 'en' ? 'Phone' : 'Телефон').fill('+48 601 234 567');
  const country = recipient.getByRole('combobox', { name: w.country });
  await country.fill(w.poland.slice(0, 3));
  await page.getByRole('option', { name: w.poland, exact: true }).click();
  await recipient.getByRole('button', { name: w.next }).click();

  const delivery = main.getByRole('region', { name: w.delivery });
  await delivery.getByLabel(w.city, { exact: true }).fill('Kraków');
  await delivery.getByLabel(w.postcode).fill('30-001');
  await delivery.getByLabel(w.address).fill('ul. Floriańska 12/4');
  await delivery.getByRole('radio', { name: w.standard }).check();
  await delivery.getByRole('button', { name: w.next }).click();
  await expect(delivery.getByText('Kraków, 30-001')).toBeVisible();
  return main.getByRole('region', { name: w.payment });
}

test.describe('international checkout on a fresh install with no outside keys', () => {
  test.use({ baseURL: bareBaseUrl });

  test('uk, guest: a bank transfer in euros, with the SWIFT details and the order number as reference on the thank-you page', async ({ page }) => {
    test.slow();
    await addPlateToCart(page, 'uk');
    const payment = await toPaymentStep(page, 'uk', { name: 'Ганна Ковальська', email: 'swift.guest@example.com' });

    // No card without LiqPay's keys: the transfer and payment after confirmation, nothing chosen for the shopper.
    const methods = payment.getByRole('radio');
    await expect(methods).toHaveCount(2);
    await expect(payment.getByRole('radio', { name: /Карткою онлайн/ })).toHaveCount(0);
    await expect(payment.getByRole('radio', { name: /Банківський переказ \(SWIFT\), EUR або USD/ })).not.toBeChecked();
    await expect(payment.getByRole('radio', { name: /Оплата після підтвердження замовлення/ })).toBeVisible();
    await payment.getByRole('radio', { name: /Банківський переказ \(SWIFT\)/ }).check();
    await payment.getByRole('checkbox', { name: /Я погоджуюся з умовами/ }).check();
    await payment.getByRole('button', { name: 'Підтвердити замовлення' }).click();

    await expect(page).toHaveURL(/\/cart\/thankyou\?order=[A-Z0-9-]+&key=[\w-]+$/);
    await page.locator('html[data-hydrated]').waitFor();
    const number = new URL(page.url()).searchParams.get('order')!;
    const transfer = page.getByRole('region', { name: 'Оплата банківським переказом' });
    // The shopper browsed in hryvnias: the transfer is asked in euros.
    await expect(transfer).toContainText(`у призначенні платежу вкажіть номер замовлення ${number}`);
    const details = transfer.locator('[data-transfer]');
    await expect(details.locator('[data-field="amount"]')).toHaveText(/^\d+\.\d{2} EUR$/);
    await expect(details.locator('[data-field="reference"]')).toHaveText(number);
    await expect(details.locator('[data-field="iban"]')).toHaveText('UA893052990000026004050012345');
    await expect(details.locator('[data-field="swift"]')).toHaveText('PBANUA2X');
    await expect(details.locator('[data-field="beneficiary"]')).toHaveText('TABIR EQUIPMENT LLC');
    await expect(details.locator('[data-field="intermediarySwift"]')).toHaveText('COBADEFF');
    await expect(page.locator('[data-order-facts]')).toContainText('Банківський переказ (SWIFT), EUR або USD');
    await expectNoAxeViolations(page);
  });

  test('en, guest browsing in dollars: payment after confirmation, with nothing to pay yet', async ({ page }) => {
    test.slow();
    await addPlateToCart(page, 'en');
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    const payment = await toPaymentStep(page, 'en', { name: 'Anna Kowalska', email: 'later.guest@example.com' });
    await expect(payment.getByRole('radio')).toHaveCount(2);
    await payment.getByRole('radio', { name: /Payment after confirmation/ }).check();
    await expect(payment.getByText('We confirm the shipping cost and send a payment link or our bank details')).toBeVisible();
    await payment.getByRole('checkbox', { name: /I agree to the/ }).check();
    await payment.getByRole('button', { name: 'Confirm the order' }).click();

    await expect(page).toHaveURL(/\/en\/cart\/thankyou\?order=[A-Z0-9-]+&key=[\w-]+$/);
    await page.locator('html[data-hydrated]').waitFor();
    const after = page.getByRole('region', { name: 'Payment after confirmation' });
    await expect(after).toContainText('We will check the shipping cost to your country and write to later.guest@example.com');
    await expect(page.getByRole('region', { name: 'Payment by bank transfer' })).toHaveCount(0);
    await expect(page.locator('[data-order-facts]')).toContainText('Payment after confirmation');
    await expect(page.locator('[data-order-facts] [data-payment-status]')).toHaveText('Awaiting payment');
    await expect(page.locator('[data-order-totals]')).toContainText('$');
  });
});

