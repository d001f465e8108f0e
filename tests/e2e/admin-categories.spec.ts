import type { Page } from '@playwright/test';
import { expectRefusals } from './account-helpers.ts';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor reorders the protective gear's categories by keyboard drag, renames «Окуляри»
// in both languages and turns its brand filter off; the storefront shows each. On the fifth e2e
// server, with the other back-office journeys; none of them uses these categories.
test.use({ baseURL: shippingBaseUrl });

/** Waits for the page's action to answer what `act` sends. */
async function saved(page: Page, path: string, act: () => Promise<unknown>) {
  await Promise.all([page.waitForResponse((response) => response.url().includes(path) && response.request().method() === 'POST'), act()]);
}

/** The subcategory links of a group's page, in order. */
async function subcategories(page: Page, path: string, label: string): Promise<string[]> {
  await page.goto(path);
  return page.getByRole('navigation', { name: label }).getByRole('link').allTextContents().then((names) => names.map((name) => name.trim()));
}

test('an editor reorders, renames and chooses the filters of categories and the storefront follows; a manager cannot open the pages', async ({ page, browser, consoleErrors }) => {
  test.slow();
  await staffSignIn(page, e2eStaff.categoriesEditor);
  await page.getByRole('navigation').getByRole('link', { name: 'Категорії' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Категорії' })).toBeVisible();
  await expectNoAxeViolations(page);

  // «Окуляри» one place up among the protective gear by keyboard drag and drop.
  const handle = page.getByRole('button', { name: 'Перетягнути «Окуляри»' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Узято «Окуляри», місце 5 з 7.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('«Окуляри» тепер на місці 4 з 7.')).toBeAttached();
  await saved(page, '/admin/categories', () => page.keyboard.press('Space'));
  await expect(page.getByText('«Окуляри» поставлено на місце 4 з 7.')).toBeAttached();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.locator('[data-item] [data-name]').filter({ hasText: /^(Рукавички|Окуляри)$/ })).toHaveText(['Окуляри', 'Рукавички']);

  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const shop = await shopper.newPage();
  const order = await subcategories(shop, '/zakhyst', 'Підрозділи');
  expect(order.indexOf('Окуляри')).toBe(order.indexOf('Рукавички') - 1);

  // The editor: a bad slug first, then both names renamed.
  await page.getByRole('link', { name: 'Змінити «Окуляри»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Окуляри' })).toBeVisible();
  await expectNoAxeViolations(page);
  const slug = page.getByLabel('Адреса (slug)');
  await slug.fill('Окуляри!');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  expectRefusals(consoleErrors, [422]);
  await slug.fill('okulyary');
  await page.getByLabel('Назва (українською)').fill('Захисні окуляри');
  await page.getByLabel('Назва (англійською)').fill('Ballistic eyewear');
  // The brand filter off: only colour and size are shown, and no price filter.
  await shop.goto('/okulyary');
  await expect(shop.locator('#filters').getByRole('group', { name: 'Бренд' })).toBeVisible();
  await expect(shop.locator('#filters').getByRole('group', { name: /^Ціна/ })).toBeVisible();
  await page.getByLabel('Показувати фільтр ціни').uncheck();
  await page.getByLabel('Показувати лише фільтри, позначені нижче').check();
  await page.getByRole('checkbox', { name: 'Колір' }).check();
  await page.getByRole('checkbox', { name: 'Розмір' }).check();
  await page.getByRole('checkbox', { name: 'Бренд' }).uncheck();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Збережено. Сайт показує зміну.' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A category that holds products is not deleted, after the question: the page says why.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Видалити категорію' }).click();
  await expect(page.getByText(/^Цю категорію не можна видалити: у ній \d+ товар/)).toBeVisible();
  expectRefusals(consoleErrors, [422]);

  await shop.goto('/okulyary');
  await expect(shop.getByRole('heading', { level: 1, name: 'Захисні окуляри' })).toBeVisible();
  await expect(shop.locator('#filters').getByRole('group', { name: 'Бренд' })).toHaveCount(0);
  await expect(shop.locator('#filters').getByRole('group', { name: /^Ціна/ })).toHaveCount(0);
  await shop.goto('/en/okulyary');
  await expect(shop.getByRole('heading', { level: 1, name: 'Ballistic eyewear' })).toBeVisible();
  await expect(shop.locator('#filters').getByRole('group', { name: 'Brand' })).toHaveCount(0);
  await shopper.close();

  // An empty category is created and deleted again.
  await page.goto('/admin/categories/new');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Назва (українською)').fill('Чохли');
  await page.getByLabel('Назва (англійською)').fill('Covers');
  await page.getByLabel('Адреса (slug)').fill('chokhly');
  await page.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Категорію створено.' })).toBeVisible();
  await expectNoAxeViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Видалити категорію' }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?deleted=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Категорію видалено.' })).toBeVisible();
  await expect(page.getByText('Чохли')).toHaveCount(0);

  // The other new pages pass axe too.
  for (const path of ['/admin/attributes', '/admin/brands']) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: 'Характеристики' }).click();
  await page.getByRole('link', { name: 'Змінити «Бренд»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Бренд' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A manager's role has no catalogue: no links to the pages, and the pages refuse.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.categoriesManager);
  await expect(manager.getByRole('navigation').getByRole('link', { name: 'Категорії' })).toHaveCount(0);
  for (const path of ['/admin/categories', '/admin/attributes', '/admin/brands']) expect((await manager.goto(path))?.status()).toBe(403);
  await managerContext.close();
});
