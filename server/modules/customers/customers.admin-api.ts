import { Hono } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-customers/index.ts';
import { customerBlockSchema, customerIdField, customerListSchema } from '../../../common/admin-customers.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, readQuery, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { setCustomerBlocked } from './customers.block.ts';
import { getCustomer } from './customers.detail.ts';
import { listCustomers } from './customers.list.ts';

const customerParams = z.object({ id: customerIdField });

/** /api/admin/customers: the shop's accounts for the staff with the 'customers' capability. */
export const customersAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('customers'), async (c) => {
    const query = readQuery(c, customerListSchema, c.var.staff.locale);
    return c.json({ data: await listCustomers(c.var.deps.db, query) });
  })
  .post('/block', requireStaff('customers'), async (c) => {
    const { id, blocked } = await readBody(c, customerBlockSchema);
    const { db, now } = c.var.deps;
    const result = await setCustomerBlocked(db, { id, blocked, actor: c.var.staff, now: now() });
    if (!result.ok) throw new HttpError(404, translator(c.var.staff.locale)('adminCustomers.notFound'));
    return c.json({ data: { id, blocked_at: result.blockedAt?.toISOString() ?? null, changed: result.changed } });
  })
  .get('/:id', requireStaff('customers'), async (c) => {
    const locale = c.var.staff.locale;
    const parsed = customerParams.safeParse(c.req.param());
    if (!parsed.success) throw validationError(parsed.error.issues, locale);
    const { id } = parsed.data;
    const customer = await getCustomer(c.var.deps.db, { id, locale });
    if (!customer) throw new HttpError(404, translator(locale)('adminCustomers.notFound'));
    return c.json({ data: customer });
  });
