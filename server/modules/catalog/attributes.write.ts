import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
import { attributeTranslations, attributeValueTranslations, attributeValues, attributes, productAttributeValues, productOptions } from '../../db/schema/catalog.ts';
import { brandAttributeCode, type AttributeInput } from '../../../common/admin-catalog.ts';
import { locales } from '../../../common/locales.ts';
import type { CatalogWriteErrors } from './categories.write.ts';

export type AttributeWriteResult =
  | { ok: true; id: number; valueIds: number[] }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'invalid'; errors: CatalogWriteErrors; inUse?: { name: string; products: number }[] };

/** How many products carry each value, as a filter value or as an option's size or colour. */
export async function productsPerValue(tx: Database, valueIds: number[]): Promise<Map<number, number>> {
  if (valueIds.length === 0) return new Map();
  const rows = await rowsOf<{ value_id: number; products: number }>(
    tx,
    sql`
    select value_id, count(distinct product_id)::int as products from (
      select ${productAttributeValues.valueId} as value_id, ${productAttributeValues.productId} as product_id from ${productAttributeValues} where ${inArray(productAttributeValues.valueId, valueIds)}
      union all
      select ${productOptions.sizeValueId}, ${productOptions.productId} from ${productOptions} where ${inArray(productOptions.sizeValueId, valueIds)}
      union all
      select ${productOptions.colorValueId}, ${productOptions.productId} from ${productOptions} where ${inArray(productOptions.colorValueId, valueIds)}
    ) used group by value_id`,
  );
  return new Map(rows.map((row) => [Number(row.value_id), Number(row.products)]));
}

/**
 * Writes an attribute whole: its row, both names, and its values in the given order (kept by id,
 * new ones added, renamed, reordered; the ones left out deleted). A value a product carries is
 * never deleted: the save is refused and names it. The type of an attribute whose values products
 * carry stays (options point at sizes and colours by kind), and so does the brands' code. The one
 * way attributes, their values and brands are written: by the editors and the demo seed.
 *
 * Call it inside a transaction; it checks everything first and writes nothing when any fails.
 */
export async function writeAttribute(tx: Database, { id, input }: { id?: number; input: AttributeInput }): Promise<AttributeWriteResult> {
  const [before] = id === undefined ? [] : await tx.select().from(attributes).where(eq(attributes.id, id)).for('update');
  if (id !== undefined && !before) return { ok: false, reason: 'notFound' };
  const errors: CatalogWriteErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);

  const [sameCode] = await tx.select({ id: attributes.id }).from(attributes).where(and(eq(attributes.code, input.code), id === undefined ? undefined : ne(attributes.id, id)));
  if (sameCode) add('code', 'adminCatalog.errors.codeTaken');
  if (before?.code === brandAttributeCode && input.code !== brandAttributeCode) add('code', 'adminCatalog.errors.brandCode');

  const stored = before
    ? await tx
        .select({ id: attributeValues.id, name: attributeValueTranslations.name })
        .from(attributeValues)
        .leftJoin(attributeValueTranslations, and(eq(attributeValueTranslations.valueId, attributeValues.id), eq(attributeValueTranslations.locale, 'uk')))
        .where(eq(attributeValues.attributeId, before.id))
    : [];
  const storedIds = new Set(stored.map((value) => value.id));
  input.values.forEach((value, index) => {
    if (value.id !== undefined && !storedIds.has(value.id)) add(`values.${index}.id`, 'adminCatalog.errors.valueNotFound');
  });
  const kept = new Set(input.values.flatMap((value) => (value.id === undefined ? [] : [value.id])));
  const removed = stored.filter((value) => !kept.has(value.id));
  const used = await productsPerValue(tx, stored.map((value) => value.id));
  const inUse = removed.filter((value) => used.has(value.id)).map((value) => ({ name: value.name ?? '', products: used.get(value.id)! }));
  if (inUse.length > 0) add('values', 'adminCatalog.errors.valueInUse');
  if (before && before.type !== input.type && used.size > 0) add('type', 'adminCatalog.errors.typeInUse');
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors, inUse };

  let attributeId: number;
  const row = { code: input.code, type: input.type, isFilterable: input.filterable };
  if (before) {
    attributeId = before.id;
    await tx.update(attributes).set(row).where(eq(attributes.id, attributeId));
  } else {
    const { last } = singleRow(await tx.select({ last: sql<number | null>`max(${attributes.position})` }).from(attributes));
    attributeId = singleRow(await tx.insert(attributes).values({ ...row, position: last === null ? 0 : Number(last) + 1 }).returning({ id: attributes.id })).id;
  }
  await tx
    .insert(attributeTranslations)
    .values(locales.map((locale) => ({ attributeId, locale, name: input.name[locale] })))
    .onConflictDoUpdate({ target: [attributeTranslations.attributeId, attributeTranslations.locale], set: { name: sql`excluded.name` } });

  if (removed.length > 0) await tx.delete(attributeValues).where(inArray(attributeValues.id, removed.map((value) => value.id)));
  // Kept values step aside first, so two values may swap their slugs in one save.
  if (kept.size > 0) await tx.update(attributeValues).set({ slug: sql`'~' || ${attributeValues.id}` }).where(inArray(attributeValues.id, [...kept]));
  const valueIds: number[] = [];
  const valueNames: (typeof attributeValueTranslations.$inferInsert)[] = [];
  for (const [position, value] of input.values.entries()) {
    const fields = { slug: value.slug, hex: value.hex, position };
    let valueId: number;
    if (value.id !== undefined) {
      valueId = value.id;
      await tx.update(attributeValues).set(fields).where(eq(attributeValues.id, valueId));
    } else {
      valueId = singleRow(await tx.insert(attributeValues).values({ attributeId, ...fields }).returning({ id: attributeValues.id })).id;
    }
    valueIds.push(valueId);
    valueNames.push(...locales.map((locale) => ({ valueId, locale, name: value.name[locale] })));
  }
  if (valueNames.length > 0) {
    await tx
      .insert(attributeValueTranslations)
      .values(valueNames)
      .onConflictDoUpdate({ target: [attributeValueTranslations.valueId, attributeValueTranslations.locale], set: { name: sql`excluded.name` } });
  }
  return { ok: true, id: attributeId, valueIds };
}

