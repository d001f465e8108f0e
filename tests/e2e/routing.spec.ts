import type { Page } from '@playwright/test';
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

test.describe('a code chunk that fails to load', () => {
  /** The failure may be logged (the import, and the render that met it) before the page goes; nothing else may be. */
  function dropChunkErrors(consoleErrors: string[]) {
    const others = consoleErrors.filter((text) => !text.includes('Failed to fetch dynamically imported module'));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  }

  /** The route module of a page, as a deploy leaves it behind: gone (404). */
  const newsModule = /\/assets\/news-list-[\w-]{8}\.js$/;
  const searchModule = /\/assets\/search-[\w-]{8}\.js$/;

  const paths: { name: string; module: RegExp; target: RegExp; go: (page: Page) => Promise<void> }[] = [
    {
      name: 'a link',
      module: newsModule,
      target: /\/news$/,
      go: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Новини' }).first().click(),
    },
    {
      name: 'a form',
      module: searchModule,
      target: /\/search\/%D0%BD%D0%B0%D0%BC%D0%B5%D1%82$/i,
      go: async (page) => {
        await page.getByRole('banner').getByRole('combobox', { name: 'Пошук товарів' }).first().fill('намет');
        await page.keyboard.press('Enter');
      },
    },
  ];

  for (const { name, module, target, go } of paths) {
    test(`after ${name} is followed, the browser loads the target page afresh`, async ({ page, consoleErrors }) => {
      let freshLoad = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && target.test(new URL(request.url()).pathname)) freshLoad = true;
      });
      await openPage(page, '/');
      // The old page's copy of the module is gone; the freshly loaded page gets the current one.
      await page.route(module, (route) => (freshLoad ? route.continue() : route.fulfill({ status: 404, body: '' })));
      await page.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true));

      await go(page);
      await expect.poll(() => freshLoad).toBe(true);
      await expect(page).toHaveURL(target);
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Щось пішло не так');
      expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage)).toBeUndefined();
      dropChunkErrors(consoleErrors);
    });
  }

  test('a lazy part of the page (the sign-in dialog) that fails to load reloads the page that wanted it', async ({ page, consoleErrors }) => {
    await openPage(page, '/namety');
    let freshLoad = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) freshLoad = true;
    });
    await page.route(/\/assets\/auth-modals-[\w-]{8}\.js$/, (route) => (freshLoad ? route.continue() : route.fulfill({ status: 404, body: '' })));
    await page.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true));

    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect.poll(() => freshLoad).toBe(true);
    await page.waitForFunction(() => !(window as unknown as { oldPage?: boolean }).oldPage && document.documentElement.dataset.hydrated === 'true');
    await expect(page).toHaveURL(/\/namety$/);
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Вхід до кабінету' })).toBeVisible();
    dropChunkErrors(consoleErrors);
  });

  test('within a minute of the last reload it shows the error page on the target instead of reloading again', async ({ page, consoleErrors }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await openPage(page, '/');
    await page.route(newsModule, (route) => route.fulfill({ status: 404, body: '' }));
    await page.evaluate(() => sessionStorage.setItem('chunkReloadAt', String(Date.now())));
    const loaded = documents.length;

    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Новини' }).first().click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Щось пішло не так');
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      // The way back is done only once the home page shows again (a click meanwhile would interrupt it).
      await expect(page.getByRole('heading', { name: 'Щось пішло не так' })).toHaveCount(0);
    }
    expect(documents).toHaveLength(loaded);
    dropChunkErrors(consoleErrors);
  });
});
