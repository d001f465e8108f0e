import type { Page } from '@playwright/test';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

interface Card {
  id: number;
  name: string;
}

const languages = [
  {
    lang: 'uk',
    prefix: '',
    query: 'намет',
    title: 'Обране',
    count: (n: number) => ({ 1: '1 товар', 2: '2 товари', 3: '3 товари' })[n],
    headerCount: /^Обране: (\d+) товар/,
    empty: /У списку обраного поки нічого немає/,
    toCatalog: 'Перейти до покупок',
    add: (name: string) => `Додати «${name}» до обраного`,
    remove: (name: string) => `Прибрати «${name}» з обраного`,
    anyAdd: /^Додати «.+» до обраного$/,
  },
  {
    lang: 'en',
    prefix: '/en',
    query: 'tent',
    title: 'Wishlist',
    count: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    headerCount: /^Wishlist: (\d+) items?$/,
    empty: /Your wishlist is empty for now/,
    toCatalog: 'Start shopping',
    add: (name: string) => `Add “${name}” to the wishlist`,
    remove: (name: string) => `Remove “${name}” from the wishlist`,
    anyAdd: /^Add “.+” to the wishlist$/,
  },
] as const;

type Language = (typeof languages)[number];

/** A few sold products, named in the page's language. */
async function someProducts(page: Page, language: Language, count: number): Promise<Card[]> {
  const response = await page.request.post('/api/search', { data: { lang: language.lang, string: language.query } });
  const { data } = (await response.json()) as { data: { products: { data: Card[] } } };
  expect(data.products.data.length).toBeGreaterThanOrEqual(count);
  return data.products.data.slice(0, count).map(({ id, name }) => ({ id, name }));
}

async function seed(page: Page, value: string) {
  await page.evaluate((stored) => localStorage.setItem('wishList', stored), value);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
}

const storedIds = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('wishList') ?? '[]') as number[]);

async function headerCount(page: Page, language: Language): Promise<number> {
  const name = (await page.getByRole('banner').getByRole('link', { name: language.headerCount }).first().getAttribute('aria-label')) ?? '';
  return Number(language.headerCount.exec(name)?.[1]);
}

test.describe('wishlist', () => {
  for (const language of languages) {
    const wishlistPath = `${language.prefix}/wishlist`;
    const main = (page: Page) => page.getByRole('main');
    const cardLinks = (page: Page) => main(page).getByRole('heading', { level: 3 });

    test(`${language.lang}: an empty wishlist says so, links to the catalogue and stays out of indexes`, async ({ page }) => {
      await openPage(page, wishlistPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.title);
      await expect(main(page).getByText(language.empty)).toBeVisible();
      await expect(main(page).getByRole('link', { name: language.toCatalog })).toHaveAttribute('href', language.prefix || '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);

      // A broken stored value is an empty wishlist, not an error.
      await seed(page, '{not json');
      await expect(main(page).getByText(language.empty)).toBeVisible();
      expect(await headerCount(page, language)).toBe(0);
    });

    test(`${language.lang}: lists the wishlist, removes a product, and keeps it over a reload`, async ({ page }) => {
      await openPage(page, wishlistPath);
      const products = await someProducts(page, language, 3);
      await seed(page, JSON.stringify(products.map((product) => product.id)));

      // Newest first: the stored list is in the order the products were added.
      await expect(cardLinks(page)).toHaveText(products.map((product) => product.name).reverse());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${language.title} ${language.count(3)}`);
      await expect.poll(() => headerCount(page, language)).toBe(3);
      await expectNoAxeViolations(page);

      const [first, second, third] = products;
      await main(page).getByRole('button', { name: language.remove(second!.name) }).click();
      await expect(cardLinks(page)).toHaveText([third!.name, first!.name]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${language.title} ${language.count(2)}`);
      // The pressed heart went away with its card: focus lands on the heading, not the page's top.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect.poll(() => headerCount(page, language)).toBe(2);
      expect(await storedIds(page)).toEqual([first!.id, third!.id]);

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect(cardLinks(page)).toHaveText([third!.name, first!.name]);
      await expect.poll(() => headerCount(page, language)).toBe(2);

      for (const product of [third!, first!]) await main(page).getByRole('button', { name: language.remove(product.name) }).click();
      await expect(main(page).getByText(language.empty)).toBeVisible();
      await expect(cardLinks(page)).toHaveCount(0);
      await expect.poll(() => headerCount(page, language)).toBe(0);
    });

    test(`${language.lang}: products the shop no longer sells are dropped from the wishlist`, async ({ page }) => {
      await openPage(page, wishlistPath);
      const [product] = await someProducts(page, language, 1);
      await seed(page, JSON.stringify([999_999, product!.id]));
      await expect(cardLinks(page)).toHaveText([product!.name]);
      await expect.poll(() => storedIds(page)).toEqual([product!.id]);
      await expect.poll(() => headerCount(page, language)).toBe(1);
    });

    test(`${language.lang}: another open tab follows the wishlist`, async ({ page, context }) => {
      await openPage(page, wishlistPath);
      const [product] = await someProducts(page, language, 1);
      await seed(page, JSON.stringify([product!.id]));
      const other = await context.newPage();
      await openPage(other, wishlistPath);
      await expect(cardLinks(other)).toHaveText([product!.name]);

      await main(page).getByRole('button', { name: language.remove(product!.name) }).click();
      await expect(main(other).getByText(language.empty)).toBeVisible();
      await expect.poll(() => headerCount(other, language)).toBe(0);
    });

    test(`${language.lang}: the heart on a card and on the product page toggles the product`, async ({ page }) => {
      await openPage(page, `${language.prefix}/namety`);
      const cardHeart = main(page).getByRole('button', { name: language.anyAdd }).first();
      const cardProduct = (await cardHeart.getAttribute('aria-label')) ?? '';
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
      await cardHeart.click();
      // The accessible name changes with the state, so find the button again by its new name.
      const cardName = cardProduct.replace(/^Додати «|^Add “/, '').replace(/» до обраного$|” to the wishlist$/, '');
      await expect(main(page).getByRole('button', { name: language.remove(cardName) }).first()).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => headerCount(page, language)).toBe(1);

      await openPage(page, `${language.prefix}/namety/namet-tramp-2`);
      const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await main(page).getByRole('button', { name: language.add(productName) }).first().click();
      await expect(main(page).getByRole('button', { name: language.remove(productName) }).first()).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => headerCount(page, language)).toBe(2);

      await openPage(page, wishlistPath);
      await expect(cardLinks(page)).toHaveText([productName, cardName]);

      await openPage(page, `${language.prefix}/namety/namet-tramp-2`);
      await main(page).getByRole('button', { name: language.remove(productName) }).first().click();
      await expect(main(page).getByRole('button', { name: language.add(productName) }).first()).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => headerCount(page, language)).toBe(1);
    });
  }
});
