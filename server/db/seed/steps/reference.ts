import { eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { attributeValueTranslations, attributeValues, attributes, categories, categoryFilters } from '../../schema/catalog.ts';
import { writeAttribute } from '../../../modules/catalog/attributes.write.ts';
import { writeCategory } from '../../../modules/catalog/categories.write.ts';
import type { CategoryInput } from '../../../../common/admin-catalog.ts';
import type { Locale } from '../../../../common/locales.ts';
import { currencies } from '../../schema/settings.ts';
import { currencySeeds } from '../data/currencies.ts';
import { attributeSeeds } from '../data/attributes.ts';
import { categorySeeds, metaOf } from '../data/categories.ts';

/** Adds the currencies the shop lacks; one already there keeps the rate and display the staff set. */
export async function seedCurrencies(db: Database): Promise<void> {
  await db
    .insert(currencies)
    .values(currencySeeds.map((c) => ({ ...c, status: 1 })))
    .onConflictDoNothing({ target: currencies.code });
}

/** Looks up an attribute value id by attribute code and value slug. */
export type ValueIds = (code: string, slug: string) => number;

/**
 * Writes the attributes and their values through the back office's writer, matched by code and
 * slug. Values the staff added to a demo attribute are kept (after the demo's own), so running the
 * seed again never removes a brand or a colour products may use.
 */
export async function seedAttributes(db: Database): Promise<ValueIds> {
  const storedAttributes = new Map((await db.select({ id: attributes.id, code: attributes.code }).from(attributes)).map((row) => [row.code, row.id]));
  const storedValues = await db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, slug: attributeValues.slug, hex: attributeValues.hex, locale: attributeValueTranslations.locale, name: attributeValueTranslations.name })
    .from(attributeValues)
    .leftJoin(attributeValueTranslations, eq(attributeValueTranslations.valueId, attributeValues.id))
    .orderBy(attributeValues.position, attributeValues.id);
  const valueId = new Map<string, number>();
  for (const seed of attributeSeeds) {
    const id = storedAttributes.get(seed.code);
    const stored = storedValues.filter((value) => value.attributeId === id);
    const storedId = (slug: string) => stored.find((value) => value.slug === slug)?.id;
    const values = seed.values.map((value) => {
      const known = storedId(value.slug);
      const hex: string | null = 'hex' in value && typeof value.hex === 'string' ? value.hex : null;
      return { ...(known === undefined ? {} : { id: known }), slug: value.slug, hex, name: value.name };
    });
    const seedSlugs = new Set(seed.values.map((value) => value.slug));
    const added = [...new Set(stored.filter((value) => !seedSlugs.has(value.slug)).map((value) => value.id))].map((addedId) => {
      const rows = stored.filter((value) => value.id === addedId);
      // The id was taken from these rows.
      const first = rows[0]!;
      const nameIn = (locale: Locale) => rows.find((row) => row.locale === locale)?.name ?? first.name ?? first.slug;
      return { id: addedId, slug: first.slug, hex: first.hex, name: { uk: nameIn('uk'), en: nameIn('en') } };
    });
    const written = await writeAttribute(db, { id, input: { code: seed.code, type: seed.type, filterable: true, name: seed.name, values: [...values, ...added] } });
    if (!written.ok) throw new Error(`The demo attribute ${seed.code} was refused: ${JSON.stringify(written)}`);
    // An id for each value written, the seed's first.
    seed.values.forEach((value, index) => valueId.set(`${seed.code}:${value.slug}`, written.valueIds[index]!));
  }
  return (code, slug) => {
    const id = valueId.get(`${code}:${slug}`);
    if (id === undefined) throw new Error(`Unknown attribute value ${code}=${slug}`);
    return id;
  };
}

export const categoryImagePath = (slug: string) => `categories/${slug}.svg`;

/** Writes the category tree through the back office's writer, groups first, matched by slug; answers slug → id. */
export async function seedCategories(db: Database, now: Date): Promise<Map<string, number>> {
  const storedRows = await db.select({ id: categories.id, slug: categories.slug, filtersChosen: categories.filtersChosen, priceFilter: categories.priceFilter }).from(categories);
  const stored = new Map(storedRows.map((row) => [row.slug, row.id]));
  const chosenFilters = await db.select().from(categoryFilters).orderBy(categoryFilters.position);
  // A category the seed wrote before keeps the filters the staff chose for it since.
  const filtersOf = (slug: string): CategoryInput['filters'] => {
    const row = storedRows.find((category) => category.slug === slug);
    if (!row) return { price: true, attribute_ids: null };
    const attributeIds = chosenFilters.filter((filter) => filter.categoryId === row.id).map((filter) => filter.attributeId);
    return { price: row.priceFilter, attribute_ids: row.filtersChosen ? attributeIds : null };
  };
  const ids = new Map<string, number>();
  for (const seed of [...categorySeeds.filter((c) => !c.parent), ...categorySeeds.filter((c) => c.parent)]) {
    const meta = metaOf(seed);
    const text = (locale: Locale) => ({ name: seed.name[locale], description: seed.description[locale], meta_title: meta.title[locale], meta_description: meta.description[locale] });
    const written = await writeCategory(db, {
      id: stored.get(seed.slug),
      input: { slug: seed.slug, parent_id: seed.parent ? ids.get(seed.parent)! : null, active: true, translations: { uk: text('uk'), en: text('en') }, filters: filtersOf(seed.slug) },
      extras: { image: categoryImagePath(seed.slug) },
      now,
    });
    if (!written.ok) throw new Error(`The demo category ${seed.slug} was refused: ${JSON.stringify(written)}`);
    ids.set(seed.slug, written.id);
  }
  return ids;
}
