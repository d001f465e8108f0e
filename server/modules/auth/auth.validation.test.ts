import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every rule of the account forms, with its message in both languages (the spec's section 5).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const messages = {
  uk: {
    nameRequired: "Введіть свої ім'я та прізвище",
    nameMin: "Ім'я має містити щонайменше 4 символи",
    nameLetters: "Ім'я може містити лише літери, апостроф, пробіл і дефіс між літерами",
    controlCharacters: 'Приберіть розриви рядка, табуляцію та інші недруковані символи',
    emailRequired: 'Заповніть поле email',
    emailInvalid: 'Email має містити символ «@» і домен, наприклад name@example.com',
    passwordRequired: 'Заповніть поле пароль',
    passwordMin: 'Пароль має містити щонайменше 8 символів',
    passwordMinLogin: 'Пароль має містити щонайменше 4 символи',
    confirmationRequired: 'Повторіть пароль',
    passwordsMatch: 'Паролі не збігаються',
    oldPasswordRequired: 'Заповніть поле поточний пароль',
  },
  en: {
    nameRequired: 'Enter your first and last name',
    nameMin: 'Your name must have at least 4 characters',
    nameLetters: 'Your name may contain only letters, apostrophes, spaces and a hyphen between letters',
    controlCharacters: 'Remove line breaks, tabs and other non-printing characters',
    emailRequired: 'Fill in the email field',
    emailInvalid: 'Email must contain “@” and a domain, for example name@example.com',
    passwordRequired: 'Fill in the password field',
    passwordMin: 'The password must have at least 8 characters',
    passwordMinLogin: 'The password must have at least 4 characters',
    confirmationRequired: 'Repeat the password',
    passwordsMatch: 'The passwords do not match',
    oldPasswordRequired: 'Fill in the current password field',
  },
} as const;

const valid = { name: "Мар'яна Ґудзь", email: 'valid@example.com', password: 'long-password', password_confirmation: 'long-password' };

for (const lang of ['uk', 'en'] as const) {
  const m = messages[lang];
  describe(`account form rules in ${lang}`, () => {
    it.each([
      ['name missing', { name: undefined }, 'name', [m.nameRequired]],
      ['name blank', { name: '   ' }, 'name', [m.nameRequired]],
      ['name of 3 letters', { name: 'Яна' }, 'name', [m.nameMin]],
      ['name with digits', { name: 'Taras 2000' }, 'name', [m.nameLetters]],
      ['name with other signs', { name: 'Taras <b>' }, 'name', [m.nameLetters]],
      ['name with a hyphen at the start', { name: '-Коваль Ірина' }, 'name', [m.nameLetters]],
      ['name with a hyphen before a space', { name: 'Коваль- Ірина' }, 'name', [m.nameLetters]],
      ['name with a double hyphen', { name: 'Коваль--Марченко' }, 'name', [m.nameLetters]],
      ['name with a line break', { name: 'Ірина\nКоваль' }, 'name', [m.controlCharacters, m.nameLetters]],
      ['e-mail with a line separator', { email: 'valid@exam\u2028ple.com' }, 'email', [m.controlCharacters]],
      ['e-mail missing', { email: undefined }, 'email', [m.emailRequired]],
      ['e-mail without @', { email: 'valid.example.com' }, 'email', [m.emailInvalid]],
      ['password missing', { password: undefined, password_confirmation: undefined }, 'password', [m.passwordRequired]],
      ['password of 7', { password: 'seven77', password_confirmation: 'seven77' }, 'password', [m.passwordMin]],
      ['confirmation missing', { password_confirmation: '' }, 'password_confirmation', [m.confirmationRequired]],
      ['confirmation different', { password_confirmation: 'long-passworD' }, 'password_confirmation', [m.passwordsMatch]],
    ])('registration: %s', async (_case, change, field, expected) => {
      const { status, body } = await t.post('/api/auth/register', { ...valid, ...change, lang });
      expect(status).toBe(422);
      expect(body.errors.params[field]).toEqual(expected);
      // Only the field at fault answers (a missing password leaves its repetition empty too).
      const related = field === 'password' ? ['password', 'password_confirmation'] : [field];
      expect(Object.keys(body.errors.params).filter((name) => !related.includes(name))).toEqual([]);
    });

    it('accepts Latin and Ukrainian letters, apostrophes, spaces and a hyphen between letters in a name', async () => {
      for (const name of ["Ївга Д'Артаньян", 'John Smith', 'Євген Ґалаґан', 'Олесь Гончар', "Ірина Коваль-Мар'янчук", 'Anna-Maria Smith-Jones']) {
        const { status } = await t.post('/api/auth/register', { ...valid, name, email: `ok-${lang}-${name.length}-${Math.random()}@example.com`, lang });
        expect(status, name).toBe(200);
      }
    });

    it.each([
      ['e-mail missing', { email: '' }, 'email', [m.emailRequired]],
      ['e-mail invalid', { email: 'nobody' }, 'email', [m.emailInvalid]],
      ['password missing', { password: '' }, 'password', [m.passwordRequired]],
      ['password of 3', { password: 'abc' }, 'password', [m.passwordMinLogin]],
    ])('sign-in: %s', async (_case, change, field, expected) => {
      const { status, body } = await t.post('/api/auth/login', { email: 'someone@example.com', password: 'abcd', ...change, lang });
      expect(status).toBe(422);
      expect(body.errors.params[field]).toEqual(expected);
    });

    it('password reset and resend: the address is required and must be valid', async () => {
      for (const path of ['/api/auth/password-reset', '/api/auth/email-confirm/resend']) {
        expect((await t.post(path, { lang, email: '' })).body.errors.params.email).toEqual([m.emailRequired]);
        const invalid = await t.post(path, { lang, email: 'no-at' });
        expect(invalid.body.errors.params.email).toEqual([m.emailInvalid]);
        expect(invalid.body.errors.message).toBe(m.emailInvalid);
      }
    });

    it('new password by link and password change follow the registration rules', async () => {
      const reset = await t.post('/api/auth/password-reset/confirm', { lang, token: 'a'.repeat(43), password: 'short', password_confirmation: 'other' });
      expect(reset.body.errors.params.password).toEqual([m.passwordMin]);
      expect(reset.body.errors.params.password_confirmation).toEqual([m.passwordsMatch]);
      const change = await t.post('/api/profile/password', { lang, old_password: '', password: 'short', password_confirmation: 'short' });
      // Signed out: the session is checked before the form.
      expect(change.status).toBe(401);
    });
  });
}

describe('every problem at once', () => {
  it('reports unequal passwords even while the name and address are empty', async () => {
    const { body } = await t.post('/api/auth/register', { lang: 'en', name: '', email: '', password: 'long-enough-1', password_confirmation: 'something-else' });
    expect(body.errors.params).toEqual({
      name: ['Enter your first and last name'],
      email: ['Fill in the email field'],
      password_confirmation: ['The passwords do not match'],
    });
  });
});
