import '../../../app/locales/admin-shipping/index.ts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { parcelAdminView } from './shipping.admin-view.ts';
import { createWaybill, setWaybillByHand, waybillLabel, type WaybillResult } from './shipping.waybills.ts';

/** Order ids are positive integers; anything else is as unknown as a missing order. */
const orderIdOf = (c: Context<StaffEnv>): number => {
  const id = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new HttpError(404, translator(c.var.staff.locale)('adminShipping.problem.notFound'));
  return Number(id);
};

const byHandSchema = z.object({ number: z.string({ message: 'adminShipping.problem.invalidNumber' }).max(40, 'adminShipping.problem.invalidNumber') }).strict();

const problemStatus = { notFound: 404, notNovaPoshta: 409, status: 409, exists: 409, notConfigured: 409, phone: 409, invalidNumber: 422, carrier: 502, noParcel: 404 } as const;

/** The answer of a waybill call: the parcel, or the refusal in the staff member's language. */
function waybillAnswer(c: Context<StaffEnv>, result: WaybillResult) {
  if (result.ok) return c.json({ data: { parcel: parcelAdminView(result.parcel) } }, 200);
  const t = translator(c.var.staff.locale);
  const message = t(`adminShipping.problem.${result.problem}`, { messages: result.messages?.join('; ') ?? '' });
  if (result.problem === 'invalidNumber') throw fieldError('number', message);
  throw new HttpError(problemStatus[result.problem], message, { code: result.problem, ...(result.messages ? { details: { carrier: result.messages } } : {}) });
}

/**
 * /api/admin/orders/:id/waybill (POST: create through Nova Poshta; PUT: a number by hand) and
 * /api/admin/orders/:id/label (the label PDF, fetched by the server: its URL holds the API key).
 */
export const shippingAdminApi = new Hono<StaffEnv>()
  .post('/:id/waybill', requireStaff('orders'), async (c) => {
    const orderId = orderIdOf(c);
    return waybillAnswer(c, await createWaybill(c.var.deps, { orderId, actor: c.var.staff }));
  })
  .put('/:id/waybill', requireStaff('orders'), async (c) => {
    const orderId = orderIdOf(c);
    const { number } = await readBody(c, byHandSchema);
    return waybillAnswer(c, await setWaybillByHand(c.var.deps, { orderId, number, actor: c.var.staff }));
  })
  .get('/:id/label', requireStaff('orders'), async (c) => {
    const orderId = orderIdOf(c);
    const label = await waybillLabel(c.var.deps, { orderId });
    const t = translator(c.var.staff.locale);
    if (!label.ok) {
      const key = label.problem === 'carrier' ? 'unavailable' : label.problem;
      throw new HttpError(label.problem === 'carrier' ? 502 : problemStatus[label.problem], t(`adminShipping.problem.${key}`), { code: label.problem });
    }
    return c.body(label.pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="waybill-${label.number}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });
