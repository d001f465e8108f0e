import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-content/index.ts';
// The slug's message is the product editor's (one rule for every address).
import '../../../app/locales/admin-products/index.ts';
import { articleInputSchema, contentIdSchema, contentListSchema, pageInputSchema, type ArticleKind } from '../../../common/admin-content.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { getStaffArticle, getStaffPage, listStaffArticles, listStaffPages, saveArticle, savePage, type ContentSaveResult } from './content.admin.ts';

/** /api/admin/pages: the shop's text pages, for the staff with the 'content' capability. */
export const pagesAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('content'), async (c) => {
    return c.json({ data: await listStaffPages(c.var.deps.db, { locale: c.var.staff.locale, list: listQuery(c) }) }, 200);
  })
  .post('/', requireStaff('content'), async (c) => {
    const input = await readInput(c, pageInputSchema);
    const result = await savePage(c.var.deps.db, { input, ...change(c) });
    return c.json({ data: answered(c, result, 'page') }, 201);
  })
  .get('/:id', requireStaff('content'), async (c) => {
    const page = await getStaffPage(c.var.deps.db, contentId(c));
    if (!page) throw notFound(c);
    return c.json({ data: { page } }, 200);
  })
  .put('/:id', requireStaff('content'), async (c) => {
    const id = contentId(c);
    const input = await readInput(c, pageInputSchema);
    const result = await savePage(c.var.deps.db, { id, input, ...change(c) });
    return c.json({ data: answered(c, result, 'page') }, 200);
  });

/** /api/admin/news and /api/admin/landings: articles of one kind, for the 'content' capability. */
function articlesAdminApi(kind: ArticleKind) {
  return new Hono<StaffEnv>()
    .get('/', requireStaff('content'), async (c) => {
      return c.json({ data: await listStaffArticles(c.var.deps.db, { kind, locale: c.var.staff.locale, list: listQuery(c) }) }, 200);
    })
    .post('/', requireStaff('content'), async (c) => {
      const input = await readInput(c, articleInputSchema);
      const result = await saveArticle(c.var.deps.db, { kind, input, ...change(c) });
      return c.json({ data: answered(c, result, 'article') }, 201);
    })
    .get('/:id', requireStaff('content'), async (c) => {
      const article = await getStaffArticle(c.var.deps.db, { kind, id: contentId(c) });
      if (!article) throw notFound(c);
      return c.json({ data: { article } }, 200);
    })
    .put('/:id', requireStaff('content'), async (c) => {
      const id = contentId(c);
      const input = await readInput(c, articleInputSchema);
      const result = await saveArticle(c.var.deps.db, { kind, id, input, ...change(c) });
      return c.json({ data: answered(c, result, 'article') }, 200);
    });
}

export const newsAdminApi = articlesAdminApi('news');
export const landingsAdminApi = articlesAdminApi('landing');

const change = (c: Context<StaffEnv>) => ({ actor: c.var.staff, ip: requestOriginOf(c).ip, now: c.var.deps.now() });
const notFound = (c: Context<StaffEnv>) => new HttpError(404, translator(c.var.staff.locale)('adminContent.notFound'));

function listQuery(c: Context<StaffEnv>) {
  const parsed = contentListSchema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

function contentId(c: Context<StaffEnv>): number {
  const parsed = contentIdSchema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data.id;
}

async function readInput<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): Promise<z.output<S>> {
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = schema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

/** The saved page or article, or the refusal as an HTTP error (404, or 422 with the fields' messages). */
function answered<T, K extends 'page' | 'article'>(c: Context<StaffEnv>, result: ContentSaveResult<T>, key: K): Record<K, T> & { changed: boolean } {
  const t = translator(c.var.staff.locale);
  if (result.ok) return { [key]: result.item, changed: result.changed } as Record<K, T> & { changed: boolean };
  if (result.reason === 'notFound') throw notFound(c);
  const params = Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((message) => t(message))]));
  throw new HttpError(422, Object.values(params)[0]?.[0] ?? t('validations.invalid'), { params });
}
