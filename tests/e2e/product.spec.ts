import type { Page } from '@playwright/test';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

// A carrier with 4 sizes × 3 colours, a dearer XXL, approved reviews and a size sold out in one
// colour (demo shop: camouflage M has none; olive M has 3 left).
const carrier = '/bronezhylety/plytonoska-rubizh-shvydkoskydna';

const languages = {
  uk: {
    prefix: '',
    chooseSize: 'Оберіть розмір',
    coyote: 'Койот',
    camouflage: 'Камуфляж',
    olive: 'Олива',
    inStock: 'В наявності',
    onlyThree: 'Лишилося 3 штуки',
    of: (n: number) => `${n} з 4`,
    tabs: ['Інформація', 'Особливості', 'Доставка і оплата'] as const,
    sizeGuide: 'Таблиця розмірів',
    image: (n: number) => `Фото ${n} з 4`,
    zoom: (n: number) => `Збільшити фото ${n} з 4`,
    next: 'Наступне фото',
    rating: /оцінка/i,
    stars: (n: number) => (n === 5 ? '5 зірок' : `${n} зірки`),
    name: "Ваше ім'я",
    text: 'Ваш відгук',
    submit: 'Надіслати відгук',
    pleaseRate: 'Будь ласка, оцініть товар',
    nameRequired: "Введіть своє ім'я",
    moderation: "Дякуємо! Ваш відгук з'явиться після модерації.",
    reviewText: 'Сидить добре, ремені не муляють.',
  },
  en: {
    prefix: '/en',
    chooseSize: 'Choose a size',
    coyote: 'Coyote',
    camouflage: 'Camouflage',
    olive: 'Olive',
    inStock: 'In stock',
    onlyThree: 'Only 3 left',
    of: (n: number) => `${n} of 4`,
    tabs: ['Information', 'Features', 'Delivery and payment'] as const,
    sizeGuide: 'Size guide',
    image: (n: number) => `Image ${n} of 4`,
    zoom: (n: number) => `Enlarge image ${n} of 4`,
    next: 'Next image',
    rating: /rating/i,
    stars: (n: number) => `${n} stars`,
    name: 'Your name',
    text: 'Your review',
    submit: 'Submit review',
    pleaseRate: 'Please rate the product',
    nameRequired: 'Enter your name',
    moderation: 'Thank you! Your review will appear after moderation.',
    reviewText: 'Fits well and the straps do not chafe.',
  },
};

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

