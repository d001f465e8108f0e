import { Hono } from 'hono';
import { catalogIdSchema, categoryInputSchema, categoryOrderSchema } from '../../../common/admin-catalog.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError } from '../../http/errors.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { deleteCategory, getStaffCategory, listCategoryTree, saveCategory, saveCategoryOrder, type CategorySaveResult } from './categories.admin.ts';
import { bodyOf, changeOf, deletedAnswer, notFoundError, paramOf, writeErrors } from './catalog.admin-http.ts';
import type { Context } from 'hono';

/** /api/admin/categories: the category tree, for the staff with the 'catalog' capability. */
export const categoriesAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('catalog'), async (c) => c.json({ data: { categories: await listCategoryTree(c.var.deps.db) } }, 200))
  .post('/', requireStaff('catalog'), async (c) => {
    const input = await bodyOf(c, categoryInputSchema);
    return c.json({ data: answered(c, await saveCategory(c.var.deps.db, { input, ...changeOf(c) })) }, 201);
  })
  .put('/order', requireStaff('catalog'), async (c) => {
    const { items } = await bodyOf(c, categoryOrderSchema);
    const result = await saveCategoryOrder(c.var.deps.db, { order: items, ...changeOf(c) });
    if (!result.ok) throw fieldError('items', translator(c.var.staff.locale)(`adminCatalog.order.${result.reason}`, { id: result.id }));
    return c.json({ data: { categories: result.tree, changed: result.changed } }, 200);
  })
  .get('/:id', requireStaff('catalog'), async (c) => {
    const category = await getStaffCategory(c.var.deps.db, paramOf(c, catalogIdSchema).id);
    if (!category) throw notFoundError(c, 'adminCatalog.categoryNotFound');
    return c.json({ data: { category } }, 200);
  })
  .put('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    const input = await bodyOf(c, categoryInputSchema);
    return c.json({ data: answered(c, await saveCategory(c.var.deps.db, { id, input, ...changeOf(c) })) }, 200);
  })
  .delete('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    return deletedAnswer(c, id, await deleteCategory(c.var.deps.db, { id, ...changeOf(c) }), 'adminCatalog.categoryNotFound');
  });

function answered(c: Context<StaffEnv>, result: CategorySaveResult) {
  if (result.ok) return { category: result.category, changed: result.changed };
  if (result.reason === 'notFound') throw notFoundError(c, 'adminCatalog.categoryNotFound');
  throw writeErrors(c, result.errors);
}
