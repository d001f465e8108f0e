import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';
import { confirmedAccount, dialog, signInThroughHeader, words } from './account-helpers.ts';

const plate = 'Бронеплита сталева «Кремінь»';

/** The names of the products hearted on a card, as the card's heart button names them. */
async function heartFirstCards(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const heart = page.getByRole('main').getByRole('button', { name: /^Додати «.+» до обраного$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Додати «/, '').replace(/» до обраного$/, '');
    await heart.click();
    await expect(page.getByRole('main').getByRole('button', { name: `Прибрати «${name}» з обраного` }).first()).toHaveAttribute('aria-pressed', 'true');
    names.push(name);
  }
  return names;
}

const wishlistCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Обране: \d+/ });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Кошик/ });

test.describe('an account keeps the wishlist and the cart', () => {
  test('products picked while signed out join the account on sign-in, and sign-out leaves them with the account', async ({ page }) => {
    const account = await confirmedAccount(page.request);

    await openPage(page, '/namety');
    const picked = await heartFirstCards(page, 2);
    await expect(wishlistCount(page)).toHaveAccessibleName('Обране: 2 товари');
    // A guest cart, too.
    await openPage(page, '/broneplyty');
    await page.getByRole('button', { name: `У кошик: ${plate}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Продовжити покупки' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Кошик: 1 товар/);

    await signInThroughHeader(page, 'uk', account);
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(cartButton(page)).toHaveAccessibleName(/^Кошик: 1 товар/);

    await page.getByRole('navigation', { name: 'Розділи кабінету' }).getByRole('link', { name: words.uk.wishlistNav }).click();
    await expect(page).toHaveURL(/\/cabinet\/wishlist$/);
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    // Newest first.
    await expect(cards).toHaveText([...picked].reverse());

    // The heart here changes the account: the card goes, and stays gone after a reload.
    await page.getByRole('main').getByRole('button', { name: `Прибрати «${picked[0]}» з обраного` }).click();
    await expect(cards).toHaveText([picked[1]!]);
    await expect(wishlistCount(page)).toHaveAccessibleName('Обране: 1 товар');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(cards).toHaveText([picked[1]!]);

    // Signing out leaves the wishlist and the cart with the account.
    await page.getByRole('navigation', { name: 'Розділи кабінету' }).getByRole('button', { name: words.uk.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(wishlistCount(page)).toHaveAccessibleName('Обране: 0 товарів');
    await expect(cartButton(page)).toHaveAccessibleName('Кошик порожній');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();

    // Back again on a "new device": the account's list and cart come back.
    await page.evaluate(() => localStorage.clear());
    await signInThroughHeader(page, 'uk', account);
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(wishlistCount(page)).toHaveAccessibleName('Обране: 1 товар');
    await expect(cartButton(page)).toHaveAccessibleName(/^Кошик: 1 товар/);
  });

  test('signing in at checkout stays there; signed in, a heart on a card saves to the account', async ({ page }) => {
    const account = await confirmedAccount(page.request);
    await openPage(page, '/checkout?auth=login');
    const login = dialog(page, words.uk.loginTitle);
    await login.getByLabel(words.uk.email).fill(account.email);
    await login.getByLabel(words.uk.password, { exact: true }).fill(account.password);
    await login.getByRole('button', { name: words.uk.loginSubmit, exact: true }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: words.uk.userMenu(account.name) })).toBeVisible();
    // No navigation to the cabinet follows, even once every request has settled.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await openPage(page, '/namety');
    const [name] = await heartFirstCards(page, 1);
    await expect(wishlistCount(page)).toHaveAccessibleName('Обране: 1 товар');
    // The cabinet's page reads the account's list on the server.
    await expect(async () => {
      await openPage(page, '/cabinet/wishlist');
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([name!], { timeout: 1000 });
    }).toPass();
    await expect(dialog(page, words.uk.loginTitle)).toHaveCount(0);
  });
});
