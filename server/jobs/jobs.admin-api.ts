import { Hono } from 'hono';
import '../../app/locales/admin-customers/index.ts';
import { jobRetrySchema } from '../../common/admin-jobs.ts';
import { translator } from '../../common/i18n.ts';
import { HttpError } from '../http/errors.ts';
import { readBody } from '../http/validation.ts';
import { requireStaff, type StaffEnv } from '../modules/staff/staff.guard.ts';
import { listJobFailures, retryJob } from './jobs.failures.ts';

/** /api/admin/jobs: background jobs that failed, for the owner ('jobs'); never their payloads. */
export const jobsAdminApi = new Hono<StaffEnv>()
  .get('/failures', requireStaff('jobs'), async (c) => c.json({ data: await listJobFailures(c.var.deps.db) }))
  .post('/retry', requireStaff('jobs'), async (c) => {
    const { id } = await readBody(c, jobRetrySchema);
    const t = translator(c.var.staff.locale);
    const result = await retryJob(c.var.deps.db, { id, actor: c.var.staff });
    if (!result.ok) throw new HttpError(result.reason === 'notFound' ? 404 : 409, t(`adminJobs.${result.reason}`));
    return c.json({ data: result.job });
  });
