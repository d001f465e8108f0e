import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';
import { currencySeeds } from '../../server/db/seed/data/currencies.ts';

/** Every price the page shows, as text. */
async function prices(page: Page) {
  return page.locator('main [data-price]').allInnerTexts();
}

test.describe('currency', () => {
  for (const [path, label] of [
    ['/', 'Валюта'],
    ['/en/namety', 'Currency'],
  ] as const) {
    test(`choosing another currency changes every price on ${path} at once, and the choice is kept`, async ({ page }) => {
      await openPage(page, path);
      const before = await prices(page);
      expect(before.length).toBeGreaterThan(4);
      expect(before.every((text) => text.includes('₴'))).toBe(true);

      await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption('USD');
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('$') && !text.includes('₴'))).toBe(true);
      const inDollars = await prices(page);
      expect(inDollars).toHaveLength(before.length);
      expect(await page.evaluate(() => localStorage.getItem('currentCurrencies'))).toBe('USD');

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('$'))).toBe(true);

      await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption('EUR');
      await expect.poll(async () => (await prices(page)).every((text) => text.includes('€'))).toBe(true);
    });
  }
});

/** The price filter of a category page: its legend names the currency, its bounds are placeholders. */
async function priceFilter(page: Page, symbol: string) {
  const group = page.getByRole('complementary').getByRole('group', { name: `Ціна, ${symbol}` });
  return {
    group,
    from: await group.getByLabel('Від').getAttribute('placeholder'),
    to: await group.getByLabel('До').getAttribute('placeholder'),
  };
}

const usdRate = Number(currencySeeds.find((currency) => currency.code === 'USD')!.rate);
/** Dollars as whole hryvnias, rounded outwards as the filter does. */
const hryvnias = (dollars: number, round: (value: number) => number) => round(Math.round((dollars / usdRate) * 100) / 100);

test.describe('currency in the server-rendered page', () => {
  test('after choosing USD the HTML itself carries dollars: cards and the price filter bounds', async ({ page, browser }) => {
    await openPage(page, '/namety');
    const inHryvnias = await priceFilter(page, '₴');
    expect(Number(inHryvnias.to)).toBeGreaterThan(1000);
    await page.getByRole('banner').getByRole('combobox', { name: 'Валюта' }).selectOption('USD');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('USD');

    // The same shopper with scripts off sees only what the server wrote.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const html = await noScript.newPage();
    const response = await html.goto('/namety');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['vary']).toMatch(/cookie/i);
    const cards = await prices(html);
    expect(cards.length).toBeGreaterThan(4);
    for (const text of cards) {
      expect(text).toContain('$');
      expect(text).not.toContain('₴');
    }
    const inDollars = await priceFilter(html, '$');
    expect(Number(inDollars.to)).toBe(Math.ceil(Math.round(Number(inHryvnias.to) * usdRate * 100) / 100));
    expect(Number(inDollars.from)).toBe(Math.floor(Math.round(Number(inHryvnias.from) * usdRate * 100) / 100));
    expect(await html.getByRole('banner').getByRole('combobox', { name: 'Валюта' }).inputValue()).toBe('USD');

    // A product page too.
    await html.goto((await html.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href'))!);
    const product = await prices(html);
    expect(product.length).toBeGreaterThan(0);
    expect(product.every((text) => text.includes('$') && !text.includes('₴'))).toBe(true);
    await noScript.close();
  });

  test('hydration keeps the currency the server rendered', async ({ page }) => {
    await page.context().addCookies([{ name: 'currency', value: 'EUR', url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('currentCurrencies', 'EUR'));
    const seen: string[] = [];
    // Every price text from the first paint on: none may show hryvnias, not even for a moment.
    await page.exposeFunction('notePrices', (texts: string[]) => void seen.push(...texts));
    await page.addInitScript(() => {
      const note = () => (window as unknown as { notePrices(texts: string[]): void }).notePrices([...document.querySelectorAll('main [data-price]')].map((node) => node.textContent ?? ''));
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await openPage(page, '/');
    await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(4);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes('₴'))).toEqual([]);
    expect((await prices(page)).every((text) => text.includes('€'))).toBe(true);
  });

  test('a shopper who chose before the cookie existed gets it on the next visit', async ({ page }) => {
    await openPage(page, '/namety');
    await page.evaluate(() => localStorage.setItem('currentCurrencies', 'EUR'));
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'currency')).toBe(false);
    await openPage(page, '/namety');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('EUR');
    const html = await (await page.request.get('/namety')).text();
    expect(html).toContain('Ціна, €');
  });

  test('anonymous pages stay cacheable in hryvnias; the same URL in dollars is private and in dollars', async ({ browser }) => {
    const anonymous = await browser.newContext({ javaScriptEnabled: false });
    const plain = await anonymous.newPage();
    const shared = await plain.goto('/namety');
    expect(shared?.headers()['cache-control']).toContain('s-maxage=');
    expect((await prices(plain)).every((text) => text.includes('₴'))).toBe(true);
    await anonymous.close();

    const inDollars = await browser.newContext({ javaScriptEnabled: false });
    await inDollars.addCookies([{ name: 'currency', value: 'USD', url: test.info().project.use.baseURL! }]);
    const dollars = await inDollars.newPage();
    const own = await dollars.goto('/namety');
    expect(own?.headers()['cache-control']).toBe('private, no-store');
    expect(own?.headers()['vary']).toMatch(/cookie/i);
    const shown = await prices(dollars);
    expect(shown.length).toBeGreaterThan(4);
    expect(shown.every((text) => text.includes('$') && !text.includes('₴'))).toBe(true);
    await inDollars.close();
  });

  test('an unknown currency in the cookie renders the shop in hryvnias', async ({ request }) => {
    const response = await request.get('/en/namety', { headers: { cookie: 'currency=XYZ' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Price, ₴');
  });

  test('a tampered choice ("__proto__") in the cookie and in localStorage keeps the page in hryvnias after hydration', async ({ page }) => {
    await page.context().addCookies([{ name: 'currency', value: '__proto__', url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('currentCurrencies', '__proto__'));
    await openPage(page, '/en/namety');
    await expect(page.getByRole('group', { name: 'Price, ₴' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/\d ₴/).first()).toBeVisible();
  });
});

test.describe('the price filter in another currency', () => {
  test('bounds typed in dollars become hryvnias in the URL and show as dollars', async ({ page }) => {
    await page.context().addCookies([{ name: 'currency', value: 'USD', url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('currentCurrencies', 'USD'));
    await openPage(page, '/namety');
    const { group } = await priceFilter(page, '$');
    await group.getByLabel('До').fill('150');
    await expect(page).toHaveURL(new RegExp(`[?&]price_max=${hryvnias(150, Math.ceil)}(&|$)`));
    await expect(page.getByRole('link', { name: 'Прибрати фільтр: Ціна до $150' })).toBeVisible();
    await expect(group.getByLabel('До')).toHaveValue('150');
    // The current price is the first amount of each (uk writes "$107,76").
    const dollars = (text: string) => Number(text.match(/\$([\d\s\u00a0,]+)/)![1]!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
    await expect.poll(async () => (await prices(page)).map(dollars).every((amount) => amount <= 150)).toBe(true);
  });

  test('the filter form sent before scripts run is read in its currency', async ({ request }) => {
    const response = await request.get('/namety?price_currency=USD&price_min=50&price_max=150', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`/namety?price_min=${hryvnias(50, Math.floor)}&price_max=${hryvnias(150, Math.ceil)}`);
  });
});
