import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../common/menu.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));
}

describe('POST /api/menu/get-by-ids', () => {
  it('answers the four menus in the order of the ids', async () => {
    const { status, body } = await t.post('/api/menu/get-by-ids', { lang: 'uk', ids: [1, 2, 7, 53] });
    expect(status).toBe(200);
    expect(body.data.map((menu: Menu) => menu.id)).toEqual([1, 2, 7, 53]);
    const reversed = await t.post('/api/menu/get-by-ids', { lang: 'uk', ids: [53, 7, 2, 1] });
    expect(reversed.body.data.map((menu: Menu) => menu.id)).toEqual([53, 7, 2, 1]);
  });

  it('gives items with id, name, url and children, nested up to three levels', async () => {
    const { body } = await t.post('/api/menu/get-by-ids', { lang: 'uk', ids: [7] });
    const [catalogue] = body.data as [Menu];
    expect(catalogue.items.length).toBeGreaterThanOrEqual(3);
    const item = catalogue.items[0]!;
    expect(Object.keys(item).sort()).toEqual(['children', 'id', 'name', 'url']);
    expect(item.url.startsWith('/')).toBe(true);
    expect(depth(catalogue.items)).toBe(3);
  });

  it('translates the names', async () => {
    const uk = (await t.post('/api/menu/get-by-ids', { lang: 'uk', ids: [2] })).body.data[0] as Menu;
    const en = (await t.post('/api/menu/get-by-ids', { lang: 'en', ids: [2] })).body.data[0] as Menu;
    expect(uk.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    expect(uk.items[0]!.name).not.toBe(en.items[0]!.name);
  });

  it('leaves unknown ids out', async () => {
    const { status, body } = await t.post('/api/menu/get-by-ids', { lang: 'en', ids: [999, 1, 404] });
    expect(status).toBe(200);
    expect(body.data.map((menu: Menu) => menu.id)).toEqual([1]);
  });

  it('refuses bad ids and an unknown language with field errors', async () => {
    const badIds = await t.post('/api/menu/get-by-ids', { lang: 'en', ids: ['one', -2] });
    expect(badIds.status).toBe(422);
    expect(badIds.body.errors.params['ids.0']).toEqual(['A menu id must be a positive whole number']);
    expect(badIds.body.errors.params['ids.1']).toEqual(['A menu id must be a positive whole number']);

    const noIds = await t.post('/api/menu/get-by-ids', { lang: 'uk' });
    expect(noIds.status).toBe(422);
    expect(noIds.body.errors.params.ids).toEqual(['Вкажіть список ідентифікаторів меню']);

    const badLang = await t.post('/api/menu/get-by-ids', { lang: 'fr', ids: [1] });
    expect(badLang.status).toBe(422);
    expect(Object.keys(badLang.body.errors.params)).toEqual(['lang']);
  });
});
