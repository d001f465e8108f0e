import { Hono } from 'hono';
import '../../../app/locales/admin-newsletter/index.ts';
import { subscriberIdSchema, subscriberListSchema } from '../../../common/admin-newsletter.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { readQuery, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { listSubscribers, unsubscribe } from './newsletter.subscribers.ts';

/** /api/admin/newsletter: the newsletter's subscribers (personal data), for the staff with the 'customers' capability. */
export const newsletterAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('customers'), async (c) => {
    const query = readQuery(c, subscriberListSchema, c.var.staff.locale);
    return c.json({ data: await listSubscribers(c.var.deps.db, query) }, 200);
  })
  .delete('/:id', requireStaff('customers'), async (c) => {
    const locale = c.var.staff.locale;
    const parsed = subscriberIdSchema.safeParse(c.req.param());
    if (!parsed.success) throw validationError(parsed.error.issues, locale);
    const { db, now } = c.var.deps;
    const removed = await unsubscribe(db, { id: parsed.data.id, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!removed) throw new HttpError(404, translator(locale)('adminNewsletter.notFound'));
    return c.json({ data: { id: parsed.data.id } }, 200);
  });
