import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { latestMailLink } from './mail.ts';

/** The words of the account journeys in each language. */
export const words = {
  uk: {
    prefix: '',
    login: 'Увійти',
    register: 'Реєстрація',
    loginTitle: 'Вхід до кабінету',
    registerTitle: 'Реєстрація',
    resetTitle: 'Відновлення пароля',
    email: 'Email',
    password: 'Пароль',
    confirmation: 'Повторіть пароль',
    name: "Ім'я та прізвище",
    loginSubmit: 'Увійти',
    registerSubmit: 'Зареєструватися',
    resetSubmit: 'Надіслати посилання',
    forgot: 'Забули пароль?',
    continueShopping: 'Продовжити покупки',
    registered: (email: string) => `Ми надіслали лист на ${email}.`,
    confirmedTitle: 'Адресу підтверджено',
    cabinetTitle: 'Особистий кабінет',
    greeting: (name: string) => `Вітаємо, ${name}!`,
    userMenu: (name: string) => `Обліковий запис: ${name}`,
    logout: 'Вийти',
    pair: 'Неправильна пара логін — пароль',
    verified: 'Обліковий запис не підтверджено через email',
    nameRequired: "Введіть свої ім'я та прізвище",
    emailRequired: 'Заповніть поле email',
    passwordMin: 'Пароль має містити щонайменше 8 символів',
    passwordsMatch: 'Паролі не збігаються',
    resetSent: (email: string) => `Інструкції з відновлення пароля надіслано на ${email}.`,
    newPassword: 'Новий пароль',
    savePassword: 'Зберегти пароль',
    passwordSaved: 'Пароль змінено',
    wishlistNav: 'Обране',
  },
  en: {
    prefix: '/en',
    login: 'Sign in',
    register: 'Register',
    loginTitle: 'Sign in',
    registerTitle: 'Create an account',
    resetTitle: 'Reset your password',
    email: 'Email',
    password: 'Password',
    confirmation: 'Repeat the password',
    name: 'First and last name',
    loginSubmit: 'Sign in',
    registerSubmit: 'Create account',
    resetSubmit: 'Send the link',
    forgot: 'Forgot your password?',
    continueShopping: 'Continue shopping',
    registered: (email: string) => `We have sent an email to ${email}.`,
    confirmedTitle: 'Email confirmed',
    cabinetTitle: 'My account',
    greeting: (name: string) => `Welcome, ${name}!`,
    userMenu: (name: string) => `Account: ${name}`,
    logout: 'Sign out',
    pair: 'Invalid login password pair',
    verified: 'Account not verified by email',
    nameRequired: 'Enter your first and last name',
    emailRequired: 'Fill in the email field',
    passwordMin: 'The password must have at least 8 characters',
    passwordsMatch: 'The passwords do not match',
    resetSent: (email: string) => `Password reset instructions have been sent to ${email}.`,
    newPassword: 'New password',
    savePassword: 'Save password',
    passwordSaved: 'Password changed',
    wishlistNav: 'Wishlist',
  },
} as const;

export type Lang = keyof typeof words;

/** An address no other run or test has used. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A confirmed account made through the API and the link in its mail (for journeys about something else). */
export async function confirmedAccount(
  request: APIRequestContext,
  { lang = 'uk', name = 'Олена Коваль', password = 'sekret-Parol-1', mailDir }: { lang?: Lang; name?: string; password?: string; mailDir?: string } = {},
) {
  const email = uniqueEmail('account');
  const response = await request.post('/api/auth/register', { data: { lang, name, email, password, password_confirmation: password } });
  expect(response.status(), await response.text()).toBe(200);
  const link = await latestMailLink(email, '/user-email-confirm/token/', mailDir ? { dir: mailDir } : {});
  expect((await request.get(new URL(link).pathname)).status()).toBe(200);
  return { email, name, password };
}

/** The open account dialog with this title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Signs in through the header's button and the sign-in dialog, as a shopper would. */
export async function signInThroughHeader(page: Page, lang: Lang, { email, password }: { email: string; password: string }) {
  const w = words[lang];
  await page.getByRole('banner').getByRole('button', { name: w.login, exact: true }).click();
  const login = dialog(page, w.loginTitle);
  await expect(login).toBeVisible();
  await login.getByLabel(w.email).fill(email);
  await login.getByLabel(w.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: w.loginSubmit, exact: true }).click();
}

/**
 * Refused calls (a wrong password's 401, a 422 on a taken address) are logged by the browser as
 * failed resources: these, once each, are expected; anything else still fails the test.
 */
export function expectRefusals(consoleErrors: string[], statuses: number[]) {
  for (const status of statuses) {
    const index = consoleErrors.findIndex((text) => text.includes(`status of ${status}`));
    expect(index, `a logged ${status}`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  }
}
