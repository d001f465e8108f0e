import type { Page } from '@playwright/test';
import { expectInsideViewportWidth, expectNotClipped } from './boxes.ts';
import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

// Demo shop: the carrier has 4 sizes × 3 colours at 7 890 ₴ (olive M: 3 left); the steel plate
// has a single option at 3 290 ₴ (old price 4 290 ₴); TABIR10 takes 10 % off from 1 000 ₴.
const carrier = '/bronezhylety/plytonoska-rubizh-shvydkoskydna';
const plate = '/broneplyty/broneplyta-staleva-kremin';

const languages = {
  uk: {
    prefix: '',
    locale: 'uk-UA',
    carrier: 'Плитоноска «Рубіж» швидкоскидна',
    plate: 'Бронеплита сталева «Кремінь»',
    add: 'Додати в кошик',
    addShort: 'У кошик',
    chooseSize: 'Оберіть розмір',
    olive: 'Колір: Олива · Розмір: M',
    cart: 'Кошик',
    cartButton: /^Кошик/,
    summary: (count: number, total: RegExp) => new RegExp(`^Кошик: ${count} товар\\S* на суму ${total.source}$`),
    emptyCart: 'Кошик порожній',
    close: 'Закрити кошик',
    quantity: 'Кількість',
    increase: 'Збільшити кількість',
    decrease: 'Зменшити кількість',
    remove: 'Видалити',
    confirmRemove: (name: string) => `Видалити «${name}» з кошика?`,
    confirmCount: (count: number) => `Кількість: ${count}`,
    confirmYes: 'Видалити',
    confirmNo: 'Скасувати',
    chooseDelivery: 'Оберіть спосіб доставки',
    empty: /Ваш кошик порожній/,
    ukraine: 'Доставка по Україні',
    global: 'Міжнародна доставка',
    backToCheckout: 'Повернутися до оформлення',
    onlyThree: 'Залишилося лише 3 шт.',
    fixAlerts: /Зменште кількість або видаліть позначені товари/,
    continueShopping: 'Продовжити покупки',
    couponField: 'Промокод',
    apply: 'Застосувати',
    removeCoupon: /^Скасувати промокод/,
    unknownCoupon: 'Промокод «NOPE2026» не знайдено',
    couponApplied: 'Промокод TABIR10 застосовано',
    currency: 'Валюта',
  },
  en: {
    prefix: '/en',
    locale: 'en-US',
    carrier: 'Rubizh Quick-Release Plate Carrier',
    plate: 'Kremin Steel Armour Plate',
    add: 'Add to cart',
    addShort: 'Add to cart',
    chooseSize: 'Choose a size',
    olive: 'Colour: Olive · Size: M',
    cart: 'Cart',
    cartButton: /cart/i,
    summary: (count: number, total: RegExp) => new RegExp(`^Cart: ${count} items?, ${total.source}$`),
    emptyCart: 'Your cart is empty',
    close: 'Close the cart',
    quantity: 'Quantity',
    increase: 'Increase the quantity',
    decrease: 'Decrease the quantity',
    remove: 'Remove',
    confirmRemove: (name: string) => `Remove “${name}” from the cart?`,
    confirmCount: (count: number) => `Quantity: ${count}`,
    confirmYes: 'Remove',
    confirmNo: 'Cancel',
    chooseDelivery: 'Choose how to deliver',
    empty: /Your cart is empty/,
    ukraine: 'Delivery across Ukraine',
    global: 'International delivery',
    backToCheckout: 'Back to checkout',
    onlyThree: 'Only 3 left',
    fixAlerts: /Lower the quantity or remove the marked items/,
    continueShopping: 'Continue shopping',
    couponField: 'Promo code',
    apply: 'Apply',
    removeCoupon: /^Remove the promo code/,
    unknownCoupon: 'Promo code “NOPE2026” not found',
    couponApplied: 'Promo code TABIR10 applied',
    currency: 'Currency',
  },
};

type Language = (typeof languages)[keyof typeof languages];

/** A hryvnia amount as the page writes it, any kind of space allowed. */
function uah(l: Language, amount: number): RegExp {
  const digits = new Intl.NumberFormat(l.locale).format(amount).replace(/\s/g, '\\s');
  return new RegExp(`${digits}\\s₴`);
}

/**
 * A refused promo code is a 422 answer, which the browser logs
 * as a failed resource: that one is expected, anything else still fails the test.
 */
