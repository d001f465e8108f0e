import { and, eq, sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategory, StaffCategoryNode } from '../../../common/admin-catalog.ts';
import { orderOfTree, type OrderNode } from '../../../common/menu-tree.ts';
import { depsContext } from '../../../app/lib/deps.server.ts';
import { loader as adapterLoader } from '../../../app/routes/adapter.tsx';
import { categories, products } from '../../db/schema/catalog.ts';
import { menuItems } from '../../db/schema/menus.ts';
import { paths } from '../../db/schema/paths.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { resolveOrMovedPath } from './paths.service.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getCategoryListing } from './listing.service.ts';
import type { ListingFilters } from '../../../common/catalog.ts';

// The category editor's calls end to end: what an editor writes, the storefront's listing, paths
// and menus show at once.
let t: TestApp;
let call: ReturnType<typeof staffCaller>;
let callInUkrainian: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' })).cookie);
  callInUkrainian = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'owner', locale: 'uk' })).cookie);
});
afterAll(() => t.close());

const noFilters: ListingFilters = { attributes: {}, priceMin: null, priceMax: null, inStock: false };

async function idOf(slug: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

const listing = async (categoryId: number, locale: 'uk' | 'en' = 'uk', filters: ListingFilters = noFilters) =>
  getCategoryListing(t.deps.db, { categoryId, locale, filters, sort: 'popular', page: 1, perPage: 24 });

const tree = async (): Promise<StaffCategoryNode[]> => (await call('GET', '/api/admin/categories')).body.data.categories;

const auditOf = (action: string, entityId: number | string) => t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

function category(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'hamaky',
    parent_id: null as number | null,
    active: true,
    translations: {
      uk: { name: 'Гамаки', description: 'Гамаки для відпочинку.', meta_title: '', meta_description: '' },
      en: { name: 'Hammocks', description: 'Hammocks to rest in.', meta_title: '', meta_description: '' },
    },
    filters: { price: true, attribute_ids: null as number[] | null },
    ...overrides,
  };
}

