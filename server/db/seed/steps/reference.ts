import type { Database } from '../../client.ts';
import { attributeValues, attributes, categories } from '../../schema/catalog.ts';
import { writeAttribute } from '../../../modules/catalog/attributes.write.ts';
import { writeCategory } from '../../../modules/catalog/categories.write.ts';
import type { Locale } from '../../../../common/locales.ts';
import { currencies } from '../../schema/settings.ts';
import { excludedSet } from '../db-helpers.ts';
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

/** Writes the attributes and their values through the back office's writer, matched by code and slug. */
export async function seedAttributes(db: Database): Promise<ValueIds> {
  const storedAttributes = new Map((await db.select({ id: attributes.id, code: attributes.code }).from(attributes)).map((row) => [row.code, row.id]));
  const storedValues = new Map(
    (await db.select({ id: attributeValues.id, attributeId: attributeValues.attributeId, slug: attributeValues.slug }).from(attributeValues)).map((row) => [`${row.attributeId}:${row.slug}`, row.id]),
  );
  const valueId = new Map<string, number>();
  for (const seed of attributeSeeds) {
    const id = storedAttributes.get(seed.code);
    const values = seed.values.map((value) => {
      const known = id === undefined ? undefined : storedValues.get(`${id}:${value.slug}`);
      const hex: string | null = 'hex' in value && typeof value.hex === 'string' ? value.hex : null;
      return { ...(known === undefined ? {} : { id: known }), slug: value.slug, hex, name: value.name };
    });
    const written = await writeAttribute(db, { id, input: { code: seed.code, type: seed.type, filterable: true, name: seed.name, values } });
    if (!written.ok) throw new Error(`The demo attribute ${seed.code} was refused: ${JSON.stringify(written)}`);
    seed.values.forEach((value, index) => valueId.set(`${seed.code}:${value.slug}`, written.valueIds[index]));
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
  const stored = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]));
  const ids = new Map<string, number>();
  for (const seed of [...categorySeeds.filter((c) => !c.parent), ...categorySeeds.filter((c) => c.parent)]) {
    const meta = metaOf(seed);
    const text = (locale: Locale) => ({ name: seed.name[locale], description: seed.description[locale], meta_title: meta.title[locale], meta_description: meta.description[locale] });
    const written = await writeCategory(db, {
      id: stored.get(seed.slug),
      input: { slug: seed.slug, parent_id: seed.parent ? ids.get(seed.parent)! : null, active: true, translations: { uk: text('uk'), en: text('en') }, filters: { price: true, attribute_ids: null } },
      extras: { image: categoryImagePath(seed.slug) },
      now,
    });
    if (!written.ok) throw new Error(`The demo category ${seed.slug} was refused: ${JSON.stringify(written)}`);
    ids.set(seed.slug, written.id);
  }
  return ids;
}
