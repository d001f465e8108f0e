import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A content editor writes a text page in both languages with the rich-text editor, previews the
// draft, publishes it and finds it at its address in both languages; edits a news article; a
// manager gets no access. On the fifth e2e server: the main one's journeys count on the demo's content.
test.use({ baseURL: shippingBaseUrl });

/** Types into the rich-text editor labelled `label`: a bold phrase, a list of two items and a link. */
async function writeRichText(page: Page, label: string, { intro, bold, items, linkText, href }: { intro: string; bold: string; items: [string, string]; linkText: string; href: string }) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  const toolbar = page.getByRole('toolbar', { name: new RegExp(`${label.replace(/[()]/g, '\\$&')}$`) });
  await editor.click();
  await expect(editor).toBeFocused();
  await page.keyboard.type(intro);
  // A toolbar button hands the focus back to the text a moment later: typing waits for it.
  await toolbar.getByRole('button', { name: /^(Жирний|Bold)$/ }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type(bold);
  await toolbar.getByRole('button', { name: /^(Жирний|Bold)$/ }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: /^(Маркований список|Bulleted list)$/ }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type(items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(linkText);
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: /^(Посилання|Link)$/ }).click();
  const address = page.getByLabel(/^(Адреса посилання|Link address)/);
  await address.fill(href);
  await address.press('Enter');
  await expect(editor.locator('strong')).toHaveText(bold);
  await expect(editor.locator('ul > li')).toHaveText(items);
  await expect(editor.getByRole('link', { name: linkText })).toHaveAttribute('href', href);
}

