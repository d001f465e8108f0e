import { z } from 'zod';
import { locales } from './locales.ts';
import { staffRoles } from './staff-roles.ts';

/** Message keys: the server and the forms translate them (validation.ts, the admin pages). */
const email = z.string('validations.required').trim().min(1, 'validations.required').max(254, 'validations.maxLength').pipe(z.email('validations.email'));
const name = z.string('validations.required').trim().min(1, 'validations.required').max(80, 'validations.maxLength');
const role = z.enum(staffRoles, 'validations.invalid');
const locale = z.enum(locales, 'validations.invalid');

export const staffPasswordMinLength = 12;

export const staffSignInSchema = z.object({
  email,
  password: z.string('validations.required').min(1, 'validations.required').max(200, 'validations.maxLength'),
});

export const staffCodeSchema = z.object({
  code: z.string('validations.required').trim().min(6, 'admin.signIn.wrongCode').max(20, 'admin.signIn.wrongCode'),
});

export const staffSetPasswordSchema = z
  .object({
    password: z.string('validations.required').min(staffPasswordMinLength, 'admin.setPassword.tooShort').max(200, 'validations.maxLength'),
    password_confirmation: z.string('validations.required').min(1, 'validations.required'),
  })
  .refine((value) => value.password === value.password_confirmation, { message: 'admin.setPassword.mismatch', path: ['password_confirmation'] });

export const staffInviteSchema = z.object({ email, name, role, locale });

export const staffRoleSchema = z.object({ role });

export const staffLocaleSchema = z.object({ locale });
