import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-menus/index.ts';
import { menuIdSchema, menuItemCreateSchema, menuItemIdSchema, menuItemUpdateSchema, menuOrderSchema } from '../../../common/admin-menus.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { createMenuItem, deleteMenuItem, listStaffMenus, saveMenuOrder, updateMenuItem, type OrderProblem } from './menu.admin.ts';
import { listMenuLinkChoices } from './menu.links.ts';

/** /api/admin/menus: the storefront's menus and their items, for the staff with the 'content' capability. */
export const menusAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('content'), async (c) => {
    const { db } = c.var.deps;
    const [menus, links] = await Promise.all([listStaffMenus(db), listMenuLinkChoices(db)]);
    return c.json({ data: { menus, links } }, 200);
  })
  .post('/:menuId/items', requireStaff('content'), async (c) => {
    const { menuId } = param(c, menuIdSchema);
    const input = await read(c, menuItemCreateSchema);
    const t = translator(c.var.staff.locale);
    const { db, now } = c.var.deps;
    const result = await createMenuItem(db, { menuId, input, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) {
      if (result.reason === 'menuNotFound') throw new HttpError(404, t('adminMenus.menuNotFound'));
      throw fieldError('parent_id', t(result.reason === 'tooDeep' ? 'adminMenus.parentTooDeep' : 'adminMenus.parentNotFound'));
    }
    return c.json({ data: { item: result.item } }, 201);
  })
  .put('/items/:id', requireStaff('content'), async (c) => {
    const { id } = param(c, menuItemIdSchema);
    const input = await read(c, menuItemUpdateSchema);
    const { db, now } = c.var.deps;
    const result = await updateMenuItem(db, { id, input, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) throw new HttpError(404, translator(c.var.staff.locale)('adminMenus.itemNotFound'));
    return c.json({ data: { item: result.item, changed: result.changed } }, 200);
  })
  .delete('/items/:id', requireStaff('content'), async (c) => {
    const { id } = param(c, menuItemIdSchema);
    const { db, now } = c.var.deps;
    const result = await deleteMenuItem(db, { id, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) throw new HttpError(404, translator(c.var.staff.locale)('adminMenus.itemNotFound'));
    return c.json({ data: { id, removed: result.removed } }, 200);
  })
  .put('/:menuId/order', requireStaff('content'), async (c) => {
    const { menuId } = param(c, menuIdSchema);
    const { items } = await read(c, menuOrderSchema);
    const t = translator(c.var.staff.locale);
    const { db, now } = c.var.deps;
    const result = await saveMenuOrder(db, { menuId, order: items, actor: c.var.staff, ip: requestOriginOf(c).ip, now: now() });
    if (!result.ok) {
      if (result.reason === 'menuNotFound') throw new HttpError(404, t('adminMenus.menuNotFound'));
      throw fieldError('items', orderMessage(t, result));
    }
    return c.json({ data: { menu: result.menu, changed: result.changed } }, 200);
  });

/** Why an order was refused, in the member's language. */
function orderMessage(t: ReturnType<typeof translator>, problem: { reason: OrderProblem; id?: number }): string {
  return t(`adminMenus.order.${problem.reason}`, { id: problem.id });
}

function param<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

async function read<S extends z.ZodType>(c: Context<StaffEnv>, schema: S): Promise<z.output<S>> {
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = schema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}
