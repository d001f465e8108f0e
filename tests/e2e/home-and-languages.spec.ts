import { test, expect, openPage } from './fixtures.ts';

test.describe('home page and languages', () => {
  test('a Ukrainian shopper lands on the Ukrainian home page built from the database', async ({ page }) => {
    const response = await openPage(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Табір');
    await expect(page.getByRole('navigation', { name: 'Каталог товарів' }).getByRole('button', { name: /Захист/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Рекомендуємо' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Намети' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Табір/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
  });

  test('the English home page is in English', async ({ page }) => {
    const response = await openPage(page, '/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tabir');
    await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tents' }).first()).toHaveAttribute('href', '/en/namety');
  });

  test('a shopper whose browser prefers English is taken from / to /en', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the language switcher keeps the page and the choice is remembered', async ({ page }) => {
    await openPage(page, '/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакти');

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The remembered English sends the shopper from / to /en.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await openPage(page, '/en/contacts');
    await page.getByRole('link', { name: 'Українська' }).first().click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакти');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });
});
