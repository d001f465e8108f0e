import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuLinkChoice, StaffMenu, StaffMenuItem } from '../../../common/admin-menus.ts';
import type { Menu, MenuItem } from '../../../common/menu.ts';
import { orderOfTree } from '../../../common/menu-tree.ts';
import { menuItems } from '../../db/schema/menus.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The menu editor's calls end to end: what an editor changes, the storefront's menu call answers
// at once, in both languages (it reads menus through a cache the change must empty).
let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let call: ReturnType<typeof staffCaller>;
let callInUkrainian: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  call = staffCaller(t.app, editor.cookie);
  callInUkrainian = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'owner', locale: 'uk' })).cookie);
});
afterAll(() => t.close());

async function staffMenu(id: number): Promise<StaffMenu> {
  const list = await call('GET', '/api/admin/menus');
  return list.body.data.menus.find((menu: StaffMenu) => menu.id === id);
}

/** The storefront's menu, as `POST /api/menu/get-by-ids` gives it. */
async function shopMenu(id: number, lang: 'uk' | 'en'): Promise<Menu> {
  const answer = await t.post('/api/menu/get-by-ids', { lang, ids: [id] });
  expect(answer.status).toBe(200);
  return answer.body.data[0];
}

const names = (items: MenuItem[]) => items.map((item) => item.name);
const ids = (items: { id: number }[]) => items.map((item) => item.id);

async function auditOf(action: string, entityId: number) {
  return t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}

