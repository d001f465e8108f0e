import { plate } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor types the euro's rate in the back office and the storefront converts at it, and
// creates a coupon. On the fifth e2e server: the journeys of the main one count on the demo's
// seeded rates.
test.use({ baseURL: shippingBaseUrl });

test("an editor types the euro's rate and the storefront shows euros at it; a manager cannot open the page", async ({ browser }) => {
  const editorContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const editor = await editorContext.newPage();
  await staffSignIn(editor, e2eStaff.currencyEditor);
  await editor.getByRole('navigation').getByRole('link', { name: 'Валюти' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Валюти' })).toBeVisible();
  await expectNoAxeViolations(editor);

  const euro = editor.getByRole('region', { name: 'EUR' });
  await euro.getByLabel('Свій курс').check();
  // A rate that is not a number is refused next to its field, and nothing is saved.
  await euro.getByLabel('Гривень за одиницю').fill('п’ятдесят');
  await euro.getByRole('button', { name: 'Зберегти EUR' }).click();
  await expect(euro.getByText('Вкажіть курс числом більше нуля')).toBeVisible();
  await expect(euro.getByLabel('Гривень за одиницю')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(editor);

  await euro.getByLabel('Гривень за одиницю').fill('50');
  await euro.getByRole('button', { name: 'Зберегти EUR' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'EUR: збережено.' })).toBeVisible();
  await expect(euro.getByLabel('Гривень за одиницю')).toHaveValue('50');
  await expect(euro.getByLabel('Свій курс')).toBeChecked();

  // A coupon: a mistake is shown at its field, then the coupon is created and listed.
  await editor.getByRole('navigation').getByRole('link', { name: 'Купони' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Купони' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'Новий купон' }).click();
  const code = `ZYMA${Date.now() % 100_000}`;
  await editor.getByLabel('Код (літери, цифри, - і _)').fill(code);
  await editor.getByLabel('Знижка (відсотків або гривень)').fill('150');
  await editor.getByRole('button', { name: 'Створити купон' }).click();
  await expect(editor.getByText('Відсоток: ціле число від 1 до 100.')).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByLabel('Знижка (відсотків або гривень)').fill('15');
  await editor.getByLabel('Останній день (за Києвом)').fill('2027-01-31');
  await editor.getByRole('button', { name: 'Створити купон' }).click();
  await expect(editor.getByRole('status').filter({ hasText: `Купон ${code} створено.` })).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'До купонів' }).click();
  await expect(editor.locator(`[data-coupon="${code}"]`)).toContainText('15 %');
  await editorContext.close();

  // A shopper who picked euros sees the plate's 3,290 hryvnias as 65.80 euros.
  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  await shopper.addCookies([{ name: 'currency', value: 'EUR', url: shippingBaseUrl }]);
  await shopper.addInitScript(() => localStorage.setItem('currentCurrencies', 'EUR'));
  const page = await shopper.newPage();
  await page.goto(plate.path);
  const price = page.getByRole('main').locator('[data-price]').first();
  await expect(price).toHaveText(new RegExp(`€\\s?${(plate.price / 50).toFixed(2).replace('.', '[.,]')}`));
  await shopper.close();

  // A manager's role has no settings: no link to the page, and the page itself refuses.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.manager);
  await expect(manager.getByRole('navigation').getByRole('link', { name: 'Валюти' })).toHaveCount(0);
  const refused = await manager.goto('/admin/currencies');
  expect(refused?.status()).toBe(403);
  await expect(manager.getByRole('heading', { level: 1 })).not.toHaveText('Валюти');
  await managerContext.close();
});
