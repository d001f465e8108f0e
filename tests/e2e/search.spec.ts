import type { Page } from '@playwright/test';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

/** Counts the browser's calls to the search API. */
function searchCalls(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/search')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test.describe('the header search box', () => {
  test('suggests products, categories and news in groups; arrows move; Enter opens the results page', async ({ page }) => {
    const calls = searchCalls(page);
    // The page's clock stands still while the word is typed, however slowly the machine types it.
    await page.clock.install();
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.click();
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially('спальн');
    expect(calls).toEqual([]);
    // Then the 200 ms pause after the last key passes: one request, for the whole word.
    await page.clock.runFor(250);
    await page.clock.resume();

    const listbox = page.getByRole('listbox', { name: 'Підказки пошуку' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(calls).toEqual([JSON.stringify({ lang: 'uk', string: 'спальн' })]);

    const products = listbox.getByRole('group', { name: 'Товари' });
    await expect(products.getByRole('option', { name: /Спальник «Нічліг 0»/ })).toBeVisible();
    // The demo pictures are SVG: linked to their storage path, never resized.
    await expect(products.getByRole('option').first().locator('img')).toHaveAttribute('src', /^\/storage\/products\/.+\.svg$/);
    await expect(listbox.getByRole('group', { name: 'Категорії' }).getByRole('option', { name: 'Спальні мішки' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Новини' }).getByRole('option', { name: /Перевірили спальники морозом/ })).toBeVisible();

    const options = listbox.getByRole('option');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
    await expect(options.last()).toHaveText('Показати всі результати');

    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/%D1%81%D0%BF%D0%B0%D0%BB%D1%8C%D0%BD$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результати пошуку: «спальн»');
    await expect(page.getByRole('heading', { name: 'Спальник «Нічліг 0»' })).toBeVisible();
  });

  test('Enter on a suggestion opens it; a click outside closes the dropdown', async ({ page }) => {
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.fill('Трамп 2');
    const option = page.getByRole('option', { name: /Намет «Трамп 2»/ });
    await expect(option).toBeVisible();

    // Outside both the box and the dropdown (which may cover the top of the page).
    await page.getByRole('contentinfo').click();
    await expect(option).toBeHidden();
    // Focus brings the last results back.
    await box.focus();
    await expect(option).toBeVisible();

    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/namety\/namet-tramp-2$/);
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('fewer than two characters make no request and show nothing', async ({ page }) => {
    const calls = searchCalls(page);
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.fill('н');
    await page.waitForTimeout(600);
    expect(calls).toEqual([]);
    await expect(page.getByRole('listbox')).toBeHidden();

    await box.fill('на');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.fill('н');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('a slow answer to an older query never replaces the answer to a newer one', async ({ page }) => {
    await page.route('**/api/search', async (route) => {
      const { string } = JSON.parse(route.request().postData() ?? '{}') as { string?: string };
      if (string === 'намет') await new Promise((resolve) => setTimeout(resolve, 1500));
      // The page aborts the older request; continuing it then has nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await box.fill('намет');
    await page.waitForTimeout(400);
    await box.fill('шолом');
    await expect(page.getByRole('option', { name: /Шолом балістичний «Сокіл»/ })).toBeVisible();
    await page.waitForTimeout(1800);
    await expect(page.getByRole('option', { name: /Шолом балістичний «Сокіл»/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Намет/ })).toHaveCount(0);
  });

  test('in English it suggests English names, also for a Ukrainian word, and links to /en', async ({ page }) => {
    await openPage(page, '/en');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('намет');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option', { name: /Tramp 2 Tent/ })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Tents' })).toBeVisible();

    await listbox.getByRole('option', { name: 'Tents' }).click();
    await expect(page).toHaveURL(/\/en\/namety$/);

    await box.fill('backpak');
    await expect(page.getByRole('option', { name: /Marsh 35 Backpack/ })).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search\/backpak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results: “backpak”');
    await expect(page.getByRole('heading', { name: 'Marsh 35 Backpack' })).toBeVisible();
  });
});

test.describe('the results page', () => {
  test('pages through the results with previous, numbers and next', async ({ page }) => {
    // "на" starts many names: more than one page of 24.
    await openPage(page, '/search/на');
    const pager = page.getByRole('navigation', { name: 'Сторінки' });
    await expect(pager).toBeVisible();
    const firstPage = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(firstPage).toHaveLength(24);

    await pager.getByRole('link', { name: 'Сторінка 2' }).click();
    await expect(page).toHaveURL(/\/search\/%D0%BD%D0%B0\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await pager.getByRole('link', { name: /Попередня/ }).click();
    await expect(page).toHaveURL(/\/search\/%D0%BD%D0%B0$/);

    const pastTheEnd = await page.goto('/search/на?page=99');
    expect(pastTheEnd?.status()).toBe(404);
  });

  test('says clearly when nothing is found and offers the catalogue', async ({ page }) => {
    await openPage(page, '/search/щзщзщз');
    await expect(page.getByRole('heading', { name: 'За запитом «щзщзщз» нічого не знайдено' })).toBeVisible();
    await expect(page.getByText('перевірте, чи правильно написане слово;')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Намети' })).toBeVisible();
  });

  test('its own form searches, and /search?query= (the form without JavaScript) lands on /search/{query}', async ({ page }) => {
    await openPage(page, '/en/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const form = page.getByRole('search', { name: 'Search on the page' });
    await form.getByRole('searchbox', { name: 'What are you looking for?' }).fill('Шолом');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\/%D1%88%D0%BE%D0%BB%D0%BE%D0%BC$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results: “шолом”');
    await expect(page).toHaveTitle(/^Search: шолом/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const response = await page.goto('/search?query=Tent');
    expect(response?.url()).toMatch(/\/search\/tent$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await openPage(page, '/search/намет');
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search panel opens and closes with its own button', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Відкрити пошук' });
    await toggle.click();
    const box = page.getByRole('combobox', { name: 'Пошук товарів' });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();

    await box.pressSequentially('рюкзак', { delay: 20 });
    const listbox = page.getByRole('listbox', { name: 'Підказки пошуку' });
    await expect(listbox.getByRole('option', { name: /Рюкзак «Марш 35»/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The first Escape closes the dropdown, the second the panel.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toBeVisible();
    await box.press('Escape');
    await expect(box).toBeHidden();

    await toggle.click();
    await page.getByRole('button', { name: 'Закрити пошук' }).click();
    await expect(box).toBeHidden();
  });
});
