import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMenu } from '../../../common/admin-menus.ts';
import { moveInTree, orderOfTree } from '../../../common/menu-tree.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action, loader } from './menus.tsx';

// The menu page's forms on the same services as the API, with a real staff session.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' })).cookie;
});
afterAll(() => t.close());

function args(path: string, form?: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  const init: RequestInit = form ? { method: 'POST', body: new URLSearchParams(form), headers: { cookie } } : { headers: { cookie } };
  return { request: new Request(`http://localhost${path}`, init), params: {}, context } as never;
}

type Page = { menus: StaffMenu[]; menuId: number; panel: unknown; created: number | null; deleted: number | null };
const page = async (path = '/admin/menus') => (await loader(args(path))) as Page;
const menuOf = async (id: number) => (await page()).menus.find((menu) => menu.id === id)!;

/** What an action threw or answered: a redirect's address, or the answer's status and data. */
async function submit(form: Record<string, string>): Promise<{ location?: string; status?: number; data?: any }> {
  try {
    const answer = (await action(args('/admin/menus', form))) as { data?: unknown; init?: { status?: number } | null };
    // A plain object is a 200; `data(…, { status })` carries its own.
    return answer.init ? { status: answer.init.status, data: answer.data } : { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get('location') ?? undefined, status: thrown.status };
    return { status: (thrown as { init?: { status?: number } }).init?.status, data: (thrown as { data?: unknown }).data };
  }
}

describe('the menu page', () => {
  it('opens a menu and the form its address names; a hand-edited address falls back', async () => {
    expect(await page('/admin/menus?menu=7&edit=12')).toMatchObject({ menuId: 7, panel: { kind: 'edit', id: 12 } });
    expect(await page('/admin/menus?menu=2&add=top')).toMatchObject({ menuId: 2, panel: { kind: 'add', parentId: null } });
    expect(await page('/admin/menus?menu=nope&delete=-1')).toMatchObject({ menuId: 1, panel: null });
  });

  it('adds, renames, moves and deletes through its forms', async () => {
    const created = await submit({ intent: 'create', menu_id: '53', parent_id: '', 'name.uk': 'Намети', 'name.en': 'Tents', url: '', link: '/namety' });
    expect(created.status).toBe(302);
    const id = Number(new URL(created.location!, 'http://localhost').searchParams.get('created'));
    expect(created.location).toBe(`/admin/menus?menu=53&created=${id}`);
    expect((await menuOf(53)).items.at(-1)).toMatchObject({ id, url: '/namety', name: { uk: 'Намети', en: 'Tents' } });

    // The typed address wins over the picked one.
    const saved = await submit({ intent: 'update', id: String(id), 'name.uk': 'Усі намети', 'name.en': 'All tents', url: '/namety?sort=new', link: '/namety' });
    expect(saved).toEqual({ status: 200, data: { intent: 'update', message: 'Пункт «Усі намети» збережено.' } });

    const menu = await menuOf(53);
    const next = moveInTree(menu.items, id, 'up')!;
    const moved = await submit({ intent: 'order', menu_id: '53', tree: JSON.stringify(orderOfTree(next)) });
    expect(moved).toEqual({ status: 200, data: { intent: 'order', message: 'Порядок меню збережено.' } });
    expect(orderOfTree((await menuOf(53)).items)).toEqual(orderOfTree(next));

    const deleted = await submit({ intent: 'delete', menu_id: '53', id: String(id) });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/menus?menu=53&deleted=1' });
    expect(await page('/admin/menus?menu=53&deleted=1')).toMatchObject({ deleted: 1 });
  });

  it('refuses bad fields and orders with messages in the member’s language', async () => {
    const bad = await submit({ intent: 'create', menu_id: '53', parent_id: '', 'name.uk': '', 'name.en': 'Tents', url: 'namety', link: '' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ 'name.uk': ['Вкажіть назву.'], url: [expect.stringMatching(/^Вкажіть шлях/)] });
    const items = orderOfTree((await menuOf(53)).items);
    const partial = await submit({ intent: 'order', menu_id: '53', tree: JSON.stringify(items.slice(1)) });
    expect(partial.status).toBe(422);
    expect(partial.data.message).toBe('Порядок не збережено: У новому порядку бракує пунктів цього меню: оновіть сторінку й спробуйте ще раз.');
    expect((await submit({ intent: 'order', menu_id: '53', tree: '{' })).status).toBe(422);
    expect((await submit({ intent: 'update', id: '999999999', 'name.uk': 'А', 'name.en': 'A', url: '/a' })).status).toBe(404);
    expect((await submit({ intent: 'launch' })).status).toBe(400);
  });
});