describe('/api/admin/menus', () => {
  it('lists the four menus with both names of every item, and the categories and pages to link to', async () => {
    const list = await call('GET', '/api/admin/menus');
    expect(list.status).toBe(200);
    const menus: StaffMenu[] = list.body.data.menus;
    expect(menus.map((menu) => [menu.id, menu.code])).toEqual([
      [1, 'header'],
      [2, 'footer'],
      [7, 'header-second'],
      [53, 'text-pages'],
    ]);
    const header = menus[0]!;
    expect(header.name).toEqual({ uk: 'Верхнє меню', en: 'Top menu' });
    expect(header.items[0]).toMatchObject({ url: '/delivery-and-payment', name: { uk: 'Доставка і оплата', en: 'Delivery and payment' }, children: [] });
    // The same trees as the storefront's, item for item.
    for (const menu of menus) expect(orderOfTree(menu.items)).toEqual(orderOfTree((await shopMenu(menu.id, 'uk')).items));

    const { categories, pages } = list.body.data.links as { categories: MenuLinkChoice[]; pages: MenuLinkChoice[] };
    expect(categories.find((choice) => choice.url === '/namety')).toMatchObject({ kind: 'category', name: { uk: 'Намети', en: 'Tents' }, depth: 2 });
    expect(categories[0]!.depth).toBe(1);
    expect(pages.find((choice) => choice.url === '/contacts')).toMatchObject({ kind: 'page', name: { uk: 'Контакти', en: 'Contacts' } });
  });

  it('adds an item the storefront shows at once in both languages, and audits it', async () => {
    await shopMenu(1, 'uk');
    await shopMenu(1, 'en');
    const created = await call('POST', '/api/admin/menus/1/items', { url: ' /namety ', name: { uk: ' Намети ', en: 'Tents' } });
    expect(created.status).toBe(201);
    expect(created.body.data.item).toMatchObject({ url: '/namety', name: { uk: 'Намети', en: 'Tents' }, children: [] });
    const id = created.body.data.item.id;
    expect(ids((await shopMenu(1, 'uk')).items).at(-1)).toBe(id);
    expect(names((await shopMenu(1, 'uk')).items).at(-1)).toBe('Намети');
    expect(names((await shopMenu(1, 'en')).items).at(-1)).toBe('Tents');

    // Under an item: last among its children; an address of another site is taken as it is.
    const parent = (await staffMenu(1)).items.find((item) => item.children.length > 0)!;
    const child = await call('POST', '/api/admin/menus/1/items', { parent_id: parent.id, url: 'https://example.org/fond?x=1', name: { uk: 'Фонд', en: 'Charity' } });
    expect(child.status).toBe(201);
    const shown = (await shopMenu(1, 'en')).items.find((item) => item.id === parent.id)!;
    expect(shown.children.at(-1)).toMatchObject({ id: child.body.data.item.id, name: 'Charity', url: 'https://example.org/fond?x=1' });

    const [entry] = await auditOf('menu.item-create', id);
    expect(entry).toMatchObject({ staffId: editor.actor.id, entityType: 'menu_item', before: null, after: { menu_id: 1, parent_id: null, url: '/namety', name: { uk: 'Намети', en: 'Tents' } } });
  });

  it('refuses a bad item field by field in the member’s language, and a parent that cannot take it', async () => {
    const bad = await call('POST', '/api/admin/menus/1/items', { url: '//evil.example/x', name: { uk: '', en: 'x'.repeat(201) } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['name.en', 'name.uk', 'url']);
    expect(bad.body.errors.params['name.uk']).toEqual(['Enter a name.']);
    expect(bad.body.errors.params.url[0]).toMatch(/^Enter a path starting with “\/”/);
    for (const url of ['namety', '/with space', 'javascript:alert(1)', 'ftp://example.org/', '/a\\b', 'https://', `/${'a'.repeat(500)}`]) {
      const refused = await call('POST', '/api/admin/menus/1/items', { url, name: { uk: 'А', en: 'A' } });
      expect(refused.status, url).toBe(422);
      expect(Object.keys(refused.body.errors.params), url).toEqual(['url']);
    }
    const inUkrainian = await callInUkrainian('POST', '/api/admin/menus/1/items', { url: 'namety', name: { uk: 'А', en: 'A' } });
    expect(inUkrainian.body.errors.params.url[0]).toMatch(/^Вкажіть шлях/);

    const catalogue = await staffMenu(7);
    const third = catalogue.items.find((group) => group.children.some((sub) => sub.children.length > 0))!.children.find((sub) => sub.children.length > 0)!.children[0]!;
    const tooDeep = await call('POST', '/api/admin/menus/7/items', { parent_id: third.id, url: '/namety', name: { uk: 'А', en: 'A' } });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors.params.parent_id).toEqual(['A menu has at most three levels: nothing can be nested under an item of the third.']);
    const foreign = await call('POST', '/api/admin/menus/1/items', { parent_id: catalogue.items[0]!.id, url: '/namety', name: { uk: 'А', en: 'A' } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.params.parent_id).toEqual(['This menu has no such item.']);
    for (const parent_id of [true, 0, '1.5', 'x', 2 ** 31]) {
      const odd = await call('POST', '/api/admin/menus/1/items', { parent_id, url: '/namety', name: { uk: 'А', en: 'A' } });
      expect(Object.keys(odd.body.errors.params), String(parent_id)).toEqual(['parent_id']);
    }
    expect((await call('POST', '/api/admin/menus/999/items', { url: '/namety', name: { uk: 'А', en: 'A' } })).status).toBe(404);
    expect((await call('POST', '/api/admin/menus/abc/items', { url: '/namety', name: { uk: 'А', en: 'A' } })).status).toBe(422);
    expect(await t.deps.db.select().from(menuItems).where(eq(menuItems.url, 'javascript:alert(1)'))).toEqual([]);
  });

  it('renames an item and changes its link: the storefront shows it at once, an unchanged save is not audited', async () => {
    const contacts = (await staffMenu(1)).items.find((item) => item.url === '/contacts')!;
    await shopMenu(1, 'uk');
    await shopMenu(1, 'en');
    const renamed = await call('PUT', `/api/admin/menus/items/${contacts.id}`, { url: '/contacts?from=menu', name: { uk: 'Зв’язок з нами', en: 'Reach us' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ changed: true, item: { id: contacts.id, url: '/contacts?from=menu', name: { uk: 'Зв’язок з нами', en: 'Reach us' } } });
    expect((await shopMenu(1, 'uk')).items.find((item) => item.id === contacts.id)).toMatchObject({ name: 'Зв’язок з нами', url: '/contacts?from=menu' });
    expect((await shopMenu(1, 'en')).items.find((item) => item.id === contacts.id)).toMatchObject({ name: 'Reach us' });

    const again = await call('PUT', `/api/admin/menus/items/${contacts.id}`, { url: '/contacts?from=menu', name: { uk: 'Зв’язок з нами', en: 'Reach us' } });
    expect(again.body.data.changed).toBe(false);
    const entries = await auditOf('menu.item-update', contacts.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { url: '/contacts', name: { uk: 'Контакти', en: 'Contacts' } }, after: { url: '/contacts?from=menu', name: { en: 'Reach us' } } });

    expect((await call('PUT', '/api/admin/menus/items/999999999', { url: '/x', name: { uk: 'А', en: 'A' } })).status).toBe(404);
    const bad = await call('PUT', `/api/admin/menus/items/${contacts.id}`, { url: '/x y', name: { uk: 'А' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['name.en', 'url']);
  });

  it('saves a new order of a whole menu: nesting and order, shown at once, audited', async () => {
    const before = await staffMenu(1);
    await shopMenu(1, 'en');
    // The top items reversed, and the first item moved under the (new) first one.
    const reversed = orderOfTree(before.items).reverse();
    const moved = reversed.pop()!;
    reversed[0]!.children.push(moved);
    const saved = await call('PUT', '/api/admin/menus/1/order', { items: reversed });
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toBe(true);
    expect(orderOfTree(saved.body.data.menu.items)).toEqual(reversed);
    const shop = await shopMenu(1, 'en');
    expect(orderOfTree(shop.items)).toEqual(reversed);
    expect(shop.items[0]!.children.at(-1)).toMatchObject({ id: moved.id, name: 'Delivery and payment' });
    expect((await shopMenu(1, 'uk')).items[0]!.children.at(-1)).toMatchObject({ id: moved.id, name: 'Доставка і оплата' });

    const same = await call('PUT', '/api/admin/menus/1/order', { items: reversed });
    expect(same.body.data.changed).toBe(false);
    const entries = await auditOf('menu.reorder', 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'menu', before: orderOfTree(before.items), after: reversed });
  });

  it('refuses an order that leaves out, repeats or borrows items, or nests past three levels, and changes nothing', async () => {
    const header = orderOfTree((await staffMenu(1)).items);
    const footer = await staffMenu(2);
    const refused = async (items: unknown, message: string) => {
      const answer = await call('PUT', '/api/admin/menus/1/order', { items });
      expect(answer.status, message).toBe(422);
      expect(Object.values(answer.body.errors.params).flat(), JSON.stringify(items)).toEqual([message]);
    };
    await refused([...header, { id: footer.items[0]!.id }], `Item ${footer.items[0]!.id} is not in this menu.`);
    await refused([...header, { id: header[0]!.id }], `Item ${header[0]!.id} appears twice in the order.`);
    await refused(header.slice(1), 'The new order leaves out items of this menu: reload the page and try again.');
    // Four levels: the last item with its children goes under an item of the third level.
    const deep = structuredClone(header);
    const parent = deep.find((item) => item.children.length > 1)!;
    const [a, b] = [parent.children[0]!, parent.children[1]!];
    parent.children = parent.children.filter((item) => item !== b);
    a.children.push(b);
    const last = deep.pop()!;
    b.children.push(last);
    await refused(deep, 'A menu has at most three levels.');
    await refused('nope', 'Invalid value');
    await refused([{ id: header[0]!.id, children: [{ id: header[1]!.id, children: [{ id: header[2]!.id, children: [{ id: header[3]!.id }] }] }] }], 'A menu has at most three levels.');

    expect(orderOfTree((await staffMenu(1)).items)).toEqual(header);
    expect((await call('PUT', '/api/admin/menus/999/order', { items: [] })).status).toBe(404);
  });

  it('deletes an item with the items under it, at once on the storefront, audited', async () => {
    const footer = await staffMenu(2);
    const group: StaffMenuItem = footer.items.find((item) => item.children.length > 1)!;
    await shopMenu(2, 'uk');
    const deleted = await call('DELETE', `/api/admin/menus/items/${group.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: group.id, removed: [group.id, ...ids(group.children)] });
    expect(ids((await shopMenu(2, 'uk')).items)).not.toContain(group.id);
    expect(await t.deps.db.select().from(menuItems).where(inArray(menuItems.id, [group.id, ...ids(group.children)]))).toEqual([]);
    const [entry] = await auditOf('menu.item-delete', group.id);
    expect(entry).toMatchObject({ after: null, before: { menu_id: 2, url: group.url, children: orderOfTree(group.children) } });
    expect((await call('DELETE', `/api/admin/menus/items/${group.id}`)).status).toBe(404);
    expect((await call('DELETE', '/api/admin/menus/items/0')).status).toBe(422);
  });

  it('is closed to a manager, whose role has no content', async () => {
    const manager = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'manager', locale: 'uk' })).cookie);
    const item = (await staffMenu(53)).items[0]!;
    for (const [method, path, body] of [
      ['GET', '/api/admin/menus', undefined],
      ['POST', '/api/admin/menus/53/items', { url: '/x', name: { uk: 'А', en: 'A' } }],
      ['PUT', `/api/admin/menus/items/${item.id}`, { url: '/x', name: { uk: 'А', en: 'A' } }],
      ['DELETE', `/api/admin/menus/items/${item.id}`, undefined],
      ['PUT', '/api/admin/menus/53/order', { items: [] }],
    ] as const) {
      expect((await manager(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await staffMenu(53)).items[0]).toEqual(item);
  });
});
