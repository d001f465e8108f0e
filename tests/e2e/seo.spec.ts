import { test, expect, openPage } from './fixtures.ts';

test.describe('search engines', () => {
  test('/sitemap.xml is valid XML listing pages in both languages', async ({ page, request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await openPage(page, '/');
    const summary = await page.evaluate((text) => {
      const documentXml = new DOMParser().parseFromString(text, 'application/xml');
      const locs = [...documentXml.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((node) => node.textContent ?? '');
      return { error: documentXml.getElementsByTagName('parsererror').length, locs };
    }, xml);
    expect(summary.error).toBe(0);
    expect(summary.locs).toContain(`${baseURL}/namety/namet-tramp-2`);
    expect(summary.locs).toContain(`${baseURL}/en/namety/namet-tramp-2`);
    expect(summary.locs.filter((loc) => loc.startsWith(`${baseURL}/en`)).length).toBe(summary.locs.length / 2);
  });

  test('/robots.txt points to the sitemap and keeps private pages out', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /en/cabinet');
  });

  test('the home page describes the shop as an Organization', async ({ page, baseURL }) => {
    await openPage(page, '/en');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Tabir', url: `${baseURL}/` });
    expect(organization.logo).toMatch(/format=png$/);
    expect(organization.sameAs.length).toBeGreaterThan(1);
  });
});
