import AxeBuilder from '@axe-core/playwright';
import { test, expect, openPage } from './fixtures.ts';

const pages = ['/', '/en', '/contacts', '/en/policy', '/namety', '/namety/namet-tramp-2', '/news', '/no-such-page', '/password-reset/token/x'];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of pages) {
    test(`${path} has no violations on a desktop`, async ({ page }) => {
      await openPage(page, path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the home page and the open mobile menu have no violations', async ({ page }) => {
      await openPage(page, '/');
      const scan = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect((await scan()).violations.map((violation) => violation.id)).toEqual([]);
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
      expect((await scan()).violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
