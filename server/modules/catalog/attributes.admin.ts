import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
import { attributeTranslations, attributeValueTranslations, attributeValues, attributes, productAttributeValues, productOptions } from '../../db/schema/catalog.ts';
import { brandAttributeCode, type AttributeInput, type StaffAttribute } from '../../../common/admin-catalog.ts';
import { deleteAudited, saveAudited, type AuditedDeleteResult } from '../audit/audited-save.ts';
import type { AuditActor } from '../audit/audit.record.ts';
import { productsPerValue, writeAttribute, type AttributeWriteResult } from './attributes.write.ts';

const nameUk = alias(attributeTranslations, 'name_uk');
const nameEn = alias(attributeTranslations, 'name_en');
const valueUk = alias(attributeValueTranslations, 'value_uk');
const valueEn = alias(attributeValueTranslations, 'value_en');

export type Context = { actor: AuditActor; ip?: string | null; now: Date };

/** Attributes (all, or the given ones) with both names and their values in order, each with how many products carry it. */
export async function listStaffAttributes(db: Database, ids?: number[]): Promise<StaffAttribute[]> {
  const [rows, values] = await Promise.all([
    db
      .select({ id: attributes.id, code: attributes.code, type: attributes.type, filterable: attributes.isFilterable, uk: nameUk.name, en: nameEn.name })
      .from(attributes)
      .leftJoin(nameUk, and(eq(nameUk.attributeId, attributes.id), eq(nameUk.locale, 'uk')))
      .leftJoin(nameEn, and(eq(nameEn.attributeId, attributes.id), eq(nameEn.locale, 'en')))
      .where(ids ? inArray(attributes.id, ids) : undefined)
      .orderBy(asc(attributes.position), asc(attributes.id)),
    db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, slug: attributeValues.slug, hex: attributeValues.hex, uk: valueUk.name, en: valueEn.name })
      .from(attributeValues)
      .leftJoin(valueUk, and(eq(valueUk.valueId, attributeValues.id), eq(valueUk.locale, 'uk')))
      .leftJoin(valueEn, and(eq(valueEn.valueId, attributeValues.id), eq(valueEn.locale, 'en')))
      .where(ids ? inArray(attributeValues.attributeId, ids) : undefined)
      .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  const used = await productsPerValue(db, values.map((value) => value.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    filterable: row.filterable,
    name: { uk: row.uk ?? '', en: row.en ?? '' },
    values: values
      .filter((value) => value.attributeId === row.id)
      .map((value) => ({ id: value.id, slug: value.slug, hex: value.hex, name: { uk: value.uk ?? '', en: value.en ?? '' }, products: used.get(value.id) ?? 0 })),
  }));
}

/** One attribute with its values; null when unknown. */
export async function getStaffAttribute(db: Database, id: number): Promise<StaffAttribute | null> {
  return (await listStaffAttributes(db, [id]))[0] ?? null;
}

export type AttributeSaveResult = { ok: true; attribute: StaffAttribute; changed: boolean } | Exclude<AttributeWriteResult, { ok: true }>;

/** What an audit entry keeps of an attribute: not the counts of products, which it does not change. */
const auditState = (attribute: StaffAttribute) => ({ ...attribute, values: attribute.values.map(({ products: _products, ...value }) => value) });

/**
 * Creates (no id) or rewrites an attribute with its values in one transaction with its audit
 * entry; a save that changes nothing is rolled back (audited-save.ts).
 */
export async function saveAttribute(db: Database, { id, input, actor, ip, now }: Context & { id?: number; input: AttributeInput }): Promise<AttributeSaveResult> {
  const result = await saveAudited(db, {
    id,
    entity: 'attribute',
    lock: (tx, attributeId) => tx.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, attributeId)).for('update'),
    read: getStaffAttribute,
    write: (tx) => writeAttribute(tx, { id, input }),
    auditState,
    taken: { attributes_code_unique: { code: ['adminCatalog.errors.codeTaken'] }, attribute_values_attribute_slug_idx: { values: ['adminCatalog.errors.slugTaken'] } },
    actor,
    ip,
    now,
  });
  return result.ok ? { ok: true, attribute: result.item, changed: result.changed } : result;
}

/**
 * Deletes an attribute with its values and names, audited, in one transaction. Refused while any
 * product carries one of its values (as a filter, a size or a colour), and for the brands'.
 */
export async function deleteAttribute(db: Database, { id, actor, ip, now }: Context & { id: number }): Promise<AuditedDeleteResult> {
  return deleteAudited(db, {
    id,
    entity: 'attribute',
    lock: async (tx, attributeId) => (await tx.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, attributeId)).for('update')).length > 0,
    refusal: async (tx, attributeId) => {
      // Locked just before: the row is there.
      const { code } = singleRow(await tx.select({ code: attributes.code }).from(attributes).where(eq(attributes.id, attributeId)));
      if (code === brandAttributeCode) return { errors: { id: ['adminCatalog.errors.brandAttribute'] }, products: 0 };
      const { products } = singleRow(
        await rowsOf<{ products: number }>(
          tx,
          sql`select count(distinct product_id)::int as products from (
            select ${productAttributeValues.productId} as product_id from ${productAttributeValues} join ${attributeValues} on ${attributeValues.id} = ${productAttributeValues.valueId} where ${attributeValues.attributeId} = ${attributeId}
            union all
            select ${productOptions.productId} from ${productOptions} join ${attributeValues} on ${attributeValues.id} in (${productOptions.sizeValueId}, ${productOptions.colorValueId}) where ${attributeValues.attributeId} = ${attributeId}
          ) used`,
        ),
      );
      return Number(products) > 0 ? { errors: { id: ['adminCatalog.errors.attributeInUse'] }, products: Number(products) } : null;
    },
    read: getStaffAttribute,
    remove: async (tx, attributeId) => {
      await tx.delete(attributes).where(eq(attributes.id, attributeId));
    },
    auditState,
    actor,
    ip,
    now,
  });
}
