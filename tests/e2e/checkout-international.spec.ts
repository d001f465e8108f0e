import { test, expect, openPage } from './fixtures.ts';
import { confirmedAccount, dialog, expectNoAxeViolations, words } from './account-helpers.ts';
import { addPlateToCart, mailTo, plateName } from './checkout-helpers.ts';

test.describe('international checkout', () => {
  test('en, signed in: an order to Poland paid by card on LiqPay shows as paid, also in the cabinet', async ({ page, request, consoleErrors }) => {
    test.setTimeout(60_000);
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

    // Step 3: abroad the card is the only way to pay.
    const payment = main.getByRole('region', { name: /Payment/ });
    await expect(payment.getByRole('radio', { name: /Card online \(LiqPay\)/ })).toBeChecked();
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
