import sharp from 'sharp';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor changes the promo bar's text in both languages and the storefront shows it. On
// the fifth e2e server: the main one's journeys count on the demo's promo bar.
test.use({ baseURL: shippingBaseUrl });

test('an editor changes the promo bar in both languages and the storefront shows it; a mistake is shown at its field', async ({ browser }) => {
  const editorContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const editor = await editorContext.newPage();
  await staffSignIn(editor, e2eStaff.settingsEditor);
  await editor.getByRole('navigation').getByRole('link', { name: 'Налаштування' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Налаштування сайту' })).toBeVisible();
  await expectNoAxeViolations(editor);

  const ukText = editor.getByRole('textbox', { name: 'Текст смуги Українська' });
  const enText = editor.getByRole('textbox', { name: 'Текст смуги Англійська' });
  await ukText.fill('Зимовий розпродаж спальників — до −30 %');
  await enText.fill('Winter sale on sleeping bags: up to 30% off');
  // A link that is neither a path of the shop nor a web address is refused at its field; nothing is saved.
  const ukLink = editor.getByRole('textbox', { name: 'Посилання Українська' });
  await ukLink.fill('spalnyky');
  await editor.getByRole('button', { name: 'Зберегти' }).click();
  await expect(editor.getByRole('alert')).toContainText('Налаштування не збережено');
  await expect(ukLink).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('Вкажіть адресу на сайті, що починається з /, або повну адресу http(s)://')).toBeVisible();
  await expectNoAxeViolations(editor);

  await ukLink.fill('/spalni-mishky');
  await editor.getByRole('button', { name: 'Зберегти' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Налаштування збережено' })).toHaveText('Налаштування збережено. Вітрина покаже їх за кілька секунд.');
  await expect(ukText).toHaveValue('Зимовий розпродаж спальників — до −30 %');

  // The contacts open from their own link; the shop's bank details and switches are the owner's.
  const sections = editor.getByRole('navigation', { name: 'Розділи налаштувань' });
  await expect(sections.getByRole('link', { name: 'Магазин', exact: true })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Контакти й логотипи' }).click();
  await expect(editor.getByRole('heading', { level: 2, name: 'Контакти й логотипи' })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Email Українська' })).toHaveValue('hello@tabir.com.ua');
  await expectNoAxeViolations(editor);
  // The Ukrainian logo is uploaded from the computer: the field takes the stored file's path.
  const logo = await sharp({ create: { width: 480, height: 128, channels: 4, background: { r: 40, g: 60, b: 30, alpha: 1 } } }).png().toBuffer();
  await editor.getByLabel('Завантажити зображення: Логотип (Українська)').setInputFiles({ name: 'tabir-winter.png', mimeType: 'image/png', buffer: logo });
  const logoPath = editor.getByRole('textbox', { name: 'Логотип Українська' });
  await expect(logoPath).toHaveValue(/^uploads\/\d{4}\/\d{2}\/\w+\.webp$/, { timeout: 30_000 });
  const uploadedLogo = await logoPath.inputValue();
  await editor.getByRole('button', { name: 'Зберегти' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Налаштування збережено' })).toBeVisible();
  await editorContext.close();

  const shopper = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const page = await shopper.newPage();
  await page.goto('/');
  const promo = page.getByRole('region', { name: 'Акція' });
  await expect(promo).toContainText('Зимовий розпродаж спальників — до −30 %');
  await expect(promo.getByRole('link')).toHaveAttribute('href', '/spalni-mishky');
  const headerLogo = page.getByRole('banner').getByRole('img', { name: /Табір/ }).first();
  await expect(headerLogo).toHaveAttribute('src', `/storage/${uploadedLogo}`);
  await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'Special offer' })).toContainText('Winter sale on sleeping bags: up to 30% off');
  await shopper.close();

});
