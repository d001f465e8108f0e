import { Hono, type Context } from 'hono';
import { brandInputSchema, catalogIdSchema } from '../../../common/admin-catalog.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { changeBrand, getStaffBrand, listStaffBrands, type BrandChangeResult } from './brands.admin.ts';
import { bodyOf, changeOf, notFoundError, paramOf, writeErrors } from './catalog.admin-http.ts';

/** /api/admin/brands: the brands (the values of the "brand" filter), for the staff with the 'catalog' capability. */
export const brandsAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('catalog'), async (c) => c.json({ data: { brands: await listStaffBrands(c.var.deps.db) } }, 200))
  .post('/', requireStaff('catalog'), async (c) => {
    const input = await bodyOf(c, brandInputSchema);
    return c.json({ data: answered(c, await changeBrand(c.var.deps.db, { change: { kind: 'create', input }, ...changeOf(c) })) }, 201);
  })
  .get('/:id', requireStaff('catalog'), async (c) => {
    const brand = await getStaffBrand(c.var.deps.db, paramOf(c, catalogIdSchema).id);
    if (!brand) throw notFoundError(c, 'adminCatalog.brandNotFound');
    return c.json({ data: { brand } }, 200);
  })
  .put('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    const input = await bodyOf(c, brandInputSchema);
    return c.json({ data: answered(c, await changeBrand(c.var.deps.db, { change: { kind: 'update', id, input }, ...changeOf(c) })) }, 200);
  })
  .delete('/:id', requireStaff('catalog'), async (c) => {
    const { id } = paramOf(c, catalogIdSchema);
    answered(c, await changeBrand(c.var.deps.db, { change: { kind: 'delete', id }, ...changeOf(c) }));
    return c.json({ data: { id } }, 200);
  });

function answered(c: Context<StaffEnv>, result: BrandChangeResult) {
  if (result.ok) return { brand: result.brand, changed: result.changed };
  if (result.reason === 'notFound') throw notFoundError(c, 'adminCatalog.brandNotFound');
  throw writeErrors(c, result.errors, { count: result.products ?? 0 });
}
