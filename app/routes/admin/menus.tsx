import '../../locales/admin-menus/index.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/menus';
import { menuIdSchema, menuItemCreateSchema, menuItemIdSchema, menuItemUpdateSchema, menuOrderSchema, type StaffMenuItem } from '../../../common/admin-menus.ts';
import { translator } from '../../../common/i18n.ts';
import { findInTree } from '../../../common/menu-tree.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { createMenuItem, deleteMenuItem, listStaffMenus, saveMenuOrder, updateMenuItem } from '../../../server/modules/menu/menu.admin.ts';
import { listMenuLinkChoices } from '../../../server/modules/menu/menu.links.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { MenuItemPanel, type MenuPanel } from '../../components/admin/menus/menu-item-panel.tsx';
import { menusHref, type MenuActionAnswer } from '../../components/admin/menus/menus-href.ts';
import { MenuTree } from '../../components/admin/menus/menu-tree.tsx';

/** A positive whole number from the address, or null (a hand-edited address shows the page without it). */
function idParam(url: URL, name: string): number | null {
  const parsed = menuItemIdSchema.safeParse({ id: url.searchParams.get(name) ?? '' });
  return parsed.success ? parsed.data.id : null;
}

/** The form the address opens beside the menu: `add=top`, `add=<parent>`, `edit=<item>` or `delete=<item>`. */
function panelOf(url: URL): MenuPanel | null {
  if (url.searchParams.get('add') === 'top') return { kind: 'add', parentId: null };
  const parentId = idParam(url, 'add');
  if (parentId !== null) return { kind: 'add', parentId };
  const editId = idParam(url, 'edit');
  if (editId !== null) return { kind: 'edit', id: editId };
  const deleteId = idParam(url, 'delete');
  return deleteId === null ? null : { kind: 'delete', id: deleteId };
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'content');
  const { db } = getDeps(args.context);
  const [menus, links] = await Promise.all([listStaffMenus(db), listMenuLinkChoices(db)]);
  const url = new URL(args.request.url);
  const menuId = idParam(url, 'menu');
  const menu = menus.find((entry) => entry.id === menuId) ?? menus[0] ?? null;
  return { menus, links, menuId: menu?.id ?? null, panel: panelOf(url), created: idParam(url, 'created'), deleted: idParam(url, 'deleted'), locale: actor.locale };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'content');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const text = (name: string) => String(form.get(name) ?? '');
  const { db, now } = getDeps(args.context);
  const context = { actor, ip: pageRequestOrigin(args).ip, now: now() };
  const refused = (answer: MenuActionAnswer) => data(answer, { status: 422, headers: adminHeaders });
  const missing = (key: string) => data({ message: t(key) }, { status: 404, headers: adminHeaders });
  // The typed address wins; empty, the picked category's or page's is taken.
  const item = () => ({ url: text('url').trim() || text('link'), name: { uk: text('name.uk'), en: text('name.en') } });

  if (intent === 'create') {
    const menu = menuIdSchema.safeParse({ menuId: text('menu_id') });
    if (!menu.success) throw missing('adminMenus.menuNotFound');
    const input = menuItemCreateSchema.safeParse({ ...item(), parent_id: text('parent_id') });
    if (!input.success) return refused({ intent, message: '', errors: fieldErrors(input.error.issues, actor.locale) });
    const result = await createMenuItem(db, { ...context, menuId: menu.data.menuId, input: input.data });
    if (!result.ok) {
      if (result.reason === 'menuNotFound') throw missing('adminMenus.menuNotFound');
      return refused({ intent, message: '', errors: { parent_id: [t(result.reason === 'tooDeep' ? 'adminMenus.parentTooDeep' : 'adminMenus.parentNotFound')] } });
    }
    throw redirect(menusHref(menu.data.menuId, { created: result.item.id }), { headers: adminHeaders });
  }
  if (intent === 'update' || intent === 'delete') {
    const id = menuItemIdSchema.safeParse({ id: text('id') });
    if (!id.success) throw missing('adminMenus.itemNotFound');
    if (intent === 'delete') {
      const menu = menuIdSchema.safeParse({ menuId: text('menu_id') });
      const result = await deleteMenuItem(db, { ...context, id: id.data.id });
      if (!result.ok) throw missing('adminMenus.itemNotFound');
      throw redirect(menusHref(menu.success ? menu.data.menuId : null, { deleted: result.removed.length }), { headers: adminHeaders });
    }
    const input = menuItemUpdateSchema.safeParse(item());
    if (!input.success) return refused({ intent, message: '', errors: fieldErrors(input.error.issues, actor.locale) });
    const result = await updateMenuItem(db, { ...context, id: id.data.id, input: input.data });
    if (!result.ok) throw missing('adminMenus.itemNotFound');
    return { intent, message: result.changed ? t('adminMenus.saved', { name: result.item.name[actor.locale] }) : t('adminMenus.unchanged') } satisfies MenuActionAnswer;
  }
  if (intent === 'order') {
    const menu = menuIdSchema.safeParse({ menuId: text('menu_id') });
    if (!menu.success) throw missing('adminMenus.menuNotFound');
    let tree: unknown;
    try {
      tree = JSON.parse(text('tree'));
    } catch {
      tree = null;
    }
    const order = menuOrderSchema.safeParse({ items: tree });
    const failed = (reason: string) => refused({ intent, message: t('adminMenus.orderFailed', { reason }), errors: { items: [reason] } });
    if (!order.success) return failed(Object.values(fieldErrors(order.error.issues, actor.locale))[0]?.[0] ?? t('validations.invalid'));
    const result = await saveMenuOrder(db, { ...context, menuId: menu.data.menuId, order: order.data.items });
    if (!result.ok) {
      if (result.reason === 'menuNotFound') throw missing('adminMenus.menuNotFound');
      return failed(t(`adminMenus.order.${result.reason}`, { id: result.id }));
    }
    return { intent, message: result.changed ? t('adminMenus.orderSaved') : t('adminMenus.unchanged') } satisfies MenuActionAnswer;
  }
  throw data({ message: t('adminMenus.unknownIntent') }, { status: 400, headers: adminHeaders });
}

