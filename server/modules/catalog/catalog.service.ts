import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, products } from '../../db/schema/catalog.ts';
import type { CategoryGroupView, ProductCardView } from '../../../common/catalog.ts';
import type { CurrencyView } from '../../../common/settings.ts';
import { unitPrice } from '../../../common/cart-money.ts';
import { baseCurrency, minorToDecimal, recount } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { listCurrencies } from '../settings/settings.service.ts';
import { readThrough } from '../../db/read-cache.ts';
import { cardExtras, categoryColumns, joinCategoryTranslation, selectProductCardsWithExtras, toCategoryLink } from './catalog.queries.ts';

/** The price in every offered currency, as decimal text. */
export function pricesIn(currencies: CurrencyView[], minor: number): Record<string, string> {
  const base = currencies.find((currency) => currency.code === baseCurrency) ?? { rate: '1' };
  return Object.fromEntries(
    currencies.filter((currency) => currency.status !== 0).map((currency) => [currency.code, recount(minor / 100, base, currency).toFixed(2)]),
  );
}

type CardRow = { id: number; name: string; path: string; price: number; oldPrice: number | null; specialPrice: number | null };
type CardExtras = { image: string | null; inStock: boolean; colors: number; options: number };
export type CardRowWithExtras = CardRow & { image: string | null; optionSummary: { stock: number; colors: number; options: number } | null };

/** Adds images, stock, colour counts and per-currency prices to card rows, keeping their order. */
export async function toProductCards(db: Database, rows: CardRow[]): Promise<ProductCardView[]> {
  const [extras, { list }] = await Promise.all([cardExtras(db, rows.map((row) => row.id)), listCurrencies(db)]);
  return cardViews(list, rows, extras);
}

/** Cards from rows read with `cardExtraColumns`: no further query but the shop's currencies (read-through). */
export async function toProductCardsWithExtras(db: Database, rows: CardRowWithExtras[]): Promise<ProductCardView[]> {
  const { list } = await listCurrencies(db);
  const extras = new Map<number, CardExtras>(
    rows.map((row) => {
      const summary = row.optionSummary ?? { stock: 0, colors: 0, options: 0 };
      return [row.id, { image: row.image, inStock: Number(summary.stock) > 0, colors: Number(summary.colors), options: Number(summary.options) }];
    }),
  );
  return cardViews(list, rows, extras);
}

function cardViews(list: CurrencyView[], rows: CardRow[], extras: Map<number, CardExtras>): ProductCardView[] {
  return rows.map((row) => {
    const extra = extras.get(row.id);
    return {
      id: row.id,
      name: row.name,
      path: `/${row.path}`,
      image: extra?.image ?? null,
      price: minorToDecimal(row.price),
      old_price: minorToDecimal(row.oldPrice ?? 0),
      special: row.specialPrice === null ? null : minorToDecimal(row.specialPrice),
      currency: baseCurrency,
      prices: pricesIn(list, unitPrice(row)),
      in_stock: extra?.inStock ?? false,
      colors: extra?.colors ?? 0,
      options: extra?.options ?? 0,
    };
  });
}

export async function listFeaturedProducts(db: Database, { locale, limit }: { locale: Locale; limit: number }): Promise<ProductCardView[]> {
  const rows = await selectProductCardsWithExtras(db, locale)
    .where(and(eq(products.isFeatured, true), eq(products.isActive, true)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
  return toProductCardsWithExtras(db, rows);
}

/** Top-level categories with their children, for the home page and menus; shop-wide, so read through. */
export function listCategoryGroups(db: Database, { locale }: { locale: Locale }): Promise<CategoryGroupView[]> {
  return readThrough(db, `category-groups:${locale}`, () => loadCategoryGroups(db, locale));
}

async function loadCategoryGroups(db: Database, locale: Locale): Promise<CategoryGroupView[]> {
  const rows = await db
    .select(categoryColumns())
    .from(categories)
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((group) => ({ ...toCategoryLink(group), children: rows.filter((row) => row.parentId === group.id).map(toCategoryLink) }));
}
