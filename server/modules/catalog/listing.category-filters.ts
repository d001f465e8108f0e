import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readThrough } from '../../db/read-cache.ts';
import { categories, categoryFilters } from '../../db/schema/catalog.ts';
import type { FilterAttribute } from './listing.filters.ts';

/** Which filters a category's page shows: the price filter or not, and its chosen attributes in order (null: every filterable one). */
export interface CategoryFilterChoice {
  price: boolean;
  attributeIds: number[] | null;
}

const everyFilter: CategoryFilterChoice = { price: true, attributeIds: null };

/** The filter choice of a category; read for all categories at once and reused like other shop-wide data. */
export async function categoryFilterChoice(db: Database, categoryId: number): Promise<CategoryFilterChoice> {
  const choices = await readThrough(db, 'category-filter-choices', () => loadChoices(db));
  return choices.get(categoryId) ?? everyFilter;
}

async function loadChoices(db: Database): Promise<Map<number, CategoryFilterChoice>> {
  // One query: each category that chose, with its attributes in order (none when it chose none).
  const rows = await db
    .select({ id: categories.id, filtersChosen: categories.filtersChosen, priceFilter: categories.priceFilter, attributeId: categoryFilters.attributeId })
    .from(categories)
    .leftJoin(categoryFilters, eq(categoryFilters.categoryId, categories.id))
    .where(or(eq(categories.filtersChosen, true), eq(categories.priceFilter, false)))
    .orderBy(asc(categories.id), asc(categoryFilters.position), asc(categoryFilters.attributeId));
  const choices = new Map<number, CategoryFilterChoice>();
  for (const row of rows) {
    const choice = choices.get(row.id) ?? { price: row.priceFilter, attributeIds: row.filtersChosen ? [] : null };
    if (row.attributeId !== null) choice.attributeIds?.push(row.attributeId);
    choices.set(row.id, choice);
  }
  return choices;
}

/** The attributes of the dictionary a category shows, in its chosen order. */
export function attributesShown(dictionary: FilterAttribute[], choice: CategoryFilterChoice): FilterAttribute[] {
  if (choice.attributeIds === null) return dictionary;
  const byId = new Map(dictionary.map((attribute) => [attribute.id, attribute]));
  return choice.attributeIds.flatMap((id) => byId.get(id) ?? []);
}