export function headers() {
  return adminHeaders;
}

const tabClass =
  'inline-flex min-h-11 items-center gap-1 rounded border border-stone-400 bg-white px-3 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 aria-[current=page]:border-stone-800 aria-[current=page]:bg-stone-800 aria-[current=page]:text-white md:min-h-9';

export default function MenusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { menus, links, menuId, panel, created, deleted, locale } = loaderData;
  const answer = actionData as MenuActionAnswer | undefined;
  const menu = menus.find((entry) => entry.id === menuId);
  const createdItem = menu && created !== null ? findInTree(menu.items, created)?.node : undefined;
  const notice = answer?.message || (createdItem ? t('adminMenus.created', { name: createdItem.name[locale] }) : deleted !== null ? t('adminMenus.deleted', { count: deleted }) : '');
  const treeHeading = useRef<HTMLHeadingElement>(null);

  // After adding, the new item's edit link takes the focus; after deleting, the menu's heading.
  useEffect(() => {
    if (created !== null) document.querySelector<HTMLElement>(`[data-item="${created}"] [data-edit]`)?.focus();
    else if (deleted !== null) treeHeading.current?.focus();
  }, [created, deleted]);

  return (
    <div className="space-y-5">
      <AdminHead title={t('adminMenus.title')} />
      <h1 className="text-2xl font-bold">{t('adminMenus.title')}</h1>
      <p className="max-w-3xl">{t('adminMenus.intro')}</p>
      <nav aria-label={t('adminMenus.menusNav')}>
        <ul className="flex flex-wrap gap-2">
          {menus.map((entry) => (
            <li key={entry.id}>
              <Link to={menusHref(entry.id)} aria-current={entry.id === menu?.id ? 'page' : undefined} className={tabClass}>
                {entry.name[locale]} <span className="font-normal">({t('adminMenus.count', { count: countItems(entry.items) })})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="font-medium">
        {notice}
      </p>
      {menu && (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="menu-title" className="space-y-3 rounded border border-stone-300 bg-white p-4">
            <h2 id="menu-title" ref={treeHeading} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-amber-600">
              {menu.name[locale]}
            </h2>
            <p className="text-stone-700">{t(`adminMenus.where.${menu.code}`, { defaultValue: '' })}</p>
            <p className="text-sm text-stone-700">{t('adminMenus.howTo')}</p>
            <MenuTree key={menu.id} menu={menu} locale={locale} />
          </section>
          {panel && <MenuItemPanel key={JSON.stringify(panel)} panel={panel} menu={menu} links={links} locale={locale} answer={answer} />}
        </div>
      )}
    </div>
  );
}

function countItems(items: StaffMenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);
}
