import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations } from '../../db/schema/catalog.ts';
import type { CategoryLinkView, ProductCardView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { joinCategoryTranslation, toCategoryLink } from './catalog.queries.ts';
import { toProductCards } from './catalog.service.ts';
import { getCategoryTrail } from './catalog.trail.ts';
import { appliedFilters, listFilterAttributes, resolveFilters, type ListingFilters, type ListingSort } from './listing.filters.ts';
import { toFacets, toStats, type FacetView } from './listing.facets.ts';
import { listingBase, listingFacetsQuery, listingPageQuery, listingStatsQuery, subtreeQuery, type FacetRow, type StatsRow } from './listing.queries.ts';

export interface CategoryListing {
  category: { id: number; name: string; description: string; metaTitle: string; metaDescription: string; path: string };
  /** Active subcategories, in menu order. */
  children: CategoryLinkView[];
  /** From the top group down to the category itself. */
  trail: CategoryLinkView[];
  products: ProductCardView[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  sort: ListingSort;
  /** The filters that were understood; unknown attributes and values are left out. */
  filters: ListingFilters;
  facets: FacetView[];
  /** Effective price range in whole hryvnias under the other filters. */
  price: { min: number; max: number } | null;
  /** Products in stock under the other filters. */
  inStockCount: number;
}

export interface ListingParams {
  categoryId: number;
  locale: Locale;
  filters: ListingFilters;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Rows of a hand-written query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A page of a category's listing: the active products of its whole subtree under the filters,
 * with facets, price range and breadcrumbs. Null when the category is unknown or inactive, or
 * when the page is past the last one (page 1 always exists, even when nothing matches).
 * At most eleven queries, whatever the page size.
 */
export async function getCategoryListing(db: Database, params: ListingParams): Promise<CategoryListing | null> {
  const { categoryId, locale, sort, page, perPage } = params;
  const [[category], dictionary, trail] = await Promise.all([
    db
      .select({
        id: categories.id,
        lineage: categories.lineage,
        path: categories.slug,
        name: categoryTranslations.name,
        description: categoryTranslations.description,
        metaTitle: categoryTranslations.metaTitle,
        metaDescription: categoryTranslations.metaDescription,
      })
      .from(categories)
      .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
      .where(and(eq(categories.id, categoryId), eq(categories.isActive, true))),
    listFilterAttributes(db, { locale }),
    getCategoryTrail(db, { categoryId, locale }),
  ]);
  if (!category) return null;

  const subtree = await subtreeQuery(db, { lineage: category.lineage, locale });
  const resolved = resolveFilters(dictionary, params.filters);
  const base = listingBase(subtree.map((row) => row.id));
  const [[stats], facetRows, rows] = await Promise.all([
    rowsOf<StatsRow>(db, listingStatsQuery({ base, resolved })),
    rowsOf<FacetRow>(db, listingFacetsQuery({ base, resolved })),
    listingPageQuery(db, { base, resolved, locale, sort, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const { total, price, inStock } = toStats(stats);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages) return null;

  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      metaTitle: category.metaTitle,
      metaDescription: category.metaDescription,
      path: `/${category.path}`,
    },
    children: subtree.filter((row) => row.parentId === category.id).map(toCategoryLink),
    trail,
    products: await toProductCards(db, rows),
    total,
    page,
    pages,
    perPage,
    sort,
    filters: appliedFilters(resolved),
    facets: toFacets(facetRows, dictionary, resolved),
    price,
    inStockCount: inStock,
  };
}
