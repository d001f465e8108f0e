import '../../../app/locales/admin-orders/index.ts';
import { Hono, type Context } from 'hono';
import {
  adminOrderFilterSchema,
  orderEditSchema,
  orderIdParam,
  orderNoteSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
} from '../../../common/admin-orders.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, readQuery, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { loadAdminOrder } from './orders.admin-view.ts';
import { listAdminOrders } from './orders.admin-list.ts';
import { editOrder } from './orders.edit.ts';
import { addOrderNote, listOrderNotes } from './orders.notes.ts';
import { orderProblem } from './orders.problems.ts';
import { refundOrder } from './orders.refund.ts';
import { changeOrderStatus } from './orders.status.ts';
import { z } from 'zod';

/** The order id of the path; a malformed one is answered like an unknown one would be told apart: 422. */
function orderIdOf(c: Context<StaffEnv>): number {
  const parsed = z.safeParse(orderIdParam, { id: c.req.param('id') });
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data.id;
}

/** A refused change as the API answers it: 404 for an unknown order, else 422 naming the field. */
function refused(c: Context<StaffEnv>, problem: Parameters<typeof orderProblem>[0]): never {
  const { status, field, message } = orderProblem(problem, c.var.staff.locale);
  throw new HttpError(status, message, status === 422 ? { params: { [field]: [message] } } : {});
}

/**
 * /api/admin/orders: the back office's orders (capability `orders`). Every call runs the same
 * services as the order pages.
 */
export const ordersAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('orders'), async (c) => {
    const filter = readQuery(c, adminOrderFilterSchema, c.var.staff.locale);
    return c.json({ data: await listAdminOrders(c.var.deps.db, filter) });
  })
  .get('/:id', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const order = await loadAdminOrder(c.var.deps.db, { id, locale: c.var.staff.locale });
    if (!order) refused(c, { ok: false, problem: 'notFound' });
    return c.json({ data: order });
  })
  .post('/:id/status', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const body = await readBody(c, orderStatusChangeSchema);
    const result = await changeOrderStatus(c.var.deps, { orderId: id, to: body.status, actor: c.var.staff, reason: body.reason });
    if (!result.ok) refused(c, result);
    return c.json({ data: { id, status: result.to, from: result.from } });
  })
  .get('/:id/notes', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const order = await loadAdminOrder(c.var.deps.db, { id, locale: c.var.staff.locale });
    if (!order) refused(c, { ok: false, problem: 'notFound' });
    return c.json({ data: { notes: await listOrderNotes(c.var.deps.db, id) } });
  })
  .post('/:id/notes', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const body = await readBody(c, orderNoteSchema);
    const note = await addOrderNote(c.var.deps.db, { orderId: id, actor: c.var.staff, body: body.body, now: c.var.deps.now() });
    if (!note) refused(c, { ok: false, problem: 'notFound' });
    return c.json({ data: { id: note.id } });
  })
  .post('/:id/edit', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const body = await readBody(c, orderEditSchema);
    const result = await editOrder(c.var.deps, {
      orderId: id,
      actor: c.var.staff,
      lines: body.lines?.map((line) => ({ optionId: line.option_id, count: line.count })),
      delivery: body.delivery,
    });
    if (!result.ok) refused(c, result);
    return c.json({ data: { id, subtotal: (result.subtotal / 100).toFixed(2), discount: (result.discount / 100).toFixed(2), total: (result.total / 100).toFixed(2) } });
  })
  .post('/:id/refund', requireStaff('orders'), async (c) => {
    const id = orderIdOf(c);
    const body = await readBody(c, orderRefundSchema);
    const result = await refundOrder(c.var.deps, { orderId: id, actor: c.var.staff, amount: Math.round(Number(body.amount) * 100), reason: body.reason });
    if (!result.ok) refused(c, result);
    return c.json({ data: { id: result.refundId, status: result.status, provider_status: result.providerStatus } });
  });
