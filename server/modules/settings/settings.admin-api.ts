import { Hono } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-settings/index.ts';
import { settingsFieldKey, settingsInputSchema } from '../../../common/admin-settings.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { can } from '../../../common/staff-roles.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { getStaffSettings, saveSettings } from './settings.admin.ts';

/** /api/admin/settings: both languages' site settings and the shop-wide switches, for the 'settings' capability. */
export const settingsAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('settings'), async (c) => {
    const settings = await getStaffSettings(c.var.deps.db);
    if (!settings) throw new HttpError(404, translator(c.var.staff.locale)('adminSettings.missing'));
    return c.json({ data: settings }, 200);
  })
  .put('/', requireStaff('settings'), async (c) => {
    const locale = c.var.staff.locale;
    // Read as any object first, so field messages follow the member's language, not the browser's.
    const parsed = settingsInputSchema.safeParse(await readBody(c, z.looseObject({})));
    if (!parsed.success) throw validationError(parsed.error.issues, locale, (field) => ({ field: translator(locale)(settingsFieldKey(field), { defaultValue: field }) }));
    const { db, now } = c.var.deps;
    const result = await saveSettings(db, { input: parsed.data, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now(), mayChangeShop: can(c.var.staff.role, 'shop_settings') });
    if (!result.ok) {
      const t = translator(locale);
      if (result.reason === 'ownerOnly') throw new HttpError(403, t('adminSettings.ownerOnly'));
      if (result.reason === 'invalid') throw validationErrorOf(result.errors, locale);
      throw new HttpError(404, t('adminSettings.missing'));
    }
    return c.json({ data: { settings: result.settings, changed: result.changed } }, 200);
  });

/** Errors the save found (catalogue keys by field) as a 422 in the member's language. */
function validationErrorOf(errors: Record<string, string[]>, locale: Locale): HttpError {
  const t = translator(locale);
  const params = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
  return new HttpError(422, Object.values(params)[0]?.[0] ?? t('validations.invalid'), { params });
}
