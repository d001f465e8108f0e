import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductChoices, StaffProductDetail } from '../../../common/admin-products.ts';
import { picture, uploadFiles } from '../../../server/modules/media/media.fixtures.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action, loader } from './product.tsx';
import { action as listAction, loader as listLoader } from './products.tsx';

// The product pages' loaders and actions on the same services as the API, with a real staff session.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' })).cookie;
});
afterAll(() => t.close());

function args(path: string, params: Record<string, string>, init: RequestInit = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  return { request: new Request(`http://localhost${path}`, { ...init, headers: { cookie, ...init.headers } }), params, context } as never;
}
const post = (path: string, params: Record<string, string>, form: URLSearchParams) => args(path, params, { method: 'POST', body: form });
const answerOf = (result: unknown) => ((result as { data?: unknown }).data ?? result) as { message: string; errors?: Record<string, string[]> };

describe('the product editor', () => {
  it('creates a product from the form, skipping empty option rows, and shows errors at the row they belong to', async () => {
    const { choices } = (await loader(args('/admin/products/new', {}))) as { choices: ProductChoices };
    const value = (type: string, index: number) => String(choices.attributes.find((attribute) => attribute.type === type)!.values[index]!.id);
    const form = new URLSearchParams({
      option_rows: '6',
      slug: 'kylym-turystychnyi',
      sku: 'TB-KYLYM',
      category_id: String(choices.categories.find((category) => category.depth === 1)!.id),
      weight: '450',
      active: 'on',
      'translations.uk.name': 'Килимок туристичний',
      'translations.en.name': 'Camping mat',
      'options.1.sku': 'TB-KYLYM-M',
      'options.1.size_value_id': value('size', 1),
      'options.1.color_value_id': value('color', 0),
      'options.1.price': '899',
      'options.1.stock': '5',
      'options.4.sku': 'TB-KYLYM-L',
      'options.4.size_value_id': value('size', 2),
      'options.4.price': 'дев’ятсот',
    });
    const refused = answerOf(await action(post('/admin/products/new', {}, form)));
    expect(refused.errors).toEqual({ 'options.4.price': ['Ціна в гривнях: більше нуля, до 7 цифр і до 2 знаків після коми'] });

    form.set('options.4.price', '949,50');
    await expect(action(post('/admin/products/new', {}, form))).rejects.toMatchObject({ status: 302 });
    const list = (await listLoader(args('/admin/products?query=TB-KYLYM', {}))) as { page: { products: { id: number; name: string; price: string }[] } };
    expect(list.page.products).toMatchObject([{ name: 'Килимок туристичний', price: '899.00' }]);
    const { product } = (await loader(args(`/admin/products/${list.page.products[0]!.id}`, { id: String(list.page.products[0]!.id) }))) as { product: StaffProductDetail };
    expect(product.options.map((option) => [option.sku, option.price, option.stock])).toEqual([
      ['TB-KYLYM-M', '899.00', 5],
      ['TB-KYLYM-L', '949.50', 0],
    ]);
  });

  it('saves the photos the form posts, in order with their alt text, and shows a refused one at its row', async () => {
    const uploaded = await uploadFiles(t.app, cookie, [
      { name: 'front.png', type: 'image/png', bytes: await picture('png', { width: 200, height: 100 }) },
      { name: 'side.webp', type: 'image/webp', bytes: await picture('webp') },
    ]);
    const [front, side] = uploaded.body.data.files as [{ path: string }, { path: string }];
    const list = (await listLoader(args('/admin/products?query=TB-KYLYM', {}))) as { page: { products: { id: number }[] } };
    const id = String(list.page.products[0]!.id);
    const { product, uploadLimits } = (await loader(args(`/admin/products/${id}`, { id }))) as { product: StaffProductDetail; uploadLimits: unknown };
    expect(uploadLimits).toEqual({ maxMegabytes: 15, maxMegapixels: 40, filesPerUpload: 20 });
    const form = new URLSearchParams({
      option_rows: String(product.options.length),
      slug: product.slug,
      sku: product.sku,
      category_id: String(product.category_id),
      weight: String(product.weight),
      'translations.uk.name': product.translations.uk.name,
      'translations.en.name': product.translations.en.name,
      image_rows: '2',
      'images.0.path': side.path,
      'images.0.alt.uk': 'Килимок збоку',
      'images.0.alt.en': 'Mat, side view',
      'images.1.path': 'uploads/2026/11/ffffffffffffffffffffffffffffffff.webp',
    });
    product.options.forEach((option, row) => {
      for (const [name, value] of Object.entries({ id: option.id, sku: option.sku, size_value_id: option.size_value_id ?? '', color_value_id: option.color_value_id ?? '', price: option.price, stock: option.stock })) {
        form.set(`options.${row}.${name}`, String(value));
      }
    });
    expect(answerOf(await action(post(`/admin/products/${id}`, { id }, form))).errors).toEqual({ 'images.1.path': ['Такого зображення немає: спершу завантажте його'] });

    form.set('images.1.path', front.path);
    expect(answerOf(await action(post(`/admin/products/${id}`, { id }, form))).message).toBe('Товар збережено. Вітрина покаже зміни за кілька секунд.');
    const saved = (await loader(args(`/admin/products/${id}`, { id }))) as { product: StaffProductDetail };
    expect(saved.product.images).toEqual([
      { path: side.path, width: 64, height: 48, color_value_id: null, alt: { uk: 'Килимок збоку', en: 'Mat, side view' } },
      { path: front.path, width: 200, height: 100, color_value_id: null, alt: { uk: '', en: '' } },
    ]);
  });

  it('changes the prices of the listed products through the list page', async () => {
    const answer = answerOf(await listAction(post('/admin/products', {}, new URLSearchParams({ query: 'TB-KYLYM', percent: '-10' }))));
    expect(answer.message).toBe('Ціни змінено в 1 товарі.');
    const list = (await listLoader(args('/admin/products?query=TB-KYLYM', {}))) as { page: { products: { price: string }[] } };
    expect(list.page.products[0]!.price).toBe('809.00');
    expect(answerOf(await listAction(post('/admin/products', {}, new URLSearchParams({ query: 'TB-KYLYM', percent: 'багато' })))).errors).toEqual({
      percent: ['Відсоток: від −90 до 500, не нуль, до 2 знаків після коми'],
    });
  });

  it('answers 404 for an unknown product', async () => {
    await expect(loader(args('/admin/products/999999999', { id: '999999999' }))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(args('/admin/products/abc', { id: 'abc' }))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