for (const [lang, l] of Object.entries(languages)) {
  test.describe(`product page (${lang})`, () => {
    test('choosing a colour and a size updates the URL, price and stock, without filling the history', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const purchase = page.locator('[data-purchase]');
      await expect(purchase).toHaveText(l.chooseSize);
      await expect(purchase).not.toHaveAttribute('data-option-id');
      const entries = await page.evaluate(() => window.history.length);

      await page.getByRole('radio', { name: l.coyote }).check();
      await expect(page).toHaveURL(/\?color=coyote$/);
      await page.getByRole('radio', { name: 'XXL' }).check();
      await expect(page).toHaveURL(/\?color=coyote&size=xxl$/);
      await expect(page.locator('[data-selected-price]')).toContainText(/8\s?,?190/);
      await expect(page.locator('[data-selected-price]')).not.toContainText(/7\s?,?890/);
      await expect(page.locator('[data-stock]')).toHaveText(l.inStock);
      await expect(purchase).toHaveAttribute('data-option-id', /^\d+$/);
      await expect(purchase).not.toContainText(l.chooseSize);

      await page.getByRole('radio', { name: l.olive }).check();
      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await expect(page.locator('[data-stock]')).toHaveText(l.onlyThree);

      // A size sold out in the chosen colour cannot be picked, and the choice is dropped.
      await page.getByRole('radio', { name: l.camouflage }).check();
      await expect(page.getByRole('radio', { name: /^M\b/ })).toBeDisabled();
      await expect(page).toHaveURL(/\?color=camouflage$/);
      await expect(purchase).toHaveText(l.chooseSize);
      expect(await page.evaluate(() => window.history.length)).toBe(entries);

      await page.getByRole('radio', { name: 'XL', exact: true }).check();
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.getByRole('radio', { name: l.camouflage })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
    });

    test('tabs switch with the mouse and the keyboard', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const tab = (name: string) => page.getByRole('tab', { name });
      const [information, features, delivery] = l.tabs;
      await expect(tab(information)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: information })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: features })).toBeHidden();

      await tab(features).click();
      await expect(tab(features)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: features })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: information })).toBeHidden();

      await page.keyboard.press('ArrowRight');
      await expect(tab(delivery)).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: delivery }).getByRole('link')).toHaveAttribute('href', `${l.prefix}/delivery-and-payment`);
      await page.keyboard.press('ArrowRight');
      await expect(tab(information)).toBeFocused();
      await page.keyboard.press('End');
      await expect(tab(delivery)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(information)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(delivery)).toHaveAttribute('tabindex', '-1');
    });

    test('the size guide opens as a dialog and closes with Escape', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const opener = page.getByRole('button', { name: l.sizeGuide });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: l.sizeGuide });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('rowheader')).toHaveText(['M', 'L', 'XL', 'XXL']);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the gallery moves by thumbnails, arrow keys and swipes, and zooms on click', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const thumbnail = page.getByRole('button', { name: l.image(2), exact: true });
      await thumbnail.click();
      await expect(thumbnail).toHaveAttribute('aria-current', 'true');
      const main = page.getByRole('button', { name: l.zoom(2) });
      await expect(main).toBeVisible();

      await main.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('button', { name: l.zoom(3) })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('button', { name: l.zoom(1) })).toBeVisible();

      const box = (await page.getByRole('button', { name: l.zoom(1) }).boundingBox())!;
      const y = box.y + box.height / 2;
      const swipe = { pointerType: 'touch', isPrimary: true, bubbles: true, clientY: y };
      await page.getByRole('button', { name: l.zoom(1) }).dispatchEvent('pointerdown', { ...swipe, clientX: box.x + box.width * 0.8 });
      await page.getByRole('button', { name: l.zoom(1) }).dispatchEvent('pointerup', { ...swipe, clientX: box.x + box.width * 0.2 });
      await expect(page.getByRole('button', { name: l.zoom(2) })).toBeVisible();

      await page.getByRole('button', { name: l.zoom(2) }).click();
      const zoom = page.getByRole('dialog');
      await expect(zoom).toBeVisible();
      // The demo pictures are SVG: served as they are from the storage path, never resized.
      await expect(zoom.getByRole('img')).toHaveAttribute('src', /^\/storage\/products\/.+\.svg$/);
      await expect(zoom.getByRole('heading')).toContainText(l.of(2));
      await page.keyboard.press('ArrowRight');
      await expect(zoom.getByRole('heading')).toContainText(l.of(3));
      await zoom.getByRole('button', { name: l.next }).click();
      await expect(zoom.getByRole('heading')).toContainText(l.of(4));
      await page.keyboard.press('Escape');
      await expect(zoom).toBeHidden();
    });

    test('a review asks for a rating, then waits for moderation and the form clears', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const form = page.getByRole('form', { name: lang === 'uk' ? 'Написати відгук' : 'Write a review' });
      await form.getByRole('button', { name: l.submit }).click();
      await expect(form.getByText(l.pleaseRate)).toBeVisible();
      await expect(form.getByText(l.nameRequired)).toBeVisible();
      await expect(form.getByLabel(l.name)).toBeFocused();

      await form.getByLabel(l.name).fill('Ярина Тест');
      await form.getByLabel(l.text).fill(`${l.reviewText} ${Date.now()}`);
      await form.getByRole('button', { name: l.submit }).click();
      await expect(form.getByText(l.pleaseRate)).toBeVisible();
      await expect(form.getByText(l.nameRequired)).toBeHidden();

      await form.getByRole('group', { name: l.rating }).getByRole('radio', { name: l.stars(4) }).check();
      await expect(form.getByText(l.pleaseRate)).toBeHidden();
      await form.getByRole('button', { name: l.submit }).click();
      await expect(form.getByRole('status')).toHaveText(l.moderation);
      await expect(form.getByLabel(l.name)).toHaveValue('');
      await expect(form.getByLabel(l.text)).toHaveValue('');
      await expect(form.getByRole('radio', { name: l.stars(4) })).not.toBeChecked();
    });

    test('the page carries valid Product and BreadcrumbList data', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}`);
      const data = await jsonLd(page);
      const product = data.find((entry) => entry['@type'] === 'Product');
      expect(product).toBeDefined();
      expect(product!.offers.priceCurrency).toBe('UAH');
      expect(product!.offers['@type']).toBe('AggregateOffer');
      expect(product!.offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
      expect(product!.aggregateRating.reviewCount).toBeGreaterThan(0);
      expect(product!.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(product!.image[0]).toMatch(/^https?:\/\/.+\/media\/1200\//);
      expect(product!.sku).toBe('BZH-1002');
      const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList');
      expect(crumbs!.itemListElement).toHaveLength(4);

      await openPage(page, `${l.prefix}/namety/namet-tramp-2`);
      const tent = (await jsonLd(page)).find((entry) => entry['@type'] === 'Product')!;
      expect(tent.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'UAH', availability: 'https://schema.org/InStock' });
      expect(tent.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(tent.aggregateRating).toBeUndefined();
    });
  });
}

test.describe('product page without script', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every tab panel and the default choice', async ({ page }) => {
    await page.goto(carrier);
    for (const name of languages.uk.tabs) await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(page.getByRole('radio', { name: languages.uk.olive })).toBeChecked();
    await expect(page.locator('[data-purchase]')).toHaveText(languages.uk.chooseSize);
  });
});

test.describe('product page accessibility', () => {
  test('has no axe violations, with a choice made, a failed review and the size guide open', async ({ page }) => {
    await openPage(page, `${carrier}?color=coyote&size=l`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: languages.uk.submit }).click();
    await expect(page.getByText(languages.uk.pleaseRate)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: languages.uk.sizeGuide }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the English page and the zoomed image have no violations', async ({ page }) => {
      await openPage(page, `/en/namety/namet-tramp-2`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: languages.en.zoom(1) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
