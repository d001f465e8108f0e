import { Hono } from 'hono';
import { auditFilterSchema } from '../../../common/audit.ts';
import { readQuery } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { listAudit } from './audit.list.ts';

/** GET /api/admin/audit: the audit log with the owner's filters, newest first. */
export const auditAdminApi = new Hono<StaffEnv>().get('/', requireStaff('audit'), async (c) => {
  const filter = readQuery(c, auditFilterSchema, c.var.staff.locale);
  return c.json({ data: await listAudit(c.var.deps.db, filter) });
});
