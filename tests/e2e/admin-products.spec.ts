import sharp from 'sharp';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor creates a tent in both languages with two colours and three sizes, publishes it,
// and shoppers find it in its category, in search and in the sitemap, in both languages. On the
// fifth e2e server: the main one's journeys count on the demo's catalogue.
test.use({ baseURL: shippingBaseUrl });

/** Each upload is decoded and re-encoded by the server: on a busy machine that takes a while. */
const uploadWait = 45_000;

test('an editor creates a product in both languages with two colours and three sizes; it shows in its category, search and sitemap', async ({ browser }) => {
  test.setTimeout(240_000);
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
  // Photos: two chosen in the file picker, one dropped on the field; then alt text, colours and order.
  const photo = async (red: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 120, b: 60 } } }).jpeg().toBuffer();
  const photos = editor.getByRole('group', { name: 'Фото', exact: true });
  await photos.getByLabel('Додати фото').setInputFiles([
    { name: 'smereka-olive.jpg', mimeType: 'image/jpeg', buffer: await photo(60) },
    { name: 'smereka-coyote.jpg', mimeType: 'image/jpeg', buffer: await photo(180) },
  ]);
  await expect(photos.getByText('Додано 2 фото. Збережіть товар, щоб їх зберегти.')).toHaveAttribute('role', 'status', { timeout: uploadWait });
  const dropped = await photo(240);
  const transfer = await editor.evaluateHandle((bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'smereka-coyote-back.jpg', { type: 'image/jpeg' }));
    return data;
  }, [...dropped]);
  await editor.locator('[data-drop-zone]').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(photos.getByText('Додано 1 фото. Збережіть товар, щоб його зберегти.')).toHaveAttribute('role', 'status', { timeout: uploadWait });
  const photoGroup = (n: number) => photos.getByRole('group', { name: new RegExp(`^Фото ${n} з 3`) });
  await photoGroup(1).getByLabel('Альтернативний текст (українською)').fill(`Намет Смерека ${run} олива`);
  await photoGroup(1).getByLabel('Альтернативний текст (англійською)').fill(`Smereka ${run} tent in olive`);
  await photoGroup(1).getByLabel('Показувати для кольору').selectOption({ label: 'Олива' });
  await photoGroup(2).getByLabel('Показувати для кольору').selectOption({ label: 'Койот' });
  await photoGroup(3).getByLabel('Показувати для кольору').selectOption({ label: 'Койот' });
  await photoGroup(3).getByLabel('Альтернативний текст (англійською)').fill('Coyote, back');
  // The third becomes the coyote's main photo: it moves before the second.
  await photoGroup(3).getByRole('button', { name: 'Зробити головним фото кольору «Койот»' }).click();
  await expect(photoGroup(2).getByLabel('Альтернативний текст (англійською)')).toHaveValue('Coyote, back');
  await expect(photoGroup(2)).toHaveAccessibleName('Фото 2 з 3 — головне фото кольору «Койот»');
  // And by keyboard with its drag handle: the olive photo goes down one place and back.
  await photoGroup(1).getByRole('button', { name: 'Перетягнути фото 1 з 3' }).focus();
  await editor.keyboard.press('Space');
  await expect(editor.getByText('Узято фото 1 з 3.')).toBeAttached();
  await editor.keyboard.press('ArrowDown');
  await expect(editor.getByText('Фото над місцем 2 з 3.')).toBeAttached();
  await editor.keyboard.press('Space');
  await expect(editor.getByText('Фото поставлено на місце 2 з 3.')).toBeAttached();
  await expect(photoGroup(2).getByLabel('Альтернативний текст (англійською)')).toHaveValue(`Smereka ${run} tent in olive`);
  await photoGroup(2).getByRole('button', { name: 'Пересунути фото 2 вище' }).click();
  await expect(photoGroup(1).getByLabel('Альтернативний текст (англійською)')).toHaveValue(`Smereka ${run} tent in olive`);

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
  await expect(editor.getByRole('status').filter({ hasText: 'Товар створено.' })).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1, name: `Намет Смерека ${run}` })).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Варіант 6', exact: true }).getByLabel('Артикул')).toHaveValue(`${sku}-L-COYOTE`);
  // The photos came through the refused save and the saved one, in their order.
  await expect(photoGroup(1).getByLabel('Альтернативний текст (українською)')).toHaveValue(`Намет Смерека ${run} олива`);
  await expect(photoGroup(2).getByLabel('Альтернативний текст (англійською)')).toHaveValue('Coyote, back');
  await expect(photoGroup(3).getByLabel('Показувати для кольору')).toHaveValue(/\d+/);
  await expectNoAxeViolations(editor);

  // A price change over the list found asks first, naming how many: dismissed, nothing changes.
  await editor.goto(`/admin/products?query=${sku}`);
  await editor.locator('html[data-hydrated]').waitFor();
  await editor.getByLabel('На скільки відсотків (від’ємне число знижує)').fill('10');
  const questions: string[] = [];
  editor.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await editor.getByRole('button', { name: 'Змінити ціни' }).click();
  await expect.poll(() => questions).toEqual(['Змінити ціни 1 знайденого товару на 10 %?']);
  await expect(editor.getByRole('status').filter({ hasText: 'Ціни змінено' })).toHaveCount(0);
  editor.once('dialog', (dialog) => void dialog.accept());
  await editor.getByRole('button', { name: 'Змінити ціни' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Ціни змінено в 1 товарі.' })).toBeVisible();
  await editorContext.close();

  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const page = await shopper.newPage();
  for (const [prefix, name, alt] of [
    ['', `Намет Смерека ${run}`, `Намет Смерека ${run} олива`],
    ['/en', `Smereka ${run} tent`, `Smereka ${run} tent in olive`],
  ] as const) {
    await page.goto(`${prefix}/namety?sort=newest`);
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toHaveAttribute('href', `${prefix}/namety/${slug}`);
    await page.goto(`${prefix}/search/${encodeURIComponent(`Смерека ${run}`)}`);
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
    await page.goto(`${prefix}/namety/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const main = page.getByRole('region', { name: /Фото товару|Product photos/ }).getByAltText(alt, { exact: true });
    await expect(main).toBeVisible();
    // The uploaded photo goes through the resizer, and loads.
    expect(await main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
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
