import { test, expect, openPage } from './fixtures.ts';

test.describe('page meta for search engines and link previews', () => {
  test('every page has its title, description, canonical, hreflang alternates and Open Graph', async ({ page, baseURL }) => {
    await openPage(page, '/en/contacts');
    const title = await page.title();
    expect(title).toMatch(/Tabir/);
    expect(title.match(/Tabir/g)).toHaveLength(1);
    const content = (selector: string, attribute = 'content') => page.locator(selector).first().getAttribute(attribute);

    expect(await content('meta[name="description"]')).not.toBe('');
    expect(await content('link[rel="canonical"]', 'href')).toBe(`${baseURL}/en/contacts`);
    expect(await content('link[rel="alternate"][hreflang="uk"]', 'href')).toBe(`${baseURL}/contacts`);
    expect(await content('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${baseURL}/en/contacts`);
    expect(await content('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${baseURL}/contacts`);
    expect(await content('meta[property="og:title"]')).toBe(title);
    expect(await content('meta[property="og:url"]')).toBe(`${baseURL}/en/contacts`);
    expect(await content('meta[property="og:locale"]')).toBe('en_US');
    expect(await content('meta[property="og:site_name"]')).toBe('Tabir');
    expect(await content('link[rel="icon"]', 'href')).toMatch(/^\/storage\/.+\.svg$/);

    // The preview image is a real JPEG.
    const image = await content('meta[property="og:image"]');
    expect(image).toMatch(/\/media\/1200\/.+\?format=jpeg$/);
    const response = await page.request.get(image!);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('a product page previews the product with its own image', async ({ page }) => {
    await openPage(page, '/namety/namet-tramp-2');
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('product');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/media\/1200\/products\//);
  });

  test('after moving to another page the new title is announced to screen readers', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('banner').getByRole('navigation', { name: 'Інформація для покупців' }).getByRole('link', { name: 'Контакти' }).click();
    await expect(page).toHaveTitle(/Контакти/);
    await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());
  });
});
