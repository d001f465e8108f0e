import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor imports a price list of 500 new tents: a dry run first (a file with mistakes
// shows them by row and column), then the apply, and shoppers find the tents in their category
// and by search. On the fifth e2e server: the main one's journeys count on the demo's catalogue.
test.use({ baseURL: shippingBaseUrl });

const header = ['slug', 'sku', 'name_uk', 'name_en', 'description_uk', 'description_en', 'category', 'size', 'color', 'price', 'stock', 'weight', 'active'];

function priceList(run: number, count: number, change: (row: string[], index: number) => string[] = (row) => row): string {
  const rows = Array.from({ length: count }, (_, index) =>
    change(
      [`import-${run}-${index}`, `IMP${run}-${index}-M`, `Імпортний намет ${run}-${index}`, `Imported tent ${run}-${index}`, '<p>Намет з прайсу.</p>', '<p>A tent from the price list.</p>', 'namety', 'm', 'olive', '1999.00', '5', '1500', '1'],
      index,
    ),
  );
  return `\ufeff${stringify([header, ...rows])}`;
}

test('an editor imports a 500-product CSV (dry run, then apply) and the products appear on the storefront', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = Date.now() % 100_000;
  const folder = await mkdtemp(join(tmpdir(), 'tabir-import-'));
  const good = join(folder, `tents-${run}.csv`);
  const bad = join(folder, `tents-${run}-mistakes.csv`);
  await writeFile(good, priceList(run, 500));
  await writeFile(bad, priceList(run, 3, (row, index) => (index === 1 ? row.map((cell, at) => (header[at] === 'price' ? 'безкоштовно' : header[at] === 'category' ? 'no-such-category' : cell)) : row)));

  const context = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const editor = await context.newPage();
  await staffSignIn(editor, e2eStaff.importEditor);
  await editor.getByRole('navigation').getByRole('link', { name: 'Товари' }).click();
  await editor.getByRole('link', { name: 'Імпорт із CSV чи XLSX' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Імпорт товарів' })).toBeVisible();
  await expectNoAxeViolations(editor);

  // A file with mistakes: each shown at its row and column, and nothing is written.
  await editor.getByLabel('Файл').setInputFiles(bad);
  await editor.getByRole('button', { name: 'Перевірити (пробний запуск)' }).click();
  const errors = editor.getByRole('region', { name: 'Помилки' });
  await expect(errors.getByRole('row').filter({ hasText: 'price' })).toContainText('3');
  await expect(errors.getByRole('row').filter({ hasText: 'category' })).toContainText('Такої категорії немає');
  await expect(editor.getByText('У файлі є помилки: нічого не записано.')).toBeVisible();
  await expectNoAxeViolations(editor);

  // The price list: the dry run says what it would do, the apply does it.
  await editor.getByLabel('Файл').setInputFiles(good);
  await editor.getByRole('button', { name: 'Перевірити (пробний запуск)' }).click();
  await expect(editor.getByText('Пробний запуск: нічого ще не записано.')).toBeVisible();
  await expect(editor.locator('[data-summary="create"]')).toHaveText('500');
  await expect(editor.locator('[data-summary="error"]')).toHaveText('0');
  await expectNoAxeViolations(editor);
  await editor.getByRole('button', { name: 'Застосувати' }).click();
  await expect(editor.getByText('Застосовано: створено товарів — 500, змінено — 0.')).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(editor);
  await context.close();
  await rm(folder, { recursive: true, force: true });

  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const page = await shopper.newPage();
  await page.goto('/namety?sort=newest');
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`Імпортний намет ${run}-\\d+`) }).first()).toBeVisible();
  await page.goto(`/search/${encodeURIComponent(`Імпортний намет ${run}-123`)}`);
  await expect(page.getByRole('main').getByRole('link', { name: `Імпортний намет ${run}-123` }).first()).toHaveAttribute('href', `/namety/import-${run}-123`);
  await page.goto(`/en/namety/import-${run}-7`);
  await expect(page.getByRole('heading', { level: 1, name: `Imported tent ${run}-7` })).toBeVisible();
  await shopper.close();

  // A manager's role has no catalogue: the import page refuses.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.importManager);
  expect((await manager.goto('/admin/products/import'))?.status()).toBe(403);
  expect((await manager.request.get('/api/admin/products/export?format=csv')).status()).toBe(403);
  await managerContext.close();
});
