import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-coupons/index.ts';
import { couponIdSchema, couponInputSchema } from '../../../common/admin-coupons.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { createCoupon, getStaffCoupon, listStaffCoupons, updateCoupon } from './coupons.admin.ts';

/** /api/admin/coupons: discount codes and their use, for the staff with the 'catalog' capability. */
export const couponsAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('catalog'), async (c) => {
    return c.json({ data: { coupons: await listStaffCoupons(c.var.deps.db) } }, 200);
  })
  .post('/', requireStaff('catalog'), async (c) => {
    const input = await readCoupon(c);
    const { db, now } = c.var.deps;
    const result = await createCoupon(db, { input, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) throw fieldError('code', translator(c.var.staff.locale)('adminCoupons.codeTaken'));
    return c.json({ data: { coupon: result.coupon } }, 201);
  })
  .get('/:id', requireStaff('catalog'), async (c) => {
    const id = couponId(c);
    const coupon = await getStaffCoupon(c.var.deps.db, id);
    if (!coupon) throw new HttpError(404, translator(c.var.staff.locale)('adminCoupons.notFound'));
    return c.json({ data: { coupon } }, 200);
  })
  .put('/:id', requireStaff('catalog'), async (c) => {
    const id = couponId(c);
    const input = await readCoupon(c);
    const { db, now } = c.var.deps;
    const t = translator(c.var.staff.locale);
    const result = await updateCoupon(db, { id, input, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) {
      if (result.reason === 'notFound') throw new HttpError(404, t('adminCoupons.notFound'));
      throw fieldError('code', t('adminCoupons.codeFixed'));
    }
    return c.json({ data: { coupon: result.coupon, changed: result.changed } }, 200);
  });

function couponId(c: Context<StaffEnv>): number {
  const parsed = couponIdSchema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data.id;
}

async function readCoupon(c: Context<StaffEnv>) {
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = couponInputSchema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}
