import { test, expect, openPage } from './fixtures.ts';

test.describe('the layout around every page', () => {
  test('the promo bar closes and stays closed for the visit', async ({ page }) => {
    await openPage(page, '/');
    const promo = page.getByRole('region', { name: 'Акція' });
    await expect(promo).toBeVisible();
    await expect(promo).toContainText('Безкоштовна доставка');
    await promo.getByRole('button', { name: 'Закрити оголошення' }).click();
    await expect(promo).toBeHidden();

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('region', { name: 'Акція' })).toBeHidden();
  });

  test('the cookie notice stays accepted after a reload', async ({ page, context }) => {
    await openPage(page, '/');
    const notice = page.getByRole('region', { name: 'Ми використовуємо cookies' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('cookies');
    await notice.getByRole('button', { name: 'Зрозуміло' }).click();
    await expect(notice).toBeHidden();
    expect((await context.cookies()).some((cookie) => cookie.name === 'accepted')).toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Ми використовуємо cookies' })).toBeHidden();
    await openPage(page, '/en/contacts');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
  });

  test('the newsletter form shows its error, then its confirmation for two seconds', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Ваш email' });
    const submit = footer.getByRole('button', { name: 'Підписатися' });

    await email.fill('not-an-email');
    await submit.click();
    await expect(footer.getByText('Email має містити символ «@» і домен, наприклад name@example.com')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(`shopper-${Date.now()}@example.com`);
    await submit.click();
    const confirmation = footer.getByText('Дякуємо! Ви підписалися на новини Табору.');
    await expect(confirmation).toBeVisible();
    const shownAt = Date.now();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // After 2 s the confirmation goes and the form is clear again.
    await expect(confirmation).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await expect(email).toHaveValue('');
  });

  test('the header shows the menus, phones, currency and language controls', async ({ page }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Інформація для покупців' }).getByRole('link', { name: 'Контакти' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Валюта' })).toBeVisible();
    await expect(header.getByRole('link', { name: /\+380/ }).first()).toBeVisible();

    // The panel of every contact is built when first opened.
    const allContacts = header.getByRole('button', { name: 'Усі контакти' });
    await allContacts.click();
    await expect(allContacts).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: /Костянтинівська/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: /Костянтинівська/ })).toBeHidden();
    await expect(allContacts).toBeFocused();

    const catalogue = header.getByRole('navigation', { name: 'Каталог товарів' });
    await catalogue.getByRole('button', { name: /Кемпінг/i }).click();
    await expect(catalogue.getByRole('link', { name: 'Намети' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(catalogue.getByRole('link', { name: 'Намети' }).first()).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu opens, goes two levels deep and closes on navigation', async ({ page }) => {
    await openPage(page, '/');
    const burger = page.getByRole('button', { name: 'Меню', exact: true });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);

    await menu.getByRole('button', { name: 'Кемпінг' }).click();
    await expect(menu.getByRole('heading', { name: 'Кемпінг' })).toBeVisible();
    await menu.getByRole('button', { name: 'Намети' }).click();
    await expect(menu.getByRole('heading', { name: 'Намети' })).toBeVisible();
    const winterTents = menu.getByRole('link', { name: 'Зима' });
    await expect(winterTents).toBeVisible();

    await winterTents.click();
    await expect(page).toHaveURL(/\/namety\?season=winter$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Намети');

    // Reopened after the 500 ms reset, it starts again from the top level.
    await page.waitForTimeout(600);
    await burger.click();
    await expect(menu.getByRole('button', { name: 'Кемпінг' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
