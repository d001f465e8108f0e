import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAttribute, StaffBrand } from '../../../common/admin-catalog.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { readPageVersion } from '../../db/page-version.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listFilterAttributes } from './listing.filters.ts';

// Attributes with their values, and brands (the values of the brand attribute), end to end:
// what an editor writes, the storefront's filters name at once; what products carry stays.
let t: TestApp;
let call: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' })).cookie);
});
afterAll(() => t.close());

const attributesNow = async (): Promise<StaffAttribute[]> => (await call('GET', '/api/admin/attributes')).body.data.attributes;
const attributeByCode = async (code: string) => (await attributesNow()).find((attribute) => attribute.code === code)!;
const filterNamed = async (code: string, locale: 'uk' | 'en') => (await listFilterAttributes(t.deps.db, { locale })).find((attribute) => attribute.code === code);
const auditOf = (action: string, entityId: number) => t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

/** An attribute as the editor sends it back: every value with its id, names and slug. */
const inputOf = (attribute: StaffAttribute) => ({
  code: attribute.code,
  type: attribute.type,
  filterable: attribute.filterable,
  name: attribute.name,
  values: attribute.values.map(({ id, slug, hex, name }) => ({ id, slug, hex, name })),
});

describe('/api/admin/attributes', () => {
  it('lists the attributes with both names and their values, each with the products carrying it', async () => {
    const brand = await attributeByCode('brand');
    expect(brand.name).toEqual({ uk: 'Бренд', en: 'Brand' });
    expect(brand.values.find((value) => value.slug === 'vatra-camp')!.products).toBeGreaterThan(0);
    const color = await attributeByCode('color');
    expect(color.type).toBe('color');
    expect(color.values[0]!.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('creates an attribute; its values are added, renamed, reordered and deleted, the filters following at once', async () => {
    await filterNamed('season', 'en');
    const created = await call('POST', '/api/admin/attributes', {
      code: 'waterproof',
      type: 'select',
      filterable: true,
      name: { uk: 'Водостійкість', en: 'Waterproofing' },
      values: [
        { slug: 'mm-3000', hex: null, name: { uk: '3000 мм', en: '3000 mm' } },
        { slug: 'mm-5000', hex: null, name: { uk: '5000 мм', en: '5000 mm' } },
      ],
    });
    expect(created.status).toBe(201);
    const attribute: StaffAttribute = created.body.data.attribute;
    expect(attribute.values.map((value) => value.slug)).toEqual(['mm-3000', 'mm-5000']);
    expect((await filterNamed('waterproof', 'uk'))!.name).toBe('Водостійкість');
    expect(await auditOf('attribute.create', attribute.id)).toHaveLength(1);

    const low = attribute.values[0]!;
    const high = attribute.values[1]!;
    const edited = await call('PUT', `/api/admin/attributes/${attribute.id}`, {
      ...inputOf(attribute),
      name: { uk: 'Водостійкість тенту', en: 'Flysheet waterproofing' },
      // Reordered, the slugs swapped, one renamed, one added, none deleted yet.
      values: [
        { id: high.id, slug: 'mm-3000', hex: null, name: { uk: '5000 мм+', en: '5000 mm+' } },
        { id: low.id, slug: 'mm-5000', hex: null, name: low.name },
        { slug: 'mm-10000', hex: null, name: { uk: '10000 мм', en: '10000 mm' } },
      ],
    });
    expect(edited.status).toBe(200);
    const after: StaffAttribute = edited.body.data.attribute;
    expect(after.values.map((value) => [value.id, value.slug, value.name.en])).toEqual([
      [high.id, 'mm-3000', '5000 mm+'],
      [low.id, 'mm-5000', '3000 mm'],
      [expect.any(Number), 'mm-10000', '10000 mm'],
    ]);
    const filter = (await filterNamed('waterproof', 'en'))!;
    expect(filter.name).toBe('Flysheet waterproofing');
    expect(filter.values.map((value) => value.name)).toEqual(['5000 mm+', '3000 mm', '10000 mm']);

    const trimmed = await call('PUT', `/api/admin/attributes/${attribute.id}`, { ...inputOf(after), values: inputOf(after).values.slice(0, 1) });
    expect(trimmed.status).toBe(200);
    expect((await filterNamed('waterproof', 'uk'))!.values.map((value) => value.id)).toEqual([high.id]);
    expect(await auditOf('attribute.update', attribute.id)).toHaveLength(2);
  });

  it('refuses to delete a value products carry, naming it, and changes nothing', async () => {
    const brand = await attributeByCode('brand');
    const used = brand.values.find((value) => value.products > 0)!;
    const refused = await call('PUT', `/api/admin/attributes/${brand.id}`, { ...inputOf(brand), values: inputOf(brand).values.filter((value) => value.id !== used.id) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.params.values).toEqual([`Values that products carry cannot be deleted: ${used.name.uk} (${used.products}). Move the products to another value first.`]);
    expect(await attributeByCode('brand')).toEqual(brand);
  });

  it('refuses a taken code, a value of another attribute, a type change of a used attribute, and bad fields', async () => {
    const color = await attributeByCode('color');
    const size = await attributeByCode('size');
    const taken = await call('POST', '/api/admin/attributes', { ...inputOf(color), values: [] });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.params.code).toEqual(['Another attribute already has this code.']);
    const foreign = await call('PUT', `/api/admin/attributes/${color.id}`, { ...inputOf(color), values: [...inputOf(color).values, inputOf(size).values[0]] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors.params)).toEqual([`values.${color.values.length}.id`]);
    const retyped = await call('PUT', `/api/admin/attributes/${color.id}`, { ...inputOf(color), type: 'select' });
    expect(retyped.body.errors.params.type).toEqual(["The type cannot change while products carry this attribute's values."]);
    const brand = await attributeByCode('brand');
    const recoded = await call('PUT', `/api/admin/attributes/${brand.id}`, { ...inputOf(brand), code: 'maker' });
    expect(recoded.status).toBe(422);
    const bad = await call('POST', '/api/admin/attributes', { code: 'Bad Code', type: 'list', filterable: 'yes', name: { uk: '' }, values: [{ slug: 'a', hex: 'green', name: { uk: 'А', en: 'A' } }, { slug: 'a', hex: null, name: { uk: 'Б', en: 'B' } }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params)).toEqual(expect.arrayContaining(['code', 'type', 'filterable', 'name.uk', 'name.en', 'values.0.hex']));
    const twice = await call('POST', '/api/admin/attributes', { code: 'twice', type: 'select', filterable: true, name: { uk: 'Двічі', en: 'Twice' }, values: [{ slug: 'a', hex: null, name: { uk: 'А', en: 'A' } }, { slug: 'a', hex: null, name: { uk: 'Б', en: 'B' } }] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.params).toEqual({ 'values.1.slug': ['This address is already taken. Choose another one.'] });
    expect(await attributeByCode('color')).toEqual(color);
  });

  it('answers 404 for an unknown attribute', async () => {
    expect((await call('GET', '/api/admin/attributes/999999')).status).toBe(404);
    expect((await call('PUT', '/api/admin/attributes/999999', { code: 'nothing', type: 'select', filterable: true, name: { uk: 'Ніщо', en: 'Nothing' }, values: [] })).status).toBe(404);
  });
});

describe('DELETE /api/admin/attributes/:id', () => {
  it('deletes an attribute no product carries, with its values and filter, audited', async () => {
    const created: StaffAttribute = (
      await call('POST', '/api/admin/attributes', {
        code: 'fabric',
        type: 'select',
        filterable: true,
        name: { uk: 'Тканина', en: 'Fabric' },
        values: [{ slug: 'ripstop', hex: null, name: { uk: 'Ріпстоп', en: 'Ripstop' } }],
      })
    ).body.data.attribute;
    expect(await filterNamed('fabric', 'en')).toBeDefined();
    const deleted = await call('DELETE', `/api/admin/attributes/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await attributesNow()).map((attribute) => attribute.code)).not.toContain('fabric');
    expect(await filterNamed('fabric', 'en')).toBeUndefined();
    const [entry] = await auditOf('attribute.delete', created.id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ code: 'fabric' }), after: null });
    expect((await call('DELETE', `/api/admin/attributes/${created.id}`)).status).toBe(404);
  });

  it('refuses an attribute products carry (as a filter, a size or a colour) and the brands, keeping them', async () => {
    for (const code of ['season', 'size', 'color']) {
      const attribute = await attributeByCode(code);
      const refused = await call('DELETE', `/api/admin/attributes/${attribute.id}`);
      expect(refused.status, code).toBe(422);
      expect(refused.body.errors.params.id[0], code).toMatch(/^This attribute cannot be deleted: \d+ products? carr(y|ies) its values\.$/);
    }
    const brand = await call('DELETE', `/api/admin/attributes/${(await attributeByCode('brand')).id}`);
    expect(brand.body.errors.params.id).toEqual(['The Brand attribute cannot be deleted: the shop shows brands with it.']);
    expect((await attributesNow()).map((attribute) => attribute.code)).toEqual(expect.arrayContaining(['season', 'size', 'color', 'brand']));
  });
});

describe('/api/admin/brands', () => {
  const brandsNow = async (): Promise<StaffBrand[]> => (await call('GET', '/api/admin/brands')).body.data.brands;

  it('creates, renames and deletes a brand: the brand filter follows at once, each change audited', async () => {
    const created = await call('POST', '/api/admin/brands', { slug: 'karpaty-gear', name: { uk: 'Карпати Гір', en: 'Karpaty Gear' } });
    expect(created.status).toBe(201);
    const brand: StaffBrand = created.body.data.brand;
    expect(brand).toMatchObject({ slug: 'karpaty-gear', products: 0 });
    expect((await brandsNow()).at(-1)!.id).toBe(brand.id);
    expect((await filterNamed('brand', 'en'))!.values.at(-1)).toMatchObject({ id: brand.id, name: 'Karpaty Gear' });

    // A save that changes nothing writes nothing: the storefront's pages stay cached.
    const version = await readPageVersion(t.deps.db);
    const same = await call('PUT', `/api/admin/brands/${brand.id}`, { slug: 'karpaty-gear', name: { uk: 'Карпати Гір', en: 'Karpaty Gear' } });
    expect(same.body.data.changed).toBe(false);
    expect(await readPageVersion(t.deps.db)).toBe(version);

    const renamed = await call('PUT', `/api/admin/brands/${brand.id}`, { slug: 'karpaty', name: { uk: 'Карпати', en: 'Karpaty' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.brand).toMatchObject({ id: brand.id, slug: 'karpaty', name: { uk: 'Карпати', en: 'Karpaty' } });
    expect((await filterNamed('brand', 'uk'))!.values.find((value) => value.id === brand.id)).toMatchObject({ slug: 'karpaty', name: 'Карпати' });

    expect((await call('DELETE', `/api/admin/brands/${brand.id}`)).status).toBe(200);
    expect((await brandsNow()).some((each) => each.id === brand.id)).toBe(false);
    expect((await filterNamed('brand', 'uk'))!.values.some((value) => value.id === brand.id)).toBe(false);
    for (const action of ['brand.create', 'brand.update', 'brand.delete']) expect(await auditOf(action, brand.id)).toHaveLength(1);
  });

  it('refuses deleting a brand products carry, a taken slug, bad fields, and unknown brands', async () => {
    const used = (await brandsNow()).find((brand) => brand.products > 0)!;
    const refused = await call('DELETE', `/api/admin/brands/${used.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.message).toBe(`This brand cannot be deleted: ${used.products} products carry it. Give them another brand first.`);
    expect((await brandsNow()).some((brand) => brand.id === used.id)).toBe(true);
    const other = (await brandsNow()).find((brand) => brand.id !== used.id)!;
    const taken = await call('POST', '/api/admin/brands', { slug: used.slug, name: { uk: 'Копія', en: 'Copy' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.params.slug).toEqual(['This address is already taken. Choose another one.']);
    expect((await call('PUT', `/api/admin/brands/${other.id}`, { slug: used.slug, name: other.name })).status).toBe(422);
    const bad = await call('POST', '/api/admin/brands', { slug: '', name: { uk: 'Без адреси' } });
    expect(Object.keys(bad.body.errors.params)).toEqual(expect.arrayContaining(['slug', 'name.en']));
    expect((await call('PUT', '/api/admin/brands/999999', { slug: 'nobody', name: { uk: 'Ніхто', en: 'Nobody' } })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/brands/999999')).status).toBe(404);
    expect((await call('GET', '/api/admin/brands/999999')).status).toBe(404);
  });

  it('refuses a manager', async () => {
    const manager = staffCaller(t.app, (await createStaffSession(t.deps, { role: 'manager' })).cookie);
    expect((await manager('GET', '/api/admin/brands')).status).toBe(403);
    expect((await manager('POST', '/api/admin/attributes', {})).status).toBe(403);
  });
});
