import { test, expect, openPage, expectNoAxeViolations } from './fixtures.ts';
import { confirmedAccount, dialog, expectRefusals, signInThroughHeader, uniqueEmail, words, type Lang } from './account-helpers.ts';
import { latestMailLink } from './mail.ts';

test.describe('passwords and the profile', () => {
  for (const lang of ['uk', 'en'] as const satisfies Lang[]) {
    const w = words[lang];

    test(`${lang}: a forgotten password is reset through the mailed link, and only the new one signs in`, async ({ page, consoleErrors }) => {
      const account = await confirmedAccount(page.request, { lang });
      const newPassword = 'Novyi-Parol-2026';

      await openPage(page, `${w.prefix}/`);
      await page.getByRole('banner').getByRole('button', { name: w.login, exact: true }).click();
      await dialog(page, w.loginTitle).getByRole('button', { name: w.forgot }).click();
      const reset = dialog(page, w.resetTitle);
      await expect(reset.getByLabel(w.email)).toBeFocused();
      await expectNoAxeViolations(page);
      await reset.getByLabel(w.email).fill(account.email);
      await reset.getByRole('button', { name: w.resetSubmit }).click();
      await expect(reset.getByText(w.resetSent(account.email))).toBeVisible();
      await page.keyboard.press('Escape');

      const link = new URL(await latestMailLink(account.email, '/password-reset/token/')).pathname;
      const response = await openPage(page, link);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      const main = page.getByRole('main');
      await main.getByLabel(w.newPassword).fill(newPassword);
      await main.getByLabel(w.confirmation).fill('something-else');
      await main.getByRole('button', { name: w.savePassword }).click();
      await expect(main.getByLabel(w.confirmation)).toHaveAccessibleDescription(w.passwordsMatch);
      await expect(main.getByLabel(w.confirmation)).toBeFocused();
      await main.getByLabel(w.confirmation).fill(newPassword);
      await main.getByRole('button', { name: w.savePassword }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.passwordSaved);
      await expectNoAxeViolations(page);

      await main.getByRole('button', { name: w.login, exact: true }).click();
      const login = dialog(page, w.loginTitle);
      await login.getByLabel(w.email).fill(account.email);
      await login.getByLabel(w.password, { exact: true }).fill(account.password);
      await login.getByRole('button', { name: w.loginSubmit, exact: true }).click();
      await expect(login.getByRole('alert')).toHaveText(w.pair);
      await login.getByLabel(w.password, { exact: true }).fill(newPassword);
      await login.getByRole('button', { name: w.loginSubmit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/cabinet$`));
      expectRefusals(consoleErrors, [401]);

      // The link works once: used again, it says so and offers a new one.
      await openPage(page, link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'uk' ? 'Посилання недійсне' : 'This link is not valid');
      await page.getByRole('button', { name: lang === 'uk' ? 'Надіслати нове посилання' : 'Send a new link' }).click();
      await expect(dialog(page, w.resetTitle)).toBeVisible();
    });
  }

  test("a double-barrelled surname keeps its hyphen as typed, at registration and in the profile", async ({ page }) => {
    const w = words.uk;
    await openPage(page, '/');
    await page.getByRole('banner').getByRole('button', { name: w.register, exact: true }).click();
    const register = dialog(page, w.registerTitle);
    const typedName = register.getByLabel(w.name);
    // Typed key by key: the hyphen is kept after a letter, other signs still go as typed.
    await typedName.pressSequentially("Ірина Коваль-Мар'янчук1");
    await expect(typedName).toHaveValue("Ірина Коваль-Мар'янчук");
    const email = uniqueEmail('hyphen');
    await register.getByLabel(w.email).fill(email);
    await register.getByLabel(w.password, { exact: true }).fill('Namet-i-spalnyk-2026');
    await register.getByLabel(w.confirmation).fill('Namet-i-spalnyk-2026');
    await register.getByRole('button', { name: w.registerSubmit }).click();
    await expect(register.getByText(w.registered(email))).toBeVisible();
    await register.getByRole('button', { name: w.continueShopping }).click();

    const account = await confirmedAccount(page.request);
    await signInThroughHeader(page, 'uk', account);
    await expect(page).toHaveURL(/\/cabinet$/);
    await page.getByRole('button', { name: 'Редагувати профіль' }).click();
    const edit = dialog(page, 'Редагування профілю');
    const name = edit.getByLabel(w.name);
    await name.clear();
    await name.pressSequentially('Олена Петренко-Гай');
    await expect(name).toHaveValue('Олена Петренко-Гай');
    await edit.getByRole('button', { name: 'Зберегти' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('main').locator('[data-profile-name]')).toHaveText('Олена Петренко-Гай');
  });

  test('a dead confirmation link offers a new one', async ({ page }) => {
    await openPage(page, '/user-email-confirm/token/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Посилання недійсне');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('someone@example.com');
    await main.getByRole('button', { name: 'Надіслати нове посилання' }).click();
    await expect(main.getByRole('status')).toContainText('someone@example.com');
    await expectNoAxeViolations(page);
  });

  test('the cabinet edits the name, asks to confirm a new address, and refuses a wrong old password', async ({ page, consoleErrors }) => {
    const account = await confirmedAccount(page.request);
    await openPage(page, '/');
    await signInThroughHeader(page, 'uk', account);
    await expect(page).toHaveURL(/\/cabinet$/);
    // The cabinet is the shopper's own: never cached, never indexed.
    const response = await openPage(page, '/cabinet');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Редагувати профіль' }).click();
    const edit = dialog(page, 'Редагування профілю');
    await expect(edit.getByLabel(words.uk.name)).toBeFocused();
    await expectNoAxeViolations(page);
    await edit.getByLabel(words.uk.name).fill('Олена Бондар');
    const newEmail = account.email.replace('@', '.new@');
    await edit.getByLabel('Email').fill(newEmail);
    // A new address needs the current password: the field appears with the change.
    await edit.getByRole('button', { name: 'Зберегти' }).click();
    await expect(edit.getByLabel('Поточний пароль')).toHaveAccessibleDescription('Щоб змінити email, введіть поточний пароль');
    await expect(edit.getByLabel('Поточний пароль')).toBeFocused();
    await edit.getByLabel('Поточний пароль').fill(account.password);
    await edit.getByRole('button', { name: 'Зберегти' }).click();
    await expect(edit).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText(newEmail);
    await expect(main.locator('[data-profile-name]')).toHaveText('Олена Бондар');
    await expect(main.getByText(`Нова адреса ${newEmail} чекає на підтвердження`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: words.uk.userMenu('Олена Бондар') })).toBeVisible();

    // The link sent to the new address makes it the account's.
    const link = new URL(await latestMailLink(newEmail, '/profile/user-email-confirm/token/')).pathname;
    await openPage(page, link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нову адресу підтверджено');
    await page.getByRole('link', { name: 'До кабінету' }).click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();

    await page.getByRole('button', { name: 'Змінити пароль' }).click();
    const change = dialog(page, 'Зміна пароля');
    await change.getByLabel('Поточний пароль').fill('not-my-password');
    await change.getByLabel('Новий пароль').fill('Inshyi-Parol-2026');
    await change.getByLabel('Повторіть пароль').fill('Inshyi-Parol-2026');
    await change.getByRole('button', { name: 'Змінити пароль' }).click();
    await expect(change.getByLabel('Поточний пароль')).toHaveAccessibleDescription('Поточний пароль неправильний');
    await expect(change.getByLabel('Поточний пароль')).toBeFocused();
    // The address change without the password, and the wrong old password.
    expectRefusals(consoleErrors, [422, 422]);
    await change.getByLabel('Поточний пароль').fill(account.password);
    await change.getByRole('button', { name: 'Змінити пароль' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Пароль змінено.');

    // The orders page: none yet, with a way to the catalogue.
    await page.getByRole('navigation', { name: 'Розділи кабінету' }).getByRole('link', { name: 'Мої замовлення' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мої замовлення');
    await expect(page.getByRole('main').getByText('Ви ще нічого не замовляли.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Розділи кабінету' }).getByRole('link', { name: 'Мої замовлення' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('the old address cancels a change it did not ask for, and the change link dies', async ({ page }) => {
    const account = await confirmedAccount(page.request, { lang: 'en' });
    await openPage(page, '/en/');
    await signInThroughHeader(page, 'en', account);
    await expect(page).toHaveURL(/\/en\/cabinet$/);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = dialog(page, 'Edit profile');
    const newEmail = account.email.replace('@', '.taken@');
    await edit.getByLabel('Email').fill(newEmail);
    await edit.getByLabel('Current password').fill(account.password);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    const cancel = new URL(await latestMailLink(account.email, '/profile/email-change/cancel/token/')).pathname;
    const change = new URL(await latestMailLink(newEmail, '/profile/user-email-confirm/token/')).pathname;
    const response = await openPage(page, cancel);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel the email change');
    await page.getByRole('main').getByRole('button', { name: 'Cancel the change' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change cancelled');
    await expect(page.getByRole('main')).toContainText(account.email);
    await expectNoAxeViolations(page);

    await openPage(page, change);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  });
});
