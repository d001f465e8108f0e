import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-reviews/index.ts';
import { reviewDecisionSchema, reviewIdSchema, reviewReplySchema, staffReviewListSchema } from '../../../common/admin-reviews.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, readQuery, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { decideReview, listStaffReviews, replyToReview } from './reviews.moderation.ts';

/** /api/admin/reviews: moderation and replies, for the staff with the 'reviews' capability. */
export const reviewsAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('reviews'), async (c) => {
    const locale = c.var.staff.locale;
    const query = readQuery(c, staffReviewListSchema, locale);
    return c.json({ data: await listStaffReviews(c.var.deps.db, { query, locale }) }, 200);
  })
  .post('/:id/status', requireStaff('reviews'), async (c) => {
    const { id, body } = await readReviewCall(c, reviewDecisionSchema);
    const { db, now } = c.var.deps;
    const result = await decideReview(db, { id, status: body.status, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) throw new HttpError(404, translator(c.var.staff.locale)('adminReviews.notFound'));
    return c.json({ data: { id, status: body.status, changed: result.changed } }, 200);
  })
  .put('/:id/reply', requireStaff('reviews'), async (c) => {
    const { id, body } = await readReviewCall(c, reviewReplySchema);
    const { db, now } = c.var.deps;
    const result = await replyToReview(db, { id, text: body.text, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) throw new HttpError(404, translator(c.var.staff.locale)('adminReviews.notFound'));
    return c.json({ data: { id, reply: body.text === '' ? null : body.text, changed: result.changed } }, 200);
  });

/** The review's id from the path and the body, each a 422 in the member's language when invalid. */
async function readReviewCall<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): Promise<{ id: number; body: z.output<S> }> {
  const locale = c.var.staff.locale;
  const params = reviewIdSchema.safeParse(c.req.param());
  if (!params.success) throw validationError(params.error.issues, locale);
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = schema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, locale);
  return { id: params.data.id, body: parsed.data };
}
