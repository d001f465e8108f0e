import { test, expect, openPage } from './fixtures.ts';

test.describe('addresses', () => {
  test('a path with capitals answers 301 to its lower-case form', async ({ page, request }) => {
    const response = await request.get('/Contacts', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/contacts');

    await page.goto('/Contacts');
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакти');
  });

  test('an unknown path shows the 404 page with status 404, in each language', async ({ page }) => {
    const response = await openPage(page, '/no-such-page/at-all/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL(/\/$/);

    const english = await openPage(page, '/en/no-such-category');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('text pages open through the catch-all route with the side menu', async ({ page }) => {
    await openPage(page, '/policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sideMenu = page.getByRole('main').getByRole('navigation');
    await expect(sideMenu.getByRole('link', { name: 'Контакти' }).last()).toBeVisible();
    await sideMenu.getByRole('link', { name: 'Контакти' }).last().click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакти');
  });

  test('pages of their own render inside the layout', async ({ page }) => {
    for (const path of ['/checkout', '/en/wishlist', '/password-reset/token/abc']) {
      const response = await openPage(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('a thank-you page without its order is not found', async ({ page }) => {
    const response = await openPage(page, '/cart/thankyou');
    expect(response?.status()).toBe(404);
  });
});
