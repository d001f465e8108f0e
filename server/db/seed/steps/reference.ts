import type { Database } from '../../client.ts';
import { attributeTranslations, attributeValueTranslations, attributeValues, attributes, categories, categoryTranslations } from '../../schema/catalog.ts';
import { currencies } from '../../schema/settings.ts';
import { excludedSet } from '../db-helpers.ts';
import { locales } from '../types.ts';
import { currencySeeds } from '../data/currencies.ts';
import { attributeSeeds } from '../data/attributes.ts';
import { categorySeeds, metaOf } from '../data/categories.ts';

export async function seedCurrencies(db: Database): Promise<void> {
  await db
    .insert(currencies)
    .values(currencySeeds.map((c) => ({ ...c, status: 1 })))
    .onConflictDoUpdate({ target: currencies.code, set: excludedSet(currencies, ['status', 'prefix', 'suffix', 'rate', 'isDefault', 'position']) });
}

/** Looks up an attribute value id by attribute code and value slug. */
export type ValueIds = (code: string, slug: string) => number;

export async function seedAttributes(db: Database): Promise<ValueIds> {
  const saved = await db
    .insert(attributes)
    .values(attributeSeeds.map((a, position) => ({ code: a.code, type: a.type, isFilterable: true, position })))
    .onConflictDoUpdate({ target: attributes.code, set: excludedSet(attributes, ['type', 'isFilterable', 'position']) })
    .returning({ id: attributes.id, code: attributes.code });
  const attributeId = new Map(saved.map((a) => [a.code, a.id]));

  await db
    .insert(attributeTranslations)
    .values(attributeSeeds.flatMap((a) => locales.map((locale) => ({ attributeId: attributeId.get(a.code)!, locale, name: a.name[locale] }))))
    .onConflictDoUpdate({ target: [attributeTranslations.attributeId, attributeTranslations.locale], set: excludedSet(attributeTranslations, ['name']) });

  const valueRows = attributeSeeds.flatMap((a) =>
    a.values.map((v, position) => ({ attributeId: attributeId.get(a.code)!, slug: v.slug, hex: v.hex ?? null, position })),
  );
  const values = await db
    .insert(attributeValues)
    .values(valueRows)
    .onConflictDoUpdate({ target: [attributeValues.attributeId, attributeValues.slug], set: excludedSet(attributeValues, ['hex', 'position']) })
    .returning({ id: attributeValues.id, attributeId: attributeValues.attributeId, slug: attributeValues.slug });
  const valueId = new Map(values.map((v) => [`${v.attributeId}:${v.slug}`, v.id]));
  const lookup: ValueIds = (code, slug) => {
    const id = valueId.get(`${attributeId.get(code)}:${slug}`);
    if (id === undefined) throw new Error(`Unknown attribute value ${code}=${slug}`);
    return id;
  };

  await db
    .insert(attributeValueTranslations)
    .values(attributeSeeds.flatMap((a) => a.values.flatMap((v) => locales.map((locale) => ({ valueId: lookup(a.code, v.slug), locale, name: v.name[locale] })))))
    .onConflictDoUpdate({ target: [attributeValueTranslations.valueId, attributeValueTranslations.locale], set: excludedSet(attributeValueTranslations, ['name']) });
  return lookup;
}

export const categoryImagePath = (slug: string) => `categories/${slug}.svg`;

/** Upserts the category tree by slug and answers slug → id. */
export async function seedCategories(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const upsert = async (rows: typeof categorySeeds) => {
    const saved = await db
      .insert(categories)
      .values(
        rows.map((c) => ({
          slug: c.slug,
          parentId: c.parent ? ids.get(c.parent)! : null,
          // Needs the row's own id: filled in by the final upsert below.
          lineage: '',
          image: categoryImagePath(c.slug),
          position: categorySeeds.filter((s) => s.parent === c.parent).indexOf(c),
          isActive: true,
        })),
      )
      .onConflictDoUpdate({ target: categories.slug, set: excludedSet(categories, ['parentId', 'image', 'position', 'isActive']) })
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of saved) ids.set(row.slug, row.id);
  };
  await upsert(categorySeeds.filter((c) => !c.parent));
  await upsert(categorySeeds.filter((c) => c.parent));

  const lineage = (slug: string): string => {
    const seed = categorySeeds.find((c) => c.slug === slug)!;
    return `${seed.parent ? lineage(seed.parent) : ''}${ids.get(slug)}/`;
  };
  await db
    .insert(categories)
    .values(categorySeeds.map((c) => ({ slug: c.slug, parentId: c.parent ? ids.get(c.parent)! : null, lineage: lineage(c.slug) })))
    .onConflictDoUpdate({ target: categories.slug, set: excludedSet(categories, ['lineage']) });

  await db
    .insert(categoryTranslations)
    .values(
      categorySeeds.flatMap((c) => {
        const meta = metaOf(c);
        return locales.map((locale) => ({
          categoryId: ids.get(c.slug)!,
          locale,
          name: c.name[locale],
          description: c.description[locale],
          metaTitle: meta.title[locale],
          metaDescription: meta.description[locale],
        }));
      }),
    )
    .onConflictDoUpdate({
      target: [categoryTranslations.categoryId, categoryTranslations.locale],
      set: excludedSet(categoryTranslations, ['name', 'description', 'metaTitle', 'metaDescription']),
    });
  return ids;
}