/** The storefront shows a change within the page cache's poll: look again until it does. */
async function expectOnStorefront(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('an editor writes a text page in both languages, previews the draft, publishes it and edits a news article; a manager gets no access', async ({ browser }) => {
  // A long journey: two editors typed into, a preview, a publication, a news edit, three sign-ins.
  test.setTimeout(240_000);
  const run = Date.now() % 100_000;
  const slug = `umovy-harantii-${run}`;
  const ukTitle = `Умови гарантії ${run}`;
  const enTitle = `Warranty terms ${run}`;
  const editorContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const editor = await editorContext.newPage();
  await staffSignIn(editor, e2eStaff.contentEditor);
  await editor.getByRole('navigation').getByRole('link', { name: 'Текстові сторінки' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Текстові сторінки' })).toBeVisible();
  await expectNoAxeViolations(editor);

  await editor.getByRole('link', { name: 'Нова текстова сторінка' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Нова текстова сторінка' })).toBeVisible();
  await editor.locator('html[data-hydrated]').waitFor();
  await expect(editor.getByRole('textbox', { name: 'Текст (українською)', exact: true })).toBeVisible();
  await expectNoAxeViolations(editor);

  await editor.getByLabel('Заголовок (українською)', { exact: true }).fill(ukTitle);
  await editor.getByLabel('Заголовок (англійською)', { exact: true }).fill(enTitle);
  await writeRichText(editor, 'Текст (українською)', { intro: 'Даємо ', bold: 'два роки', items: ['Намети', 'Спальники'], linkText: 'Пишіть нам', href: 'https://t.me/tabir_shop' });
  await writeRichText(editor, 'Текст (англійською)', { intro: 'We give ', bold: 'two years', items: ['Tents', 'Sleeping bags'], linkText: 'Write to us', href: 'https://t.me/tabir_shop' });
  // A slug the shop's own pages use is refused at its field; nothing is created.
  await editor.getByLabel('Адреса (slug)').fill('news');
  await editor.getByRole('button', { name: 'Створити' }).click();
  await expect(editor.getByRole('alert')).toContainText('Не збережено');
  await expect(editor.getByLabel('Адреса (slug)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(editor);

  // The form keeps what was typed after the refusal (the editors start from the posted HTML).
  await editor.getByLabel('Адреса (slug)').fill(slug);
  await editor.getByRole('button', { name: 'Створити' }).click();
  await expect(editor.getByRole('status')).toHaveText('Створено.');
  await expect(editor.getByRole('heading', { level: 1, name: ukTitle })).toBeVisible();

  // A draft is not on the storefront, but its preview shows it as it will look, to staff only.
  const anonymous = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const shopper = await anonymous.newPage();
  expect((await shopper.goto(`/${slug}`))?.status()).toBe(404);
  await editor.locator('html[data-hydrated]').waitFor();
  const [preview] = await Promise.all([editorContext.waitForEvent('page'), editor.getByRole('button', { name: 'Попередній перегляд (у новій вкладці) (англійською)' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
  await expect(preview.getByRole('main').locator('strong')).toHaveText('two years');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();
  expect((await shopper.goto('/admin/preview?kind=page&id=1'))?.url()).toContain('/admin/sign-in');

  await editor.getByLabel('Опубліковано на сайті').check();
  await editor.getByRole('button', { name: 'Зберегти' }).click();
  await expect(editor.getByRole('status')).toHaveText('Збережено. Вітрина покаже зміни за кілька секунд.');

  for (const [prefix, title, bold, items, linkText] of [
    ['', ukTitle, 'два роки', ['Намети', 'Спальники'], 'Пишіть нам'],
    ['/en', enTitle, 'two years', ['Tents', 'Sleeping bags'], 'Write to us'],
  ] as const) {
    await expectOnStorefront(shopper, `${prefix}/${slug}`, async () => {
      await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 1000 });
    });
    const article = shopper.getByRole('main').getByRole('article');
    await expect(article.locator('strong')).toHaveText(bold);
    await expect(article.locator('ul > li')).toHaveText([...items]);
    await expect(article.getByRole('link', { name: linkText })).toHaveAttribute('href', 'https://t.me/tabir_shop');
  }

  // A news article: its English title changes, and the storefront shows the new one.
  await editor.getByRole('navigation').getByRole('link', { name: 'Новини' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Новини' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('table').getByRole('link').first().click();
  await editor.locator('html[data-hydrated]').waitFor();
  const newsSlug = await editor.getByLabel('Адреса (slug)').inputValue();
  const newTitle = `Fresh news ${run}`;
  await editor.getByLabel('Заголовок (англійською)', { exact: true }).fill(newTitle);
  await editor.getByRole('button', { name: 'Зберегти' }).click();
  // The page's status first; the cover's upload has a status of its own.
  await expect(editor.getByRole('status').first()).toHaveText('Збережено. Вітрина покаже зміни за кілька секунд.');
  await expectNoAxeViolations(editor);
  await expectOnStorefront(shopper, `/en/news/${newsSlug}`, async () => {
    await expect(shopper.getByRole('heading', { level: 1, name: newTitle })).toBeVisible({ timeout: 1000 });
  });
  // A landing's editor with its content blocks.
  await editor.getByRole('navigation').getByRole('link', { name: 'Лендинги' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Лендинги' })).toBeVisible();
  await editor.getByRole('table').getByRole('link').first().click();
  await expect(editor.getByRole('group', { name: 'Блоки вмісту' })).toBeVisible();
  await editor.locator('html[data-hydrated]').waitFor();
  await expect(editor.getByRole('button', { name: 'Перемістити блок 2 вище' })).toBeEnabled();
  await expectNoAxeViolations(editor);
  await anonymous.close();
  await editorContext.close();

  // A manager's role has no content: no link to it, and the pages refuse.
  const managerContext = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await managerContext.newPage();
  await staffSignIn(manager, e2eStaff.contentManager);
  await expect(manager.getByRole('navigation').getByRole('link', { name: 'Текстові сторінки' })).toHaveCount(0);
  expect((await manager.goto('/admin/pages'))?.status()).toBe(403);
  expect((await manager.goto('/admin/news/1'))?.status()).toBe(403);
  expect((await manager.goto('/admin/preview?kind=page&id=1'))?.status()).toBe(403);
  await managerContext.close();
});
