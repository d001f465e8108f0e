import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOfTree } from '../../../common/menu-tree.ts';
import { listStaffAttributes } from '../../../server/modules/catalog/attributes.admin.ts';
import { getStaffCategory, listCategoryTree } from '../../../server/modules/catalog/categories.admin.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action as treeAction } from './categories.tsx';
import { action as editorAction } from './category.tsx';

// The category pages' forms on the same services as the API, with a real staff session.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' })).cookie;
});
afterAll(() => t.close());

function args(path: string, form: URLSearchParams, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  return { request: new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: { cookie } }), params, context } as never;
}

/** What an action threw or answered: a redirect's address, or the answer's status and data. */
async function submit(run: () => Promise<unknown>): Promise<{ location?: string; status?: number; data?: any }> {
  try {
    const answer = (await run()) as { data?: unknown; init?: { status?: number } | null };
    return answer.init ? { status: answer.init.status, data: answer.data } : { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get('location') ?? undefined, status: thrown.status };
    return { status: (thrown as { init?: { status?: number } }).init?.status, data: (thrown as { data?: unknown }).data };
  }
}

function categoryForm(fields: Record<string, string>, filters: string[] = []) {
  const form = new URLSearchParams(fields);
  for (const id of filters) form.append('filter', id);
  return form;
}

describe('the category editor page', () => {
  it('creates a category from its form, with the ticked filters in the order of their numbers', async () => {
    const camping = (await listCategoryTree(t.deps.db)).find((node) => node.slug === 'kemping')!;
    const attributes = await listStaffAttributes(t.deps.db);
    const [color, brand] = ['color', 'brand'].map((code) => String(attributes.find((attribute) => attribute.code === code)!.id));
    const form = categoryForm(
      {
        slug: 'krisla',
        parent_id: String(camping.id),
        active: 'on',
        'translations.uk.name': 'Крісла',
        'translations.en.name': 'Chairs',
        filters_chosen: 'on',
        [`filter_place.${color}`]: '2',
        [`filter_place.${brand}`]: '1',
      },
      [color!, brand!],
    );
    const answer = await submit(() => editorAction(args('/admin/categories/new', form)));
    expect(answer.status).toBe(302);
    const id = Number(answer.location!.match(/\/admin\/categories\/(\d+)\?done=created/)![1]);
    const saved = (await getStaffCategory(t.deps.db, id))!;
    expect(saved).toMatchObject({ slug: 'krisla', parent_id: camping.id, active: true, filters: { price: false, attribute_ids: [Number(brand), Number(color)] } });
    expect(saved.translations.en.name).toBe('Chairs');
  });

  it('answers field errors in the member language and writes nothing', async () => {
    const answer = await submit(() => editorAction(args('/admin/categories/new', categoryForm({ slug: 'namety', 'translations.uk.name': 'Намети', 'translations.en.name': '' }))));
    expect(answer.status).toBe(422);
    expect(answer.data.errors['translations.en.name']).toBeDefined();
    const taken = await submit(() => editorAction(args('/admin/categories/new', categoryForm({ slug: 'namety', 'translations.uk.name': 'Намети', 'translations.en.name': 'Tents' }))));
    expect(taken.data.errors.slug).toEqual(['Ця адреса вже зайнята. Оберіть іншу.']);
  });
});

describe('deleting from the category editor', () => {
  it('deletes an empty category and goes back to the tree; a category with products stays, the page saying why', async () => {
    const camping = (await listCategoryTree(t.deps.db)).find((node) => node.slug === 'kemping')!;
    const created = await submit(() =>
      editorAction(args('/admin/categories/new', categoryForm({ slug: 'stiltsi', parent_id: String(camping.id), 'translations.uk.name': 'Стільці', 'translations.en.name': 'Stools' }))),
    );
    const id = created.location!.match(/\/admin\/categories\/(\d+)/)![1]!;
    const deleted = await submit(() => editorAction(args(`/admin/categories/${id}`, new URLSearchParams({ intent: 'delete' }), { id })));
    expect(deleted).toEqual({ location: '/admin/categories?deleted=1', status: 302 });
    expect(await getStaffCategory(t.deps.db, Number(id))).toBeNull();

    const tents = (await listCategoryTree(t.deps.db)).flatMap((node) => node.children).find((node) => node.slug === 'namety')!;
    const refused = await submit(() => editorAction(args(`/admin/categories/${tents.id}`, new URLSearchParams({ intent: 'delete' }), { id: String(tents.id) })));
    expect(refused.status).toBe(422);
    expect(refused.data.errors.delete[0]).toMatch(/^Цю категорію не можна видалити: у ній \d+ товар/);
    expect(await getStaffCategory(t.deps.db, tents.id)).not.toBeNull();
  });
});

describe('the category tree page', () => {
  it('saves the whole order the tree sends, and refuses an incomplete one', async () => {
    const before = orderOfTree(await listCategoryTree(t.deps.db));
    const reversed = [...before].reverse();
    const saved = await submit(() => treeAction(args('/admin/categories', new URLSearchParams({ intent: 'order', tree: JSON.stringify(reversed) }))));
    expect(saved).toMatchObject({ status: 200, data: { intent: 'order', message: 'Новий порядок збережено.' } });
    expect(orderOfTree(await listCategoryTree(t.deps.db))).toEqual(reversed);
    const refused = await submit(() => treeAction(args('/admin/categories', new URLSearchParams({ intent: 'order', tree: JSON.stringify(before.slice(1)) }))));
    expect(refused.status).toBe(422);
    expect(orderOfTree(await listCategoryTree(t.deps.db))).toEqual(reversed);
  });
});
