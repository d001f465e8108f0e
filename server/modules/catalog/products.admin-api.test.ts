import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, productOptions, products } from '../../db/schema/catalog.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { ProductChoices, StaffProductDetail } from '../../../common/admin-products.ts';
import { resolveOrMovedPath } from './paths.service.ts';
import { getProductPage } from './product.service.ts';
import { picture, uploadFiles } from '../media/media.fixtures.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Products in the back office end to end: what an editor writes, the storefront's calls show.
let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let call: ReturnType<typeof staffCaller>;
let choices: ProductChoices;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  call = staffCaller(t.app, editor.cookie);
  choices = (await call('GET', '/api/admin/products/choices')).body.data;
});
afterAll(() => t.close());

const categoryId = (name: string) => choices.categories.find((category) => category.name === name)!.id;
const valueId = (code: string, name: string) => choices.attributes.find((attribute) => attribute.code === code)!.values.find((value) => value.name === name)!.id;

/** A tent in two colours and three sizes, written in both languages. */
function tent(overrides: Record<string, unknown> = {}) {
  const sizes = ['S', 'M', 'L'];
  const colors = ['Olive', 'Coyote'];
  return {
    slug: 'namet-verkhovyna-3',
    sku: 'TB-VERKH-3',
    category_id: categoryId('Tents'),
    active: true,
    featured: false,
    weight: 2900,
    translations: {
      uk: { name: 'Намет Верховина 3', description: '<p>Тримісний намет для гір.</p><script>alert(1)</script>', features: '<ul><li>3 місця</li></ul>', meta_title: '', meta_description: '' },
      en: { name: 'Verkhovyna 3 tent', description: '<p>A three-person mountain tent.</p>', features: '<ul><li>3 persons</li></ul>', meta_title: '', meta_description: '' },
    },
    attribute_value_ids: [valueId('brand', choices.attributes.find((a) => a.code === 'brand')!.values[0]!.name)],
    options: colors.flatMap((color, c) =>
      sizes.map((size, s) => ({
        sku: `TB-VERKH-3-${size}-${color.toUpperCase()}`,
        size_value_id: valueId('size', size),
        color_value_id: valueId('color', color),
        price: s === 2 ? '7 490' : '6990',
        old_price: c === 0 ? '7990' : null,
        special_price: null,
        stock: 4,
      })),
    ),
    ...overrides,
  };
}

