import { test, expect, openPage } from './fixtures.ts';

test.describe('news and landings', () => {
  test('the news list shows dated articles, pages through, and opens an article', async ({ page }) => {
    await openPage(page, '/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(9);
    await expect(articles.first().locator('time')).toHaveText(/\d{1,2} [а-яіїєґ]+ 2026/);

    const pages = page.getByRole('navigation', { name: 'Сторінки' });
    await pages.getByRole('link', { name: 'Наступна' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?page=2$/);

    const title = await articles.first().getByRole('heading').textContent();
    await articles.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.trim());
    await expect(page.locator('main time')).toBeVisible();
  });

  test('an English news article has an English date, and a page past the end is a 404', async ({ page }) => {
    await openPage(page, '/en/news');
    await expect(page.getByRole('main').getByRole('article').first().locator('time')).toHaveText(/\d{1,2} [A-Z][a-z]+ 2026/);
    const response = await openPage(page, '/en/news?page=99');
    expect(response?.status()).toBe(404);
  });

  test('a landing shows its content blocks, products and a gallery that opens large', async ({ page }) => {
    await openPage(page, '/landing/sezon-kempinhu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const type of ['text', 'products', 'image', 'gallery', 'button']) {
      await expect(page.locator(`[data-block-type="${type}"]`).first()).toBeVisible();
    }
    const firstBlock = page.locator('[data-block-type]').first();
    await expect(firstBlock).toHaveCSS('padding-bottom', '40px');
    await expect(page.locator('[data-block-type="products"]').first().getByRole('link').first()).toHaveAttribute('href', /^\/namety\//);

    await page.getByRole('button', { name: /Відкрити зображення 1 з/ }).click();
    const dialog = page.getByRole('dialog', { name: /Зображення 1 з/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /Зображення 2 з/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
