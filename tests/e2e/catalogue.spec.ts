import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

const languages = [
  {
    locale: 'uk',
    prefix: '',
    group: 'Кемпінг',
    colour: 'Колір',
    green: 'Зелений',
    brand: 'Бренд',
    season: 'Сезон',
    winter: 'Зима',
    winterTent: 'Піп Іван 2',
    count: /^(\d+) товар/,
    sortLabel: 'Сортування',
    cheapFirst: 'Від дешевших до дорожчих',
    price: 'Ціна',
    next: 'Наступна',
    previous: 'Попередня',
    pages: 'Сторінки',
    notFound: 'Сторінку не знайдено',
  },
  {
    locale: 'en',
    prefix: '/en',
    group: 'Camping gear',
    colour: 'Colour',
    green: 'Green',
    brand: 'Brand',
    season: 'Season',
    winter: 'Winter',
    winterTent: 'Pip Ivan 2',
    count: /^(\d+) products?/,
    sortLabel: 'Sort by',
    cheapFirst: 'Price: low to high',
    price: 'Price',
    next: 'Next',
    previous: 'Previous',
    pages: 'Pages',
    notFound: 'This page could not be found',
  },
] as const;

type Texts = (typeof languages)[number];

async function resultCount(page: Page, texts: Texts): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: texts.count }).innerText()).trim();
  return Number(texts.count.exec(text)![1]);
}

/** A filter value's checkbox and the count printed beside it. */
function filterValue(page: Page, group: string, value: string): { box: Locator; count: () => Promise<number> } {
  const label = page.getByRole('group', { name: group }).locator('label').filter({ hasText: value });
  return {
    box: label.getByRole('checkbox'),
    count: async () => Number(/\((\d+)\)/.exec(await label.innerText())![1]),
  };
}

/** The price each card charges (the first amount after the "price" label), in card order. */
async function cardPrices(page: Page, texts: Texts): Promise<number[]> {
  const cards = await page.getByRole('article').allInnerTexts();
  return cards.map((text) => Number(new RegExp(`${texts.price}:\\s*\\D*([\\d\\s,\\u00a0\\u202f]+)`).exec(text)![1]!.replace(/\D/g, '')));
}

