// First, before any schema is made: zod decides at a schema's creation whether to compile it.
import './zod-without-eval.ts';
import { z } from 'zod';
import { locales, type Locale } from './locales.ts';
import { staffRoles, type StaffRole } from './staff-roles.ts';
import { singleLine } from './text.ts';

/** Message keys: the server and the forms translate them (validation.ts, the admin pages). */
const email = z.string('validations.required').trim().min(1, 'validations.required').max(254, 'validations.maxLength').pipe(z.email('validations.email'));
// A name goes into mails and the audit log, and PostgreSQL refuses NUL: one line of printable text.
const name = z.string('validations.required').check(singleLine).trim().min(1, 'validations.required').max(80, 'validations.maxLength');
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

/** Sign-out takes no fields but the language of its answer. */
export const staffSignOutSchema = z.object({ lang: locale.optional() });

export interface StaffMemberView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  /** invited: no password yet; enrolling: no second factor yet; active; disabled. */
  state: 'invited' | 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  /** Sessions not revoked (some may have expired by the idle or absolute limit). */
  openSessions: number;
  lastSeenAt: string | null;
}
