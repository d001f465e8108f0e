import { eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { attributes } from '../../db/schema/catalog.ts';
import { brandAttributeCode, type AttributeInput, type BrandInput, type StaffAttribute, type StaffBrand } from '../../../common/admin-catalog.ts';
import { unlessUnchanged, Unchanged } from '../audit/audited-save.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { getStaffAttribute, type Context } from './attributes.admin.ts';
import { writeAttribute } from './attributes.write.ts';
import type { CatalogWriteErrors } from './categories.write.ts';

// Brands are the values of the "brand" attribute (the storefront filters by them like by any
// other attribute), so they are written by the attributes' writer: one way to write a value.

async function brandAttribute(db: Database): Promise<StaffAttribute | null> {
  const [row] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.code, brandAttributeCode));
  return row ? getStaffAttribute(db, row.id) : null;
}

const brandsOf = (attribute: StaffAttribute | null): StaffBrand[] => (attribute?.values ?? []).map(({ id, slug, name, products }) => ({ id, slug, name, products }));

/** Every brand in the filter's order, both names, with how many products carry it. */
export async function listStaffBrands(db: Database): Promise<StaffBrand[]> {
  return brandsOf(await brandAttribute(db));
}

export async function getStaffBrand(db: Database, id: number): Promise<StaffBrand | null> {
  return (await listStaffBrands(db)).find((brand) => brand.id === id) ?? null;
}

/** The attribute as its writer takes it, every value kept as it is. */
const inputOf = (attribute: StaffAttribute): AttributeInput => ({
  code: attribute.code,
  type: attribute.type,
  filterable: attribute.filterable,
  name: attribute.name,
  values: attribute.values.map(({ id, slug, hex, name }) => ({ id, slug, hex, name })),
});

export type BrandChangeResult =
  | { ok: true; brand: StaffBrand | null; changed: boolean }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'invalid'; errors: CatalogWriteErrors; products?: number };

type BrandChange = { kind: 'create'; input: BrandInput } | { kind: 'update'; id: number; input: BrandInput } | { kind: 'delete'; id: number };

/**
 * Adds (last), renames or deletes one brand in one transaction, audited. A brand products carry
 * is not deleted. Field errors come keyed as the brand's fields ("slug").
 */
export async function changeBrand(db: Database, { change, actor, ip, now }: Context & { change: BrandChange }): Promise<BrandChangeResult> {
  const result = await unlessUnchanged(db, async (tx): Promise<BrandChangeResult> => {
    // Locked before its values are read: two brands added at once never write each other away.
    await tx.select({ id: attributes.id }).from(attributes).where(eq(attributes.code, brandAttributeCode)).for('update');
    const attribute = await brandAttribute(tx);
    if (!attribute) return { ok: false, reason: 'notFound' };
    const input = inputOf(attribute);
    const index = change.kind === 'create' ? input.values.length : input.values.findIndex((value) => value.id === change.id);
    if (index < 0) return { ok: false, reason: 'notFound' };
    // The brands are the input's values, in the same order.
    const before = change.kind === 'create' ? null : brandsOf(attribute)[index]!;
    if (change.kind === 'delete') input.values.splice(index, 1);
    else input.values[index] = { id: change.kind === 'update' ? change.id : undefined, slug: change.input.slug, hex: null, name: change.input.name };
    if (input.values.some((value, other) => other !== index && value.slug === input.values[index]?.slug)) return { ok: false, reason: 'invalid', errors: { slug: ['adminCatalog.errors.slugTaken'] } };
    const written = await writeAttribute(tx, { id: attribute.id, input });
    if (!written.ok) {
      if (written.reason === 'notFound') return written;
      return { ok: false, reason: 'invalid', errors: { [change.kind === 'delete' ? 'id' : 'slug']: ['adminCatalog.errors.brandInUse'] }, products: written.inUse?.[0]?.products };
    }
    const after = change.kind === 'delete' ? null : brandsOf(await getStaffAttribute(tx, attribute.id)).find((brand) => brand.id === written.valueIds[index])!;
    const state = (brand: StaffBrand | null) => brand && { slug: brand.slug, name: brand.name };
    // The writer rewrote the rows all the same: rolled back, so no page version rises.
    if (isDeepStrictEqual(state(before), state(after))) throw new Unchanged<BrandChangeResult>({ ok: true, brand: after, changed: false });
    await recordAudit(tx, { actor, action: `brand.${change.kind}`, entity: { type: 'brand', id: (after ?? before)!.id }, before: state(before), after: state(after), ip, at: now });
    return { ok: true, brand: after, changed: true };
  });
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}