test.describe('category pages', () => {
  for (const texts of languages) {
    test(`${texts.locale}: filters combine, counts follow them and the URL keeps them`, async ({ page }) => {
      await openPage(page, `${texts.prefix}/kemping`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.group);
      const all = await resultCount(page, texts);

      const green = filterValue(page, texts.colour, texts.green);
      const greenCount = await green.count();
      await green.box.check();
      await expect(page).toHaveURL(/[?&]color=green(&|$)/);
      await expect.poll(() => resultCount(page, texts)).toBe(greenCount);
      expect(greenCount).toBeLessThan(all);
      await expect(page.getByRole('article')).toHaveCount(Math.min(greenCount, 24));

      // The brand's count was already computed under the colour filter: choosing it gives exactly that many.
      const brandLabel = page
        .getByRole('group', { name: texts.brand })
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { disabled: false }) })
        .first();
      const brandCount = Number(/\((\d+)\)/.exec(await brandLabel.innerText())![1]);
      await brandLabel.getByRole('checkbox').check();
      await expect(page).toHaveURL(/color=green/);
      await expect(page).toHaveURL(/[?&]brand=[a-z-]+/);
      await expect.poll(() => resultCount(page, texts)).toBe(brandCount);
      await expect(green.box).toBeChecked();

      // The filtered state is a link: it loads as it was.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect(green.box).toBeChecked();
      await expect.poll(() => resultCount(page, texts)).toBe(brandCount);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    });

    test(`${texts.locale}: a filter shows only matching products, and chips remove filters`, async ({ page }) => {
      await openPage(page, `${texts.prefix}/namety`);
      await filterValue(page, texts.season, texts.winter).box.check();
      await expect(page).toHaveURL(/season=winter/);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article')).toContainText(texts.winterTent);

      const chip = page.getByRole('link', { name: new RegExp(`${texts.season}: ${texts.winter}`) });
      await chip.click();
      await expect(page).not.toHaveURL(/season=/);
      await expect(page.getByRole('article')).toHaveCount(9);
    });

    test(`${texts.locale}: sorting by price puts the cheapest first`, async ({ page }) => {
      await openPage(page, `${texts.prefix}/kemping`);
      await page.getByLabel(texts.sortLabel).selectOption({ label: texts.cheapFirst });
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect.poll(async () => {
        const prices = await cardPrices(page, texts);
        return prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      }).toBe(true);
      expect((await cardPrices(page, texts)).length).toBe(24);
    });

    test(`${texts.locale}: pages follow one another and a page past the end is not found`, async ({ page }) => {
      await openPage(page, `${texts.prefix}/kemping`);
      const pagination = page.getByRole('navigation', { name: texts.pages });
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(/1$/);
      const firstPage = await page.getByRole('article').first().innerText();

      await pagination.getByRole('link', { name: texts.next }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(/2$/);
      await expect(page.getByRole('article').first()).not.toHaveText(firstPage);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kemping\?page=2$/);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', new RegExp(`${texts.prefix}/kemping$`));

      await pagination.getByRole('link', { name: texts.previous }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/kemping$`));
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(/1$/);

      const response = await openPage(page, `${texts.prefix}/kemping?page=999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound);
    });
  }

  test('typing a price range narrows the listing once typing pauses, without a jump to the top', async ({ page }) => {
    await openPage(page, '/namety');
    const priceGroup = page.getByRole('group', { name: 'Ціна, ₴' });
    await priceGroup.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await priceGroup.getByLabel('До').fill('6000');
    await expect(page).toHaveURL(/[?&]price_max=6000(&|$)/);
    await expect.poll(async () => (await cardPrices(page, languages[0])).every((price) => price <= 6000)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByRole('link', { name: 'Прибрати фільтр: Ціна до 6 000 ₴' })).toBeVisible();
  });

  test('an empty result offers to clear the filters', async ({ page }) => {
    await openPage(page, '/namety?season=winter&price_max=100');
    await expect(page.getByText('За цими фільтрами нічого не знайдено')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Скинути фільтри' }).click();
    await expect(page).toHaveURL(/\/namety$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the filters open in a dialog that shows the matching products', async ({ page }) => {
      await openPage(page, '/kemping');
      await page.getByRole('button', { name: 'Фільтри' }).click();
      const dialog = page.getByRole('dialog', { name: 'Фільтри' });
      await expect(dialog).toBeVisible();
      const green = dialog.getByRole('group', { name: 'Колір' }).locator('label').filter({ hasText: 'Зелений' });
      const count = Number(/\((\d+)\)/.exec(await green.innerText())![1]);
      await green.getByRole('checkbox').check();
      await expect(page).toHaveURL(/color=green/);
      await dialog.getByRole('button', { name: new RegExp(`Показати ${count} товар`) }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'товар' })).toHaveText(new RegExp(`^${count} товар`));
    });

    test('the open filter dialog has no accessibility violations', async ({ page }) => {
      await openPage(page, '/namety?season=summer');
      await page.getByRole('button', { name: 'Фільтри (1)' }).click();
      await expect(page.getByRole('dialog', { name: 'Фільтри' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter form and the sort control still work', async ({ page }) => {
      await page.goto('/namety');
      await page.getByRole('group', { name: 'Сезон' }).getByLabel(/Літо/).check();
      await page.getByRole('group', { name: 'Сезон' }).getByLabel(/Зима/).check();
      await page.getByRole('button', { name: 'Застосувати' }).click();
      await expect(page).toHaveURL(/season=summer&season=winter/);
      await expect(page.getByRole('article')).toHaveCount(4);
      await page.getByLabel('Сортування').selectOption('price-desc');
      await page.getByRole('button', { name: 'Сортувати' }).click();
      await expect(page).toHaveURL(/season=summer%2Cwinter&sort=price-desc|season=summer,winter&sort=price-desc/);
      await expect(page.getByRole('article')).toHaveCount(4);
    });
  });

  test('a filtered category page has no accessibility violations', async ({ page }) => {
    await openPage(page, '/kemping?color=green&in_stock=1&sort=price-desc');
    await expectNoAxeViolations(page);
  });
});
