import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';

const pages = ['/', '/en', '/contacts', '/en/policy', '/namety', '/namety/namet-tramp-2', '/news', '/no-such-page', '/password-reset/token/x'];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of pages) {
    test(`${path} has no violations on a desktop`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the home page and the open mobile menu have no violations', async ({ page }) => {
      await openPage(page, '/');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
