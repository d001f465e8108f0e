import { Hono, type Context } from 'hono';
import { attributeInputSchema, catalogIdSchema } from '../../../common/admin-catalog.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { deleteAttribute, getStaffAttribute, listStaffAttributes, saveAttribute, type AttributeSaveResult } from './attributes.admin.ts';
import { bodyOf, changeOf, deletedAnswer, notFoundError, paramOf, writeErrors } from './catalog.admin-http.ts';

/** /api/admin/attributes: the filterable attributes and their values, for the staff with the 'catalog' capability. */
export const attributesAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('catalog'), async (c) => c.json({ data: { attributes: await listStaffAttributes(c.var.deps.db) } }, 200))
  .post('/', requireStaff('catalog'), async (c) => {
    const input = await bodyOf(c, attributeInputSchema);
    return c.json({ data: answered(c, await saveAttribute(c.var.deps.db, { input, ...changeOf(c) })) }, 201);
  })
  .get('/:id', requireStaff('catalog'), async (c) => {
    const attribute = await getStaffAttribute(c.var.deps.db, paramOf(c, catalogIdSchema).id);
    if (!attribute) throw notFoundError(c, 'adminCatalog.attributeNotFound');
    return c.json({ data: { attribute } }, 200);
  })
  .put('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    const input = await bodyOf(c, attributeInputSchema);
    return c.json({ data: answered(c, await saveAttribute(c.var.deps.db, { id, input, ...changeOf(c) })) }, 200);
  })
  .delete('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    return deletedAnswer(c, id, await deleteAttribute(c.var.deps.db, { id, ...changeOf(c) }), 'adminCatalog.attributeNotFound');
  });

function answered(c: Context<StaffEnv>, result: AttributeSaveResult) {
  if (result.ok) return { attribute: result.attribute, changed: result.changed };
  if (result.reason === 'notFound') throw notFoundError(c, 'adminCatalog.attributeNotFound');
  const names = (result.inUse ?? []).map((value) => `${value.name} (${value.products})`).join(', ');
  throw writeErrors(c, result.errors, { names });
}
