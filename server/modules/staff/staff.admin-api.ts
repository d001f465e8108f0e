import { Hono } from 'hono';
import { requireStaff, type StaffEnv } from './staff.guard.ts';
import { listStaff } from './staff.list.ts';

/** /api/admin/session and /api/admin/staff: who is signed in, and the owner's staff management. */
export const sessionAdminApi = new Hono<StaffEnv>().get('/', requireStaff('dashboard'), (c) => c.json({ data: { staff: c.var.staff } }));

export const staffAdminApi = new Hono<StaffEnv>().get('/', requireStaff('staff'), async (c) => c.json({ data: { staff: await listStaff(c.var.deps.db) } }));