/** The adapter page's answer for a path: its loader data, or the redirect it threw. */
async function openPage(path: string) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  const request = new Request(`http://localhost${path}`);
  try {
    return { data: await adapterLoader({ request, params: { adapter: new URL(request.url).pathname.split('/').at(-1)! }, context } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('/api/admin/categories', () => {
  it('lists the tree in order with both names and each category own products', async () => {
    const top = await tree();
    const camping = top.find((node) => node.slug === 'kemping')!;
    expect(camping.name).toEqual({ uk: 'Кемпінг', en: 'Camping gear' });
    const tents = camping.children.find((node) => node.slug === 'namety')!;
    expect(tents).toMatchObject({ name: { uk: 'Намети', en: 'Tents' }, active: true, children: [] });
    const [row] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, tents.id));
    expect(tents.products).toBe(Number(row!.count));
  });

  it('creates a category last under its parent that the storefront lists at once, audited', async () => {
    const camping = await idOf('kemping');
    const created = await call('POST', '/api/admin/categories', category({ parent_id: camping, slug: ' Hamaky ' }));
    expect(created.status).toBe(201);
    const saved: StaffCategory = created.body.data.category;
    expect(saved).toMatchObject({ slug: 'hamaky', parent_id: camping, path: 'hamaky', filters: { price: true, attribute_ids: null } });
    expect((await tree()).find((node) => node.id === camping)!.children.at(-1)!.id).toBe(saved.id);
    expect(await resolveOrMovedPath(t.deps.db, 'hamaky')).toEqual({ kind: 'category', entityId: saved.id, movedTo: null });
    expect((await listing(saved.id, 'en'))!.category.name).toBe('Hammocks');
    expect((await listing(camping))!.children.map((child) => child.name)).toContain('Гамаки');
    expect(await auditOf('category.create', saved.id)).toHaveLength(1);
  });

  it('refuses bad input with field messages in the member language', async () => {
    const bad = await call('POST', '/api/admin/categories', category({ slug: 'Not a slug!', translations: { uk: { ...category().translations.uk, name: ' ' }, en: category().translations.en }, extra: 1 }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params)).toEqual(expect.arrayContaining(['slug', 'translations.uk.name']));
    const taken = await call('POST', '/api/admin/categories', category({ slug: 'namety' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.params.slug).toEqual(['This address is already taken. Choose another one.']);
    // A text page's address is taken too: the category would hide it.
    const page = await callInUkrainian('POST', '/api/admin/categories', category({ slug: 'contacts' }));
    expect(page.status).toBe(422);
    expect(page.body.errors.params.slug).toEqual(['Ця адреса вже зайнята. Оберіть іншу.']);
    const noParent = await call('POST', '/api/admin/categories', category({ slug: 'nowhere', parent_id: 999_999 }));
    expect(noParent.body.errors.params.parent_id).toEqual(['There is no such parent category.']);
    const noAttribute = await call('POST', '/api/admin/categories', category({ slug: 'nowhere', filters: { price: true, attribute_ids: [999_999] } }));
    expect(noAttribute.status).toBe(422);
    expect(noAttribute.body.errors.params['filters.attribute_ids.0']).toEqual(['There is no such attribute.']);
    expect(await resolveOrMovedPath(t.deps.db, 'nowhere')).toBeNull();
  });

  it('refuses a parent inside the category itself or one that makes the tree too deep', async () => {
    const camping = await idOf('kemping');
    const tents = await idOf('namety');
    const own = await call('PUT', `/api/admin/categories/${camping}`, category({ slug: 'kemping', parent_id: tents }));
    expect(own.status).toBe(422);
    expect(own.body.errors.params.parent_id).toEqual(['A category cannot be put inside itself or one of its subcategories.']);
    const deep = await call('POST', '/api/admin/categories', category({ slug: 'pidnamety', parent_id: tents }));
    expect(deep.status).toBe(201);
    const tooDeep = await call('POST', '/api/admin/categories', category({ slug: 'pidpidnamety', parent_id: deep.body.data.category.id }));
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors.params.parent_id).toEqual(['The category tree has at most three levels.']);
  });

  it('answers 404 for an unknown category and 422 for an id that is none', async () => {
    expect((await call('GET', '/api/admin/categories/999999')).status).toBe(404);
    expect((await call('PUT', '/api/admin/categories/999999', category({ slug: 'nichto' }))).status).toBe(404);
    expect((await call('GET', '/api/admin/categories/abc')).status).toBe(422);
  });

  it('renames a category in both languages: the storefront shows the new names at once', async () => {
    const tents = await idOf('namety');
    await listing(tents, 'uk');
    const current: StaffCategory = (await call('GET', `/api/admin/categories/${tents}`)).body.data.category;
    const renamed = await call('PUT', `/api/admin/categories/${tents}`, {
      slug: current.slug,
      parent_id: current.parent_id,
      active: current.active,
      filters: current.filters,
      translations: { uk: { ...current.translations.uk, name: 'Намети й тенти' }, en: { ...current.translations.en, name: 'Tents and tarps' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.changed).toBe(true);
    expect((await listing(tents, 'uk'))!.category.name).toBe('Намети й тенти');
    expect((await listing(tents, 'en'))!.category.name).toBe('Tents and tarps');
    const [entry] = await auditOf('category.update', tents);
    expect(entry!.before).toEqual({ translations: current.translations });
    // The same again changes nothing and is not audited.
    const again = await call('PUT', `/api/admin/categories/${tents}`, { ...category(), slug: current.slug, parent_id: current.parent_id, filters: current.filters, translations: renamed.body.data.category.translations });
    expect(again.body.data.changed).toBe(false);
    expect(await auditOf('category.update', tents)).toHaveLength(1);
  });

  it('moves the category and its products to a new slug: the old paths answer 301 and menu links follow', async () => {
    const tents = await idOf('namety');
    const product = (await t.deps.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.categoryId, tents)).limit(1))[0]!;
    const [link] = await t.deps.db.insert(menuItems).values({ menuId: 1, url: '/namety?season=zyma', position: 99 }).returning({ id: menuItems.id });
    const current: StaffCategory = (await call('GET', `/api/admin/categories/${tents}`)).body.data.category;
    const moved = await call('PUT', `/api/admin/categories/${tents}`, { ...category(), slug: 'namety-i-tenty', parent_id: current.parent_id, translations: current.translations, filters: current.filters });
    expect(moved.status).toBe(200);
    expect(moved.body.data.category.path).toBe('namety-i-tenty');
    expect(await resolveOrMovedPath(t.deps.db, 'namety')).toEqual({ kind: 'category', entityId: tents, movedTo: 'namety-i-tenty' });
    expect(await resolveOrMovedPath(t.deps.db, `namety/${product.slug}`)).toEqual({ kind: 'product', entityId: product.id, movedTo: `namety-i-tenty/${product.slug}` });
    expect(await openPage('/en/namety?sort=newest')).toEqual({ status: 301, location: '/en/namety-i-tenty?sort=newest' });
    expect((await openPage('/namety-i-tenty')).data).toMatchObject({ kind: 'category' });
    const [menuLink] = await t.deps.db.select({ url: menuItems.url }).from(menuItems).where(eq(menuItems.id, link!.id));
    expect(menuLink!.url).toBe('/namety-i-tenty?season=zyma');

    // Back again: the paths are the category's own once more, no redirects.
    expect((await call('PUT', `/api/admin/categories/${tents}`, { ...category(), slug: 'namety', parent_id: current.parent_id, translations: current.translations, filters: current.filters })).status).toBe(200);
    expect(await resolveOrMovedPath(t.deps.db, 'namety')).toEqual({ kind: 'category', entityId: tents, movedTo: null });
    expect(await resolveOrMovedPath(t.deps.db, `namety/${product.slug}`)).toEqual({ kind: 'product', entityId: product.id, movedTo: null });
    expect(await resolveOrMovedPath(t.deps.db, 'namety-i-tenty')).toEqual({ kind: 'category', entityId: tents, movedTo: 'namety' });
    const [productPath] = await t.deps.db.select().from(paths).where(and(eq(paths.kind, 'product'), eq(paths.entityId, product.id)));
    expect(productPath!.path).toBe(`namety/${product.slug}`);
  });

  it('shows only the chosen filters, in the chosen order, and the price filter only when on', async () => {
    const camping = await idOf('kemping');
    const attributes = (await call('GET', '/api/admin/attributes')).body.data.attributes as { id: number; code: string }[];
    const attributeId = (code: string) => attributes.find((attribute) => attribute.code === code)!.id;
    const before = (await listing(camping))!;
    expect(before.facets.map((facet) => facet.code)).toEqual(expect.arrayContaining(['brand', 'color']));
    expect(before.priceFilter).toBe(true);
    const current: StaffCategory = (await call('GET', `/api/admin/categories/${camping}`)).body.data.category;
    const saved = await call('PUT', `/api/admin/categories/${camping}`, { ...category(), slug: current.slug, parent_id: null, translations: current.translations, filters: { price: false, attribute_ids: [attributeId('color'), attributeId('brand')] } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.category.filters).toEqual({ price: false, attribute_ids: [attributeId('color'), attributeId('brand')] });
    const after = (await listing(camping))!;
    expect(after.facets.map((facet) => facet.code)).toEqual(['color', 'brand']);
    expect(after.priceFilter).toBe(false);
    // A link with a filter the category no longer shows lists as without it.
    const season = before.facets.find((facet) => facet.code === 'season')!.values[0]!.slug;
    const linked = (await listing(camping, 'uk', { ...noFilters, attributes: { season: [season] }, priceMin: 1_000_000 }))!;
    expect(linked.total).toBe(after.total);
    expect(linked.filters).toEqual(noFilters);

    await call('PUT', `/api/admin/categories/${camping}`, { ...category(), slug: current.slug, parent_id: null, translations: current.translations, filters: { price: true, attribute_ids: null } });
    expect((await listing(camping))!.facets.map((facet) => facet.code)).toEqual(before.facets.map((facet) => facet.code));
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes an empty category with its path and old addresses, audited; the storefront answers 404 for it', async () => {
    const camping = await idOf('kemping');
    const created: StaffCategory = (await call('POST', '/api/admin/categories', category({ parent_id: camping, slug: 'shatry' }))).body.data.category;
    expect((await call('PUT', `/api/admin/categories/${created.id}`, category({ parent_id: camping, slug: 'shatry-i-tenty' }))).status).toBe(200);
    expect(await resolveOrMovedPath(t.deps.db, 'shatry')).toMatchObject({ kind: 'category', entityId: created.id, movedTo: 'shatry-i-tenty' });

    const deleted = await call('DELETE', `/api/admin/categories/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: created.id });
    expect(await t.deps.db.select().from(categories).where(eq(categories.id, created.id))).toEqual([]);
    expect(await resolveOrMovedPath(t.deps.db, 'shatry-i-tenty')).toBeNull();
    expect(await resolveOrMovedPath(t.deps.db, 'shatry')).toBeNull();
    expect((await tree()).find((node) => node.id === camping)!.children.map((child) => child.id)).not.toContain(created.id);
    const [entry] = await auditOf('category.delete', created.id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ slug: 'shatry-i-tenty' }), after: null });
    expect((await call('DELETE', `/api/admin/categories/${created.id}`)).status).toBe(404);
  });

  it('refuses a category that holds products or subcategories, saying why in the member language, and keeps it', async () => {
    // A subcategory of the demo with products and none of its own.
    const [{ tents, count }] = ((await t.deps.db.execute(
      sql`select c.id as tents, (select count(*)::int from products p where p.category_id = c.id) as count from categories c
          where exists (select 1 from products p where p.category_id = c.id) and not exists (select 1 from categories s where s.parent_id = c.id) order by c.id limit 1`,
    )) as unknown as { rows: [{ tents: number; count: number }] }).rows;
    const [tentsPath] = await t.deps.db.select({ path: paths.path }).from(paths).where(and(eq(paths.kind, 'category'), eq(paths.entityId, tents)));
    const withProducts = await call('DELETE', `/api/admin/categories/${tents}`);
    expect(withProducts.status).toBe(422);
    expect(withProducts.body.errors.params.id).toEqual([`This category cannot be deleted: it holds ${count} products. Move them to another category first.`]);
    const group = await callInUkrainian('DELETE', `/api/admin/categories/${await idOf('kemping')}`);
    expect(group.status).toBe(422);
    expect(group.body.errors.params.id).toEqual(['Цю категорію не можна видалити: у неї є підкатегорії. Спершу перенесіть або видаліть їх.']);
    expect(await resolveOrMovedPath(t.deps.db, tentsPath!.path)).toEqual({ kind: 'category', entityId: tents, movedTo: null });
    expect(await auditOf('category.delete', tents)).toEqual([]);
    expect((await call('DELETE', '/api/admin/categories/abc')).status).toBe(422);
  });
});

describe('PUT /api/admin/categories/order', () => {
  it('rewrites the whole tree in one go: a category moved to another group is listed there', async () => {
    const before = orderOfTree(await tree());
    const [first, second, ...rest] = before as [OrderNode, OrderNode, ...OrderNode[]];
    const moving = first.children[0]!;
    const order: OrderNode[] = [{ ...second, children: [...second.children, moving] }, { ...first, children: first.children.slice(1) }, ...rest];
    const saved = await call('PUT', '/api/admin/categories/order', { items: order });
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toBe(true);
    expect(orderOfTree(await tree())).toEqual(order);
    const [row] = await t.deps.db.select({ lineage: categories.lineage, parentId: categories.parentId }).from(categories).where(eq(categories.id, moving.id));
    expect(row).toEqual({ lineage: `${second.id}/${moving.id}/`, parentId: second.id });
    expect((await listing(second.id))!.children.map((child) => child.id)).toContain(moving.id);
    expect(await auditOf('category.reorder', 'tree')).toHaveLength(1);

    const same = await call('PUT', '/api/admin/categories/order', { items: order });
    expect(same.body.data.changed).toBe(false);
    expect((await call('PUT', '/api/admin/categories/order', { items: before })).status).toBe(200);
  });

  it('refuses an order that leaves a category out, names one twice or nests too deep, changing nothing', async () => {
    const before = orderOfTree(await tree());
    const incomplete = await call('PUT', '/api/admin/categories/order', { items: [...before.slice(1), { ...before[0]!, children: before[0]!.children.slice(1) }] });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors.params.items).toEqual(['The order leaves out some categories. Reload the page.']);
    const twice = await call('PUT', '/api/admin/categories/order', { items: [...before, { id: before[0]!.id, children: [] }] });
    expect(twice.status).toBe(422);
    const [a, b, ...rest] = before as [OrderNode, OrderNode, ...OrderNode[]];
    const deep = await call('PUT', '/api/admin/categories/order', { items: [{ ...a, children: [{ ...a.children[0]!, children: [{ ...b, children: b.children }] }, ...a.children.slice(1)] }, ...rest] });
    expect(deep.status).toBe(422);
    expect((await call('PUT', '/api/admin/categories/order', { items: 'everything' })).status).toBe(422);
    expect(orderOfTree(await tree())).toEqual(before);
  });
});

describe('who may edit categories', () => {
  it('refuses a manager', async () => {
    const manager = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'manager' })).cookie);
    expect((await manager('GET', '/api/admin/categories')).status).toBe(403);
    expect((await manager('PUT', '/api/admin/categories/order', { items: [] })).status).toBe(403);
  });
});
