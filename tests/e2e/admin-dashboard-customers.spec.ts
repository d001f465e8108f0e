import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { confirmedAccount } from './account-helpers.ts';
import { placeCashOrderByApi, plate } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

async function plateId(request: APIRequestContext): Promise<number> {
  const found = await (await request.post('/api/search', { data: { lang: 'uk', string: 'Кремінь' } })).json();
  return (found.data.products.data as { id: number; path: string }[]).find((product) => product.path === plate.path)!.id;
}

const figure = async (page: Page, name: string) => (await page.locator(`[data-figure="${name}"]`).innerText()).replace(/\D/g, '');

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'uk-UA' });
  return { context, page: await context.newPage() };
}

test.describe('the back office: dashboard, customers, failed jobs', () => {
  test("a shopper's order shows on a manager's dashboard, the customer list finds the shopper, and the pages pass axe", async ({ page, browser, baseURL }) => {
    // The shopper: a confirmed account, signed in, places a cash order (calls as the shop's own pages send them).
    const shopper = await confirmedAccount(page.request, { name: 'Ярина Дашбордна' });
    const productId = await plateId(page.request);
    const post = (path: string, data: object) => page.request.post(path, { data, headers: { origin: new URL(baseURL!).origin } });
    expect((await post('/api/auth/login', { lang: 'uk', email: shopper.email, password: shopper.password })).status()).toBe(200);
    const added = await post('/api/cart/add', { lang: 'uk', product_id: productId, count: 1 });
    const cartId = (await added.json()).data.cart_id as string;
    const placed = await placeCashOrderByApi(post, { cartId, name: shopper.name, email: shopper.email, key: 'dashboard' });
    const number = (await placed.json()).data.number as string;

    // The manager: today's figures count it (other journeys may add theirs).
    const manager = await staffPage(browser);
    await staffSignIn(manager.page, e2eStaff.manager);
    await expect(manager.page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
    expect(Number(await figure(manager.page, 'today-orders'))).toBeGreaterThanOrEqual(1);
    expect(Number(await figure(manager.page, 'today-revenue'))).toBeGreaterThanOrEqual(plate.price);
    expect(Number(await figure(manager.page, 'month-orders'))).toBeGreaterThanOrEqual(1);
    // The chart is drawn, and its figures are a table too.
    await expect(manager.page.locator('[data-orders-chart] canvas')).toBeVisible();
    await manager.page.getByText('Таблиця: замовлення за днями').click();
    await expect(manager.page.getByRole('table').filter({ hasText: 'Замовлень' }).first()).toBeVisible();
    await expectNoAxeViolations(manager.page);

    // The customer list finds the shopper by name; their page lists the order.
    await manager.page.getByRole('navigation').getByRole('link', { name: 'Покупці' }).click();
    await expect(manager.page.getByRole('heading', { level: 1, name: 'Покупці' })).toBeVisible();
    await manager.page.getByLabel("Ім'я, e-mail або телефон").fill('Дашбордна');
    await manager.page.getByLabel("Ім'я, e-mail або телефон").press('Enter');
    const row = manager.page.locator(`[data-customer-row="${shopper.email}"]`);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(manager.page);
    await row.getByRole('link', { name: shopper.name }).click();
    await expect(manager.page.getByRole('heading', { level: 1, name: shopper.name })).toBeVisible();
    await expect(manager.page.getByRole('link', { name: number })).toBeVisible();
    await expectNoAxeViolations(manager.page);

    // Keyboard only: the list's sort links are reached with Tab and followed with Enter.
    await manager.page.goto('/admin/customers');
    await manager.page.locator('html[data-hydrated]').waitFor();
    const sortByOrders = manager.page.getByRole('link', { name: /Замовлень/ });
    await sortByOrders.focus();
    await manager.page.keyboard.press('Enter');
    await expect(manager.page).toHaveURL(/sort=orders/);

    // On a phone the pages fit the width (tables scroll inside their box).
    await manager.page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/admin', '/admin/customers']) {
      await manager.page.goto(path);
      const overflow = await manager.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await manager.context.close();

    // The owner's page of failed jobs.
    const owner = await staffPage(browser);
    await staffSignIn(owner.page, e2eStaff.owner);
    await owner.page.getByRole('navigation').getByRole('link', { name: 'Збої фонових завдань' }).click();
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Збої фонових завдань' })).toBeVisible();
    await expectNoAxeViolations(owner.page);
    await owner.context.close();
  });
});
