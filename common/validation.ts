// zod/mini: the same validation core as the server's schemas at a fraction of the browser
// bundle, since the forms import these.
import { z } from 'zod/mini';
import { locales } from './locales.ts';
import { singleLine } from './text.ts';

/**
 * Messages are catalogue keys ("validations.email"); the server and the forms translate them,
 * filling {field} with the field's translated name and {min}/{max} from the rule.
 */
export const langField = z.enum(locales, { message: 'validations.lang' });

export const required = (message: string) => z.minLength(1, message);

/*
 * The rules below pass an empty value, so an empty field gets only its "fill in" message. (An
 * aborting required check would do the same but also silence the form-wide rules, such as
 * "the passwords do not match", while any field is empty.)
 */
export const minLengthUnlessEmpty = (min: number, message: string) => z.refine<string>((value) => value.length === 0 || value.length >= min, message);
export const patternUnlessEmpty = (pattern: RegExp, message: string) => z.refine<string>((value) => value.length === 0 || pattern.test(value), message);

export const emailField = z.pipe(
  z
    .string({ message: 'validations.required' })
    .check(singleLine, z.trim(), required('validations.required'), z.maxLength(254, 'validations.maxLength')),
  z.email({ message: 'validations.email' }),
);

/** Order numbers as the shop writes them ("TB-2026-00042"): what any lookup by number accepts. */
export const orderNumberPattern = /^[A-Za-z0-9-]{1,20}$/;

/** The reCAPTCHA v3 token a form sends when the shop has a site key. */
export const recaptchaField = z.optional(z.string().check(z.maxLength(4000, 'validations.maxLength')));

export const newsletterSubscribeSchema = z.object({
  email: emailField,
  lang: z.optional(langField),
  recaptcha_token: recaptchaField,
});

export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;
