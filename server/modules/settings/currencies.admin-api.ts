import { Hono } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-currencies/index.ts';
import { currencyCodeSchema, currencyRefreshSchema, currencyUpdateSchema } from '../../../common/admin-currencies.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { NbuError } from '../../integrations/nbu/nbu.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { listStaffCurrencies, updateCurrency } from './currencies.admin.ts';
import { refreshFromNbu } from './currencies.nbu.ts';

/** /api/admin/currencies: offered currencies, their signs and rates, for the staff with the 'settings' capability. */
export const currenciesAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('settings'), async (c) => {
    return c.json({ data: { currencies: await listStaffCurrencies(c.var.deps.db) } }, 200);
  })
  .post('/refresh', requireStaff('settings'), async (c) => {
    const parsed = currencyRefreshSchema.safeParse(await readBody(c, z.unknown()));
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    try {
      return c.json({ data: await refreshFromNbu(c.var.deps) }, 200);
    } catch (error) {
      if (!(error instanceof NbuError)) throw error;
      c.var.deps.logger.warn({ reason: error.reason, status: error.status }, 'National Bank rates not fetched');
      throw new HttpError(502, translator(c.var.staff.locale)('adminCurrencies.nbuFailed'));
    }
  })
  .put('/:code', requireStaff('settings'), async (c) => {
    const locale = c.var.staff.locale;
    const params = currencyCodeSchema.safeParse(c.req.param());
    if (!params.success) throw validationError(params.error.issues, locale);
    // Read as any object first, so field messages follow the member's language, not the browser's.
    const parsed = currencyUpdateSchema.safeParse(await readBody(c, z.looseObject({})));
    if (!parsed.success) throw validationError(parsed.error.issues, locale);
    const { db, now } = c.var.deps;
    const result = await updateCurrency(db, { code: params.data.code, change: parsed.data, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) {
      if (result.reason === 'notFound') throw new HttpError(404, translator(locale)('adminCurrencies.notFound'));
      throw fieldError('offered', translator(locale)(`adminCurrencies.${result.reason}`));
    }
    return c.json({ data: { currency: result.currency, changed: result.changed } }, 200);
  });
