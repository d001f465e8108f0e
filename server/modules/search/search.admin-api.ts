import { Hono } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-search/index.ts';
import { synonymAddSchema, synonymIdSchema } from '../../../common/admin-search.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { addSynonyms, deleteSynonym, listSynonyms } from './search.synonyms.ts';

/** /api/admin/search: the shop's search synonyms, for the staff with the 'catalog' capability. */
export const searchAdminApi = new Hono<StaffEnv>()
  .get('/synonyms', requireStaff('catalog'), async (c) => {
    return c.json({ data: { synonyms: await listSynonyms(c.var.deps.db) } }, 200);
  })
  .post('/synonyms', requireStaff('catalog'), async (c) => {
    // Read as any object first, so field messages follow the member's language, not the browser's.
    const parsed = synonymAddSchema.safeParse(await readBody(c, z.looseObject({})));
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    const { term, synonym, both_ways } = parsed.data;
    const { db, now } = c.var.deps;
    const added = await addSynonyms(db, { term, synonym, bothWays: both_ways ?? false, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!added) throw fieldError('synonym', translator(c.var.staff.locale)('adminSearch.exists'));
    return c.json({ data: { synonyms: added } }, 201);
  })
  .delete('/synonyms/:id', requireStaff('catalog'), async (c) => {
    const locale = c.var.staff.locale;
    const parsed = synonymIdSchema.safeParse(c.req.param());
    if (!parsed.success) throw validationError(parsed.error.issues, locale);
    const { db, now } = c.var.deps;
    const removed = await deleteSynonym(db, { id: parsed.data.id, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!removed) throw new HttpError(404, translator(locale)('adminSearch.notFound'));
    return c.json({ data: { id: parsed.data.id } }, 200);
  });
