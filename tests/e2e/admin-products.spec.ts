import { expectNoAxeViolations } from './account-helpers.ts';
import { expect, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor creates a tent in both languages with two colours and three sizes, publishes it,
// and shoppers find it in its category, in search and in the sitemap, in both languages. On the
// fifth e2e server: the main one's journeys count on the demo's catalogue.
test.use({ baseURL: shippingBaseUrl });

test('an editor creates a product in both languages with two colours and three sizes; it shows in its category, search and sitemap', async ({ browser }) => {
  const run = Date.now() % 100_000;
  const slug = `namet-smereka-${run}`;
  const sku = `TB-SMER-${run}`;
  const editorContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const editor = await editorContext.newPage();
  await staffSignIn(editor, e2eStaff.catalogEditor);
  await editor.getByRole('navigation').getByRole('link', { name: 'Товари' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Товари' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'Новий товар' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Новий товар' })).toBeVisible();

  await editor.getByLabel('Назва (українською)', { exact: true }).fill(`Намет Смерека ${run}`);
  await editor.getByLabel('Назва (англійською)', { exact: true }).fill(`Smereka ${run} tent`);
  await editor.getByLabel('Опис (українською)', { exact: true }).fill('<p>Чотиримісний намет для довгих походів.</p>');
  await editor.getByLabel('Опис (англійською)', { exact: true }).fill('<p>A four-person tent for long hikes.</p>');
  await editor.getByLabel('Адреса (slug)').fill(slug);
  await editor.getByRole('group', { name: 'Адреса, категорія й публікація' }).getByLabel('Артикул').fill(sku);
  await editor.getByLabel('Категорія').selectOption({ label: '\u00a0\u00a0\u00a0Намети' });
  await editor.getByLabel('Вага з упаковкою, г').fill('3200');
  await editor.getByLabel('Опубліковано на сайті').check();

  const sizes = ['S', 'M', 'L'];
  const colors = [
    ['Олива', 'OLIVE'],
    ['Койот', 'COYOTE'],
  ];
  let row = 0;
  for (const [color, code] of colors) {
    for (const size of sizes) {
      const variant = editor.getByRole('group', { name: `Варіант ${row + 1}`, exact: true });
      await variant.getByLabel('Артикул').fill(`${sku}-${size}-${code}`);
      await variant.getByLabel('Розмір').selectOption({ label: size });
      await variant.getByLabel('Колір').selectOption({ label: color });
      await variant.getByLabel('Ціна, ₴', { exact: true }).fill(size === 'L' ? '8 490' : '7990');
      await variant.getByLabel('Залишок').fill('3');
      row += 1;
    }
  }
  // A price that is no number is refused at its row; nothing is created.
  const second = editor.getByRole('group', { name: 'Варіант 2', exact: true });
  await second.getByLabel('Стара ціна, ₴').fill('дорожче');
  await editor.getByRole('button', { name: 'Створити товар' }).click();
  await expect(editor.getByRole('alert')).toContainText('Товар не збережено');
  await expect(second.getByLabel('Стара ціна, ₴')).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByText('Ціна в гривнях: більше нуля, до 7 цифр і до 2 знаків після коми')).toBeVisible();
  await expectNoAxeViolations(editor);

  await second.getByLabel('Стара ціна, ₴').fill('8990');
  await editor.getByRole('button', { name: 'Створити товар' }).click();
  await expect(editor.getByRole('status')).toHaveText('Товар створено.');
  await expect(editor.getByRole('heading', { level: 1, name: `Намет Смерека ${run}` })).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Варіант 6', exact: true }).getByLabel('Артикул')).toHaveValue(`${sku}-L-COYOTE`);
  await expectNoAxeViolations(editor);
  await editorContext.close();

  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const page = await shopper.newPage();
  for (const [prefix, name] of [
    ['', `Намет Смерека ${run}`],
    ['/en', `Smereka ${run} tent`],
  ]) {
    await page.goto(`${prefix}/namety?sort=newest`);
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toHaveAttribute('href', `${prefix}/namety/${slug}`);
    await page.goto(`${prefix}/search/${encodeURIComponent(`Смерека ${run}`)}`);
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
    await page.goto(`${prefix}/namety/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/namety/${slug}</loc>`);
  expect(sitemap).toContain(`/en/namety/${slug}"`);
  await shopper.close();

  // A manager's role has no catalogue: no link to it, and the editor itself refuses.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.catalogManager);
  await expect(manager.getByRole('navigation').getByRole('link', { name: 'Товари' })).toHaveCount(0);
  expect((await manager.goto('/admin/products/new'))?.status()).toBe(403);
  expect((await manager.goto('/admin/products'))?.status()).toBe(403);
  await managerContext.close();
});