describe('/api/admin/products', () => {
  let created: StaffProductDetail;

  it('creates a product in both languages with two colours and three sizes, found by search, in its category and the sitemap', async () => {
    const answer = await call('POST', '/api/admin/products', tent());
    expect(answer.status).toBe(201);
    created = answer.body.data.product;
    expect(created).toMatchObject({ slug: 'namet-verkhovyna-3', path: 'namety/namet-verkhovyna-3', active: true });
    expect(created.options).toHaveLength(6);
    expect(created.options[0]).toMatchObject({ price: '6990.00', old_price: '7990.00', special_price: null, stock: 4 });
    // The description is sanitised: the script is gone, the paragraph stays.
    expect(created.translations.uk.description).toBe('<p>Тримісний намет для гір.</p>');
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.price).toBe(699_000);

    for (const [lang, word] of [['uk', 'Верховина'], ['en', 'Verkhovyna']] as const) {
      const found = (await t.post('/api/search', { lang, string: word })).body.data.products.data;
      expect(found.map((product: { id: number }) => product.id), lang).toContain(created.id);
      expect(found.find((product: { id: number }) => product.id === created.id)).toMatchObject({ path: '/namety/namet-verkhovyna-3', options: 6, colors: 2 });
    }
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/namety/namet-verkhovyna-3</loc>');
    expect(sitemap).toContain('/en/namety/namet-verkhovyna-3"');
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ staffId: editor.actor.id, before: null });
  });

  it('keeps option rows by id when prices change, drops the ones left out, and audits only what changed', async () => {
    const input = { ...tent(), options: created.options.slice(0, 5).map((option) => ({ ...option, price: option.price === '6990.00' ? '6490' : option.price })) };
    const saved = await call('PUT', `/api/admin/products/${created.id}`, input);
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toBe(true);
    expect(saved.body.data.product.options.map((option: { id: number }) => option.id)).toEqual(created.options.slice(0, 5).map((option) => option.id));
    expect(await t.deps.db.select().from(productOptions).where(eq(productOptions.id, created.options[5]!.id))).toEqual([]);
    const again = await call('PUT', `/api/admin/products/${created.id}`, input);
    expect(again.body.data.changed).toBe(false);
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.after as object)).toEqual(['options']);
  });

  it('gives an option named by its id its own row, even when another option takes that row\'s old SKU', async () => {
    const first = created.options[0]!;
    const second = created.options[1]!;
    const input = { ...tent(), options: [{ ...first }, { ...second, id: undefined, sku: `${second.sku}-NEW` }, { ...second, sku: `${second.sku}-X`, size_value_id: valueId('size', 'XL') }] };
    // The second row has no id and the SKU the third's row had before; the third names that row.
    input.options[1]!.sku = second.sku;
    input.options[2]!.sku = `${second.sku}-X`;
    const saved = (await call('PUT', `/api/admin/products/${created.id}`, input)).body.data.product as StaffProductDetail;
    expect(saved.options[2]).toMatchObject({ id: second.id, sku: `${second.sku}-X` });
    expect(saved.options[1]!.id).not.toBe(second.id);
    expect(saved.options[1]!.sku).toBe(second.sku);
    // Back as it was for the tests below.
    await call('PUT', `/api/admin/products/${created.id}`, { ...tent(), options: created.options.slice(0, 5) });
  });

  it('moves the product to a new slug and the old address answers with the new one', async () => {
    const moved = await call('PUT', `/api/admin/products/${created.id}`, { ...tent({ slug: 'namet-verkhovyna-3-pro' }), options: created.options.slice(0, 5) });
    expect(moved.body.data.product.path).toBe('namety/namet-verkhovyna-3-pro');
    expect(await resolveOrMovedPath(t.deps.db, 'namety/namet-verkhovyna-3')).toEqual({ kind: 'product', entityId: created.id, movedTo: 'namety/namet-verkhovyna-3-pro' });
    // Back to the first slug: that path is the product's again, not a redirect.
    await call('PUT', `/api/admin/products/${created.id}`, { ...tent(), options: created.options.slice(0, 5) });
    expect(await resolveOrMovedPath(t.deps.db, 'namety/namet-verkhovyna-3')).toEqual({ kind: 'product', entityId: created.id, movedTo: null });
    expect(await resolveOrMovedPath(t.deps.db, 'namety/namet-verkhovyna-3-pro')).toEqual({ kind: 'product', entityId: created.id, movedTo: 'namety/namet-verkhovyna-3' });
  });

  it('refuses what the schema or the catalogue does not allow, at its field, and writes nothing', async () => {
    const count = async () => (await t.deps.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const bad = await call('POST', '/api/admin/products', tent({ slug: 'Намет 3', weight: 0, options: [{ ...tent().options[0], old_price: '100' }] }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.params).toMatchObject({
      slug: ['Address: lower-case Latin letters and digits, words joined by hyphens, such as namet-tramp-2'],
      weight: ['Weight in grams: a whole number from 1 to 1,000,000'],
      'options.0.old_price': ['The old price must be higher than the price'],
    });
    const taken = await call('POST', '/api/admin/products', tent({ sku: 'TB-OTHER', category_id: 2_000_000_000 }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.params).toEqual({
      category_id: ['There is no such category'],
      slug: ['Another product already has this address'],
      'options.0.sku': ['Another product already has this SKU'],
      'options.1.sku': ['Another product already has this SKU'],
      'options.2.sku': ['Another product already has this SKU'],
      'options.3.sku': ['Another product already has this SKU'],
      'options.4.sku': ['Another product already has this SKU'],
    });
    const wrongKind = await call('POST', '/api/admin/products', tent({ slug: 'namet-x', sku: 'TB-X', options: [{ ...tent().options[0], sku: 'TB-X-1', size_value_id: valueId('color', 'Olive') }] }));
    expect(wrongKind.body.errors.params).toEqual({ 'options.0.size_value_id': ['There is no such size'] });
    expect(await count()).toBe(before);
    expect((await call('PUT', '/api/admin/products/2000000000', tent())).status).toBe(404);
  });

  it('shows uploaded photos in order with their alt text and colour, checks each path, and keeps them when a save names none', async () => {
    const uploaded = await uploadFiles(t.app, editor.cookie, [
      { name: 'olive.jpg', type: 'image/jpeg', bytes: await picture('jpeg', { width: 300, height: 200 }) },
      { name: 'coyote.png', type: 'image/png', bytes: await picture('png', { width: 120, height: 160 }) },
    ]);
    expect(uploaded.status).toBe(201);
    const [olive, coyote] = uploaded.body.data.files as [{ path: string }, { path: string }];
    const shipped = (await t.deps.db.select({ path: productImages.path }).from(productImages).limit(1))[0]!.path;
    const images = [
      { path: coyote.path, color_value_id: valueId('color', 'Coyote'), alt: { uk: 'Намет койот збоку', en: 'Coyote tent, side view' } },
      { path: olive.path, color_value_id: valueId('color', 'Olive'), alt: { uk: 'Намет олива', en: 'Olive tent' } },
      { path: shipped, color_value_id: null, alt: { uk: '', en: '' } },
    ];
    const input = { ...tent(), options: created.options.slice(0, 5), images };
    const saved = await call('PUT', `/api/admin/products/${created.id}`, input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Sizes come from the stored files, never from the client.
    expect((saved.body.data.product as StaffProductDetail).images).toEqual([
      { ...images[0], width: 120, height: 160 },
      { ...images[1], width: 300, height: 200 },
      expect.objectContaining({ path: shipped, color_value_id: null }),
    ]);
    for (const [locale, alt] of [['uk', 'Намет койот збоку'], ['en', 'Coyote tent, side view']] as const) {
      const page = await getProductPage(t.deps.db, { id: created.id, locale });
      expect(page!.images.map((image) => image.alt), locale).toEqual([alt, expect.any(String), '']);
    }
    // A save without the photos (a price change, an import) leaves them as they are.
    await call('PUT', `/api/admin/products/${created.id}`, { ...tent(), options: created.options.slice(0, 5) });
    expect((await call('GET', `/api/admin/products/${created.id}`)).body.data.product.images.map((image: { path: string }) => image.path)).toEqual([coyote.path, olive.path, shipped]);

    const refused = await call('PUT', `/api/admin/products/${created.id}`, {
      ...input,
      images: [images[0], images[1], images[1], { ...images[2], path: '../secret.png' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.params).toEqual({ 'images.2.path': ['This photo is in the list twice'], 'images.3.path': ['There is no such picture: upload it first'] });
    const unknown = await call('PUT', `/api/admin/products/${created.id}`, {
      ...input,
      images: [{ ...images[0], path: 'uploads/2026/11/00000000000000000000000000000000.webp' }, { ...images[1], color_value_id: valueId('size', 'M') }],
    });
    expect(unknown.body.errors.params).toEqual({ 'images.0.path': ['There is no such picture: upload it first'], 'images.1.color_value_id': ['There is no such colour'] });
    expect((await call('GET', `/api/admin/products/${created.id}`)).body.data.product.images).toHaveLength(3);
  });

  it('gives one of two products created at once with the same address a field error, not a failure', async () => {
    const twin = (n: number) => tent({ slug: 'namet-blyznyuk', sku: `TB-TWIN-${n}`, options: [{ ...tent().options[0], sku: `TB-TWIN-${n}-1` }] });
    const answers = await Promise.all([call('POST', '/api/admin/products', twin(1)), call('POST', '/api/admin/products', twin(2))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.errors.params).toEqual({ slug: ['Another product already has this address'] });
  });

  it('unpublishes a product, which leaves search, and duplicates one as an unpublished copy', async () => {
    expect((await call('POST', `/api/admin/products/${created.id}/active`, { active: false })).status).toBe(200);
    const found = (await t.post('/api/search', { lang: 'en', string: 'Verkhovyna' })).body.data.products.data;
    expect(found.map((product: { id: number }) => product.id)).not.toContain(created.id);
    const copy = await call('POST', `/api/admin/products/${created.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.data.product).toMatchObject({ slug: 'namet-verkhovyna-3-copy', sku: 'TB-VERKH-3-COPY', active: false });
    expect(copy.body.data.product.options[0]).toMatchObject({ sku: 'TB-VERKH-3-S-OLIVE-COPY', stock: 0, price: '6990.00' });
    expect(copy.body.data.product.images).toEqual((await call('GET', `/api/admin/products/${created.id}`)).body.data.product.images);
    expect((await call('POST', `/api/admin/products/${created.id}/duplicate`, {})).body.data.product.slug).toBe('namet-verkhovyna-3-copy-2');
  });

  it('raises the prices of a filtered list by a percentage, rounded to hryvnias, with the from price', async () => {
    const optionsBefore = ((await call('GET', `/api/admin/products/${created.id}`)).body.data.product as StaffProductDetail).options;
    const changed = await call('POST', '/api/admin/products/bulk-price', { filter: { query: 'TB-VERKH-3' }, percent: '10' });
    expect(changed.body).toEqual({ data: { products: 3 } });
    const product = (await call('GET', `/api/admin/products/${created.id}`)).body.data.product as StaffProductDetail;
    // 6990 → 7689, 7490 → 8239; the old price 7990 → 8789 stays above.
    expect(product.options.map((option) => [option.price, option.old_price])).toEqual([
      ['7689.00', '8789.00'],
      ['7689.00', '8789.00'],
      ['8239.00', '8789.00'],
      ['7689.00', null],
      ['7689.00', null],
    ]);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, created.id));
    expect([row!.price, row!.oldPrice]).toEqual([768_900, 878_900]);
    // The audit entry keeps each option's prices before the change, in kopiyky.
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'product.bulk-price')).orderBy(desc(auditLog.id)).limit(1);
    const kept = new Map((entry!.before as { option_prices: [number, number, number | null, number | null][] }).option_prices.map(([id, ...prices]) => [id, prices]));
    expect(kept.size).toBeGreaterThanOrEqual(optionsBefore.length);
    for (const option of optionsBefore) {
      expect(kept.get(option.id)).toEqual([Math.round(Number(option.price) * 100), option.old_price === null ? null : Math.round(Number(option.old_price) * 100), option.special_price === null ? null : Math.round(Number(option.special_price) * 100)]);
    }
    expect((await call('POST', '/api/admin/products/bulk-price', { filter: {}, percent: 0 })).status).toBe(422);
  });

  it('lists and finds products by name or SKU, newest first', async () => {
    const list = await call('GET', '/api/admin/products?query=verkhovyna&status=inactive');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.products.map((row: { sku: string }) => row.sku)).toEqual(['TB-VERKH-3-COPY-2', 'TB-VERKH-3-COPY', 'TB-VERKH-3']);
    expect((await call('GET', '/api/admin/products?query=TB-VERKH-3-S-OLIVE&status=active')).body.data.products).toEqual([]);
    expect((await call('GET', '/api/admin/products?status=gone')).status).toBe(422);
  });
});
