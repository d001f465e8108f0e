import { z } from 'zod/mini';
import { singleLine } from './text.ts';
import { emailField, langField, minLengthUnlessEmpty, patternUnlessEmpty, recaptchaField, required } from './validation.ts';

export const nameMinLength = 4;
export const passwordMinLength = 8;
export const loginPasswordMinLength = 4;

const nameLetters = "A-Za-zА-ЯЁа-яёІіЇїЄєҐґ";

/**
 * The spec's rule for names: letters (Latin, Cyrillic with Ukrainian), apostrophes and spaces,
 * and a hyphen between two letters, as in a double-barrelled surname ("Коваль-Мар'янчук").
 */
export const nameCharacters = new RegExp(`^(?:[${nameLetters}'’ʼ ]|(?<=[${nameLetters}])-(?=[${nameLetters}]))+$`);

/**
 * Drops what a name may not contain, as the shopper types (the spec: stripped as typed). A hyphen
 * stays after a letter, where the next letter may follow; one anywhere else goes.
 */
export function stripNameCharacters(value: string): string {
  return value.replace(new RegExp(`[^${nameLetters}'’ʼ -]`, 'g'), '').replace(new RegExp(`(?<![${nameLetters}])-`, 'g'), '');
}

export const nameField = z
  .string({ message: 'authValidation.nameRequired' })
  .check(
    singleLine,
    z.trim(),
    required('authValidation.nameRequired'),
    minLengthUnlessEmpty(nameMinLength, 'authValidation.nameMin'),
    z.maxLength(80, 'validations.maxLength'),
    patternUnlessEmpty(nameCharacters, 'authValidation.nameLetters'),
  );

/** A new password and its repetition (registration, reset and change). */
export const newPasswordFields = {
  password: z
    .string({ message: 'validations.required' })
    .check(required('validations.required'), minLengthUnlessEmpty(passwordMinLength, 'authValidation.passwordMin'), z.maxLength(200, 'validations.maxLength')),
  password_confirmation: z.string({ message: 'authValidation.confirmationRequired' }).check(required('authValidation.confirmationRequired')),
};

/**
 * The repetition must equal the password. It is checked even while other fields (an empty name)
 * have stopped their own rules, so the form shows every problem at once; an empty repetition
 * already has its "repeat the password" message.
 */
export const passwordsMatch = z.refine<{ password: string; password_confirmation: string }>(
  (input) => !input.password_confirmation || input.password === input.password_confirmation,
  {
    message: 'authValidation.passwordsMatch',
    path: ['password_confirmation'],
    when: ({ value }) => {
      const input = value as Partial<Record<'password' | 'password_confirmation', unknown>> | null;
      return typeof input?.password === 'string' && typeof input.password_confirmation === 'string';
    },
  },
);

export const registerSchema = z
  .object({
    lang: langField,
    name: nameField,
    email: emailField,
    ...newPasswordFields,
    recaptcha_token: recaptchaField,
  })
  .check(passwordsMatch);

export const loginSchema = z.object({
  lang: langField,
  email: emailField,
  password: z
    .string({ message: 'validations.required' })
    .check(required('validations.required'), minLengthUnlessEmpty(loginPasswordMinLength, 'authValidation.passwordMinLogin'), z.maxLength(200, 'validations.maxLength')),
  recaptcha_token: recaptchaField,
});

export const logoutSchema = z.object({ lang: z.optional(langField) });

/**
 * The spec's login error codes: a wrong pair, and an account not confirmed by e-mail; ours after
 * them: an account the shop has blocked (told only to whoever gives its right password).
 */
export const loginErrorCodes = { wrongPair: 112, notVerified: 114, blocked: 115 } as const;
