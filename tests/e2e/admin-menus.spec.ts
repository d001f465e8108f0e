import type { Page } from '@playwright/test';
import { expectRefusals } from './account-helpers.ts';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor renames an item of the header's top menu and reorders it, with the keyboard and
// with the buttons, and the storefront's header shows it in both languages. On the fifth e2e
// server: the main one's journeys count on the demo's menus.
test.use({ baseURL: shippingBaseUrl });

/** Waits for the page's action to answer what `act` sends. */
async function saved(page: Page, act: () => Promise<unknown>) {
  await Promise.all([page.waitForResponse((response) => response.url().includes('/admin/menus') && response.request().method() === 'POST'), act()]);
}

/** The names of the top menu's first level, in the header of a storefront page. */
async function topMenu(page: Page, path: string, label: string): Promise<string[]> {
  await page.goto(path);
  return page
    .getByRole('banner')
    .getByRole('navigation', { name: label })
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''));
}

test('an editor renames and reorders the top menu and the storefront shows it in both languages; a manager cannot open the page', async ({ page, browser, consoleErrors }) => {
  // Many steps, each saved and checked on the storefront: more than a minute on a busy 2-core machine.
  test.slow();
  await staffSignIn(page, e2eStaff.menuEditor);
  await page.getByRole('navigation').getByRole('link', { name: 'Меню сайту' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Меню сайту' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Верхнє меню/ })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // Rename «Гід кемпінгу» and point it at a category picked from the list; a bad address first.
  await page.getByRole('link', { name: 'Змінити «Гід кемпінгу»' }).click();
  const form = page.getByRole('region', { name: 'Пункт «Гід кемпінгу»' });
  await expect(form.getByRole('heading', { name: 'Пункт «Гід кемпінгу»' })).toBeFocused();
  await form.getByLabel('Назва українською').fill('Усе для кемпінгу');
  await form.getByLabel('Назва англійською').fill('Camping gear');
  const url = form.getByLabel('Адреса (URL)');
  await url.fill('kemping');
  await form.getByRole('button', { name: 'Зберегти пункт' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/^Вкажіть шлях, що починається з «\/»/)).toBeVisible();
  await expectNoAxeViolations(page);
  expectRefusals(consoleErrors, [422]);
  await form.getByLabel('Категорія або сторінка').selectOption('/kemping');
  await expect(url).toHaveValue('/kemping');
  await form.getByRole('button', { name: 'Зберегти пункт' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Пункт «Усе для кемпінгу» збережено.' })).toBeVisible();

  // «Новини» one place up by keyboard drag and drop: pick up, arrow up, drop.
  const handle = page.getByRole('button', { name: 'Перетягнути «Новини»' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Узято «Новини», місце 3 з 6.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('«Новини» тепер на місці 2 з 6.')).toBeAttached();
  await saved(page, () => page.keyboard.press('Space'));
  await expect(page.getByText('«Новини» поставлено на місце 2 з 6.')).toBeAttached();
  await expect(handle).toBeFocused();

  // «Усе для кемпінгу» one place up with its button: the focus stays on it, and the move is announced.
  const up = page.getByRole('button', { name: 'Підняти «Усе для кемпінгу» вище' });
  await saved(page, () => up.click());
  await expect(up).toBeFocused();
  await expect(page.getByText('«Усе для кемпінгу»: місце 4 з 6, рівень 1.')).toBeAttached();
  await expectNoAxeViolations(page);

  // An item added under another, then deleted after a confirmation.
  await page.getByRole('link', { name: 'Додати вкладений пункт до «Підрозділам і фондам»' }).click();
  const added = page.getByRole('region', { name: 'Новий пункт у «Підрозділам і фондам»' });
  await expect(added.getByRole('heading')).toBeFocused();
  await added.getByLabel('Назва українською').fill('Звітність');
  await added.getByLabel('Назва англійською').fill('Reports');
  await added.getByLabel('Адреса (URL)').fill('https://example.org/zvity');
  await added.getByRole('button', { name: 'Додати пункт' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Пункт «Звітність» додано.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Змінити «Звітність»' })).toBeFocused();
  await page.getByRole('link', { name: 'Видалити «Звітність»' }).click();
  const confirm = page.getByRole('region', { name: 'Видалити «Звітність»?' });
  await expect(confirm.getByRole('heading')).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Так, видалити' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Видалено 1 пункт меню.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Змінити «Звітність»' })).toHaveCount(0);

  // The order stays after a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  const expected = ['Доставка і оплата', 'Новини', 'Обмін і повернення', 'Усе для кемпінгу', 'Підрозділам і фондам', 'Контакти'];
  await expect(page.locator('ul[data-level="1"] > li > [data-item] [data-name]')).toHaveText(expected);

  // The storefront's header, to anyone, in Ukrainian and in English.
  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const shop = await shopper.newPage();
  expect(await topMenu(shop, '/', 'Інформація для покупців')).toEqual(expected);
  await expect(shop.getByRole('navigation', { name: 'Інформація для покупців' }).getByRole('link', { name: 'Усе для кемпінгу' })).toHaveAttribute('href', '/kemping');
  expect(await topMenu(shop, '/en', 'Customer information')).toEqual(['Delivery and payment', 'News', 'Returns', 'Camping gear', 'Units and charities', 'Contacts']);
  await expect(shop.getByRole('navigation', { name: 'Customer information' }).getByRole('link', { name: 'Camping gear' })).toHaveAttribute('href', '/en/kemping');
  await shopper.close();

  // A manager's role has no content: no link to the page, and the page itself refuses.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.menusManager);
  await expect(manager.getByRole('navigation').getByRole('link', { name: 'Меню сайту' })).toHaveCount(0);
  expect((await manager.goto('/admin/menus'))?.status()).toBe(403);
  await expect(manager.getByRole('heading', { level: 1 })).not.toHaveText('Меню сайту');
  await managerContext.close();
});
