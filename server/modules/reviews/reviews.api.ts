import { Hono } from 'hono';
import { translator } from '../../../common/i18n.ts';
import { reviewAddSchema, reviewListSchema, reviewMessageVars } from '../../../common/reviews.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validation.ts';
import { addReview, getReviewPage, isProductActive } from './reviews.service.ts';

export const reviewsApi = new Hono<AppEnv>()
  .post('/add', jsonBody(reviewAddSchema, { messageVars: reviewMessageVars }), async (c) => {
    const { lang, product_id, name, text, rating } = c.req.valid('json');
    const t = translator(lang);
    const stored = await addReview(c.var.deps.db, { productId: product_id, locale: lang, authorName: name, text, rating });
    if (!stored) throw new HttpError(404, t('reviews.productNotFound'));
    // A repeat is answered like the first submission: the author sees the same moderation note.
    return c.json({ data: { status: 'pending' as const, message: t('reviews.moderation') } }, 200);
  })
  .post('/list', jsonBody(reviewListSchema, { messageVars: reviewMessageVars }), async (c) => {
    const { lang, product_id, page = 1 } = c.req.valid('json');
    const { db } = c.var.deps;
    if (!(await isProductActive(db, { productId: product_id }))) throw new HttpError(404, translator(lang)('reviews.productNotFound'));
    return c.json({ data: await getReviewPage(db, { productId: product_id, page }) }, 200);
  });
