import { describe, expect, it } from 'vitest';
import { demoRootData } from './render-with-root.ts';
import { rootDataOf, rootLoaderDataOf, type RootLoaderData } from './root-data.ts';

const menu = { id: 1, name: 'Верхнє меню', items: [{ id: 5, name: 'Доставка', url: '/delivery-and-payment', children: [] }] };

describe('the root data a page reads', () => {
  it('is sent with the menus and settings as one JSON text, and nothing else of them', () => {
    const data = demoRootData('uk', { menus: { header: menu, footer: null, headerSecond: null, textPages: null } });
    const sent = rootLoaderDataOf(data);
    expect(Object.keys(sent)).not.toContain('menus');
    expect(Object.keys(sent)).not.toContain('settings');
    expect(JSON.parse(sent.layout)).toEqual({ settings: data.settings, menus: data.menus });
    expect(sent.origin).toBe(data.origin);
  });

  it('holds, where the text was made, the very menus and settings it was made of (blocks are kept by them)', () => {
    const data = demoRootData('uk', { menus: { header: menu, footer: null, headerSecond: null, textPages: null } });
    const read = rootDataOf(rootLoaderDataOf(data))!;
    expect(read.settings).toBe(data.settings);
    expect(read.menus).toBe(data.menus);
    expect(read.locale).toBe('uk');
  });

  it('parses a text it did not make, as the browser does, once for each answer', () => {
    const data = demoRootData('en', { year: 2040 });
    const { settings, menus, ...rest } = data;
    const sent: RootLoaderData = { ...rest, layout: JSON.stringify({ menus, settings }) };
    const read = rootDataOf(sent);
    expect(read).toEqual(JSON.parse(JSON.stringify(data)));
    expect(rootDataOf(sent)).toBe(read);
  });

  it('is missing when the root sent nothing', () => {
    expect(rootDataOf(undefined)).toBeUndefined();
  });
});