function expectOneRefusal(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((text) => text.includes('status of 422'));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

const cartButton = (page: Page, l: Language) => page.getByRole('banner').getByRole('button', { name: l.cartButton });
const cartDialog = (page: Page, l: Language) => page.getByRole('dialog', { name: l.cart });
const confirmDialog = (page: Page, l: Language, name: string) => page.getByRole('alertdialog', { name: l.confirmRemove(name) });

/** Removes a line through its button and the confirm dialog, by mouse. */
async function removeLine(page: Page, l: Language, name: string) {
  await cartDialog(page, l).getByRole('button', { name: `${l.remove}: ${name}` }).click();
  const confirm = confirmDialog(page, l, name);
  await confirm.getByRole('button', { name: l.confirmYes, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The empty cart shows its text and continue shopping only: no delivery choice, no checkout link. */
async function expectEmptyCart(page: Page, l: Language) {
  const dialog = cartDialog(page, l);
  await expect(dialog.getByText(l.empty)).toBeVisible();
  await expect(dialog.getByText(l.chooseDelivery)).toHaveCount(0);
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: l.continueShopping })).toBeVisible();
}

for (const [lang, l] of Object.entries(languages)) {
  test.describe(`cart (${lang})`, () => {
    test('adds a size from the product page, then plus, minus and typing stay within the stock', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}?color=olive`);
      const add = page.getByRole('button', { name: l.add, exact: true });
      await add.click();
      await expect(page.locator('[data-purchase]')).toHaveText(l.chooseSize);
      await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeFocused();
      await expect(cartDialog(page, l)).toBeHidden();

      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await add.click();
      const dialog = cartDialog(page, l);
      await expect(dialog).toBeVisible();
      const line = dialog.getByRole('listitem').filter({ hasText: l.carrier });
      await expect(line).toContainText(l.olive);
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(1, uah(l, 7890)));

      const quantity = line.getByRole('textbox', { name: l.quantity });
      const plus = line.getByRole('button', { name: l.increase });
      const minus = line.getByRole('button', { name: l.decrease });
      await expect(minus).toHaveAttribute('aria-disabled', 'true');
      await plus.click();
      await expect(quantity).toHaveValue('2');
      await expect(line.locator('[data-line-total]')).toContainText(uah(l, 15780));
      await plus.click();
      await expect(quantity).toHaveValue('3');
      await expect(plus).toHaveAttribute('aria-disabled', 'true');
      await plus.click({ force: true });
      await expect(quantity).toHaveValue('3');
      await expect(dialog.locator('[data-cart-total]')).toContainText(uah(l, 23670));
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(3, uah(l, 23670)));

      // A typed value past the stock comes down to it and the line says why; one that is not a
      // number is corrected in place.
      await quantity.fill('50');
      await quantity.press('Enter');
      await expect(quantity).toHaveValue('3');
      await expect(line.getByText(l.onlyThree)).toBeVisible();
      await expect(quantity).toHaveAccessibleDescription(l.onlyThree);
      await quantity.fill('abc');
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('3');
      await quantity.fill('0');
      await quantity.press('Enter');
      await expect(quantity).toHaveValue('1');
      await expect(dialog.locator('[data-cart-total]')).toContainText(uah(l, 7890));
      await expect(line.getByText(l.onlyThree)).toBeHidden();
      await expect(minus).toHaveAttribute('aria-disabled', 'true');
      await minus.click({ force: true });
      await expect(quantity).toHaveValue('1');
      await quantity.fill('2');
      await quantity.press('Tab');
      await expect(dialog.locator('[data-cart-total]')).toContainText(uah(l, 15780));
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(2, uah(l, 15780)));

      await dialog.getByRole('button', { name: l.continueShopping }).click();
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
    });

    test('adds from a card, removes the line after confirming, and an empty cart offers no checkout', async ({ page }) => {
      await openPage(page, `${l.prefix}/broneplyty`);
      await page.getByRole('button', { name: `${l.addShort}: ${l.plate}`, exact: true }).click();
      const dialog = cartDialog(page, l);
      await expect(dialog.getByRole('listitem').filter({ hasText: l.plate })).toBeVisible();
      await expect(dialog.getByRole('link', { name: l.ukraine })).toHaveAttribute('href', `${l.prefix}/checkout`);
      await expect(dialog.getByRole('link', { name: l.global })).toHaveAttribute('href', `${l.prefix}/checkoutglobal`);
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(1, uah(l, 3290)));

      await removeLine(page, l, l.plate);
      await expectEmptyCart(page, l);
      await expect(cartButton(page, l)).toHaveAccessibleName(l.emptyCart);

      // The backdrop closes the modal; with nothing in the cart the header button does not open it.
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(cartButton(page, l)).toHaveAttribute('aria-disabled', 'true');
      await cartButton(page, l).click({ force: true });
      await expect(dialog).toBeHidden();

      // A card of a product with sizes opens its page, where the size is chosen.
      await openPage(page, `${l.prefix}/bronezhylety`);
      await page.getByRole('button', { name: `${l.addShort}: ${l.carrier}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}${carrier}$`));
      await expect(page.locator('[data-purchase]')).toHaveText(l.chooseSize);
    });

    test('removing a line asks first, by keyboard alone, and focus follows', async ({ page }) => {
      // Two lines: the carrier (olive M, two of them) and the plate.
      await openPage(page, `${l.prefix}${carrier}?color=olive&size=m`);
      const dialog = cartDialog(page, l);
      for (const [path, count] of [[`${carrier}?color=olive&size=m`, 2], [plate, 1]] as const) {
        if (path === plate) await openPage(page, `${l.prefix}${plate}`);
        for (let added = 1; added <= count; added++) {
          await page.getByRole('button', { name: l.add, exact: true }).click();
          await expect(dialog).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
      await cartButton(page, l).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      const carrierLine = dialog.getByRole('listitem').filter({ hasText: l.carrier });
      const removeCarrier = carrierLine.getByRole('button', { name: `${l.remove}: ${l.carrier}` });
      const removePlate = dialog.getByRole('button', { name: `${l.remove}: ${l.plate}` });

      // Escape cancels: the line stays and focus is back on its button, the cart still open.
      await removeCarrier.focus();
      await page.keyboard.press('Enter');
      const confirm = confirmDialog(page, l, l.carrier);
      await expect(confirm).toBeVisible();
      await expect(confirm).toHaveAccessibleDescription(`${l.olive} · ${l.confirmCount(2)}`);
      await expect(confirm.getByRole('button', { name: l.confirmNo })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(carrierLine).toBeVisible();
      await expect(removeCarrier).toBeFocused();

      // So does Cancel (it has the focus when the dialog opens).
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(removeCarrier).toBeFocused();
      await expect(dialog.getByRole('listitem')).toHaveCount(2);

      // Confirmed, the line goes and focus moves to the other line's remove button.
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button', { name: l.confirmYes, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(carrierLine).toHaveCount(0);
      await expect(removePlate).toBeFocused();
      await expect(dialog.locator('[data-cart-total]')).toContainText(uah(l, 3290));
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(1, uah(l, 3290)));

      // The last line: the empty text takes the focus, and only continue shopping is offered.
      await page.keyboard.press('Enter');
      const last = confirmDialog(page, l, l.plate);
      await expect(last).toHaveAccessibleDescription(new RegExp(`${l.confirmCount(1)}$`));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(last).toBeHidden();
      await expectEmptyCart(page, l);
      await expect(dialog.getByText(l.empty)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: l.continueShopping })).toBeFocused();
    });

    test('a line with a stock alert disables the Ukraine checkout until it is fixed', async ({ page }) => {
      await openPage(page, `${l.prefix}${carrier}?color=olive&size=m`);
      const add = page.getByRole('button', { name: l.add, exact: true });
      const dialog = cartDialog(page, l);
      for (let count = 1; count <= 3; count++) {
        await add.click();
        await expect(dialog.getByRole('textbox', { name: l.quantity })).toHaveValue(String(count));
        await dialog.getByRole('button', { name: l.close }).click();
        await expect(dialog).toBeHidden();
      }
      // A fourth is more than the stock: the line stays at 3 and says so.
      await add.click();
      await expect(dialog.getByText(l.onlyThree)).toBeVisible();
      const ukraine = dialog.getByRole('link', { name: l.ukraine });
      await expect(ukraine).toHaveAttribute('aria-disabled', 'true');
      await expect(ukraine).not.toHaveAttribute('href');
      await expect(ukraine).toHaveAccessibleDescription(l.fixAlerts);
      await ukraine.click({ force: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: l.global })).toHaveAttribute('href', `${l.prefix}/checkoutglobal`);

      await dialog.getByRole('button', { name: l.decrease }).click();
      await expect(dialog.getByText(l.onlyThree)).toBeHidden();
      await expect(ukraine).not.toHaveAttribute('aria-disabled');
      await ukraine.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout$`));
      await expect(dialog).toBeHidden();

      // On the checkout page the Ukraine link is a plain close action.
      await cartButton(page, l).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: l.ukraine })).toHaveCount(0);
      await dialog.getByRole('button', { name: l.backToCheckout }).click();
      await expect(dialog).toBeHidden();
    });

    test('a coupon discounts the total, an unknown code says so, and the cart survives a reload', async ({ page, consoleErrors }) => {
      await openPage(page, `${l.prefix}${plate}`);
      await page.getByRole('button', { name: l.add, exact: true }).click();
      const dialog = cartDialog(page, l);
      const field = dialog.getByRole('textbox', { name: l.couponField });
      await field.fill('NOPE2026');
      await dialog.getByRole('button', { name: l.apply }).click();
      await expect(dialog.getByRole('alert')).toHaveText(l.unknownCoupon);
      await expect(field).toBeFocused();
      expectOneRefusal(consoleErrors);

      await field.fill('tabir10');
      await dialog.getByRole('button', { name: l.apply }).click();
      await expect(dialog.getByText(l.couponApplied)).toBeVisible();
      const total = dialog.locator('[data-cart-total]');
      await expect(total.locator('s')).toContainText(uah(l, 3290));
      await expect(total.locator('strong')).toContainText(uah(l, 2961));
      expect(await page.evaluate(() => localStorage.getItem('coupon'))).toBe('TABIR10');

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(1, uah(l, 2961)));
      await cartButton(page, l).click();
      await expect(dialog.getByText(l.couponApplied)).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: l.plate })).toBeVisible();

      await dialog.getByRole('button', { name: l.removeCoupon }).click();
      await expect(total).toHaveText(uah(l, 3290));
      await expect(cartButton(page, l)).toHaveAccessibleName(l.summary(1, uah(l, 3290)));
      expect(await page.evaluate(() => localStorage.getItem('coupon'))).toBeNull();
    });

    test('the cart follows the chosen currency, and navigating closes it', async ({ page }) => {
      await openPage(page, `${l.prefix}/broneplyty`);
      await page.getByRole('button', { name: `${l.addShort}: ${l.plate}`, exact: true }).click();
      const dialog = cartDialog(page, l);
      await expect(dialog.locator('[data-cart-total]')).toContainText('₴');
      await dialog.getByRole('button', { name: l.close }).click();

      await page.getByRole('banner').getByRole('combobox', { name: l.currency }).selectOption('USD');
      await expect(cartButton(page, l)).toHaveAccessibleName(/\$/);
      await cartButton(page, l).click();
      const line = dialog.getByRole('listitem').filter({ hasText: l.plate });
      for (const price of [line.locator('[data-price]'), line.locator('[data-line-total]'), dialog.locator('[data-cart-total]')]) {
        await expect(price).toContainText('$');
        await expect(price).not.toContainText('₴');
      }

      await line.getByRole('link', { name: l.plate }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}${plate}$`));
      await expect(dialog).toBeHidden();
    });
  });
}

test.describe('cart accessibility', () => {
  test('the open modal with a line, a refused coupon and an alert, and its confirm dialog, have no axe violations', async ({ page, consoleErrors }) => {
    const l = languages.uk;
    await openPage(page, `${carrier}?color=olive&size=m`);
    const add = page.getByRole('button', { name: l.add, exact: true });
    const dialog = cartDialog(page, l);
    for (let count = 1; count <= 4; count++) {
      await add.click();
      await expect(dialog).toBeVisible();
      if (count < 4) {
        await expect(dialog.getByRole('textbox', { name: l.quantity })).toHaveValue(String(count));
        await dialog.getByRole('button', { name: l.close }).click();
      }
    }
    await expect(dialog.getByText(l.onlyThree)).toBeVisible();
    await dialog.getByRole('textbox', { name: l.couponField }).fill('NOPE2026');
    await dialog.getByRole('button', { name: l.apply }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expectOneRefusal(consoleErrors);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: `${l.remove}: ${l.carrier}` }).click();
    await expect(confirmDialog(page, l, l.carrier)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the English modal, full, asking to remove a line, and empty, has no axe violations', async ({ page }) => {
      const l = languages.en;
      await openPage(page, `${l.prefix}/broneplyty`);
      await page.getByRole('button', { name: `${l.addShort}: ${l.plate}`, exact: true }).click();
      const dialog = cartDialog(page, l);
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: `${l.remove}: ${l.plate}` }).click();
      const confirm = confirmDialog(page, l, l.plate);
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: l.confirmYes, exact: true }).click();
      await expect(dialog.getByText(l.empty)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a cart line fits the screen: its remove button is neither cut off nor outside the viewport', async ({ page }) => {
      const l = languages.uk;
      await openPage(page, `${carrier}?color=olive&size=m`);
      await page.getByRole('button', { name: l.add, exact: true }).click();
      const dialog = cartDialog(page, l);
      const remove = dialog.getByRole('button', { name: `${l.remove}: ${l.carrier}` });
      await expectNotClipped(remove);
      await expectInsideViewportWidth(page, remove);
      await expectNotClipped(dialog.getByRole('listitem').filter({ hasText: l.carrier }));
      const list = dialog.getByRole('list', { name: 'Товари в кошику' });
      const { scrollWidth, clientWidth } = await list.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
});
