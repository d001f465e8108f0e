import { z } from 'zod';
import { locales } from './locales.ts';

/**
 * Messages are catalogue keys ("validations.email"); the server and the forms translate them,
 * filling {field} with the field's translated name and {min}/{max} from the rule.
 */
export const langField = z.enum(locales, { message: 'validations.lang' });

export const emailField = z
  .string({ message: 'validations.required' })
  .trim()
  .min(1, 'validations.required')
  .max(254, 'validations.maxLength')
  .pipe(z.email({ message: 'validations.email' }));

export const newsletterSubscribeSchema = z.object({
  email: emailField,
  lang: langField.optional(),
});

export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;
