import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { singleRow } from '../rows.ts';
import { products } from '../schema/catalog.ts';
import { planCatalog } from './catalog-plan.ts';
import { planArticles } from './content-plan.ts';
import { planReviews } from './review-plan.ts';
import { categorySeeds } from './data/categories.ts';
import { pageSeeds } from './data/pages.ts';
import { seedAttributes, seedCategories, seedCurrencies } from './steps/reference.ts';
import { seedProducts } from './steps/products.ts';
import { seedArticles, seedTextPages } from './steps/content.ts';
import { seedMenus } from './steps/navigation.ts';
import { seedCoupons, seedReviews, seedSettings } from './steps/shop.ts';
import { writeSeedFiles } from './steps/files.ts';

export interface SeedOptions {
  /** Root of stored media; pictures go to products/, categories/, news/, landings/, brand/, promo/, icons/. */
  storageDir: string;
  /** The seed's clock: product ages, publication dates and coupon expiry are relative to it. */
  now?: Date;
}

export interface SeedReport {
  categories: number;
  products: number;
  options: number;
  images: number;
  news: number;
  landings: number;
  pages: number;
  reviews: number;
}

/**
 * Fills the database with the demo shop in one transaction and writes its pictures.
 * Safe to run again: rows are matched by slug, code or sku, so a second run changes nothing.
 */
export async function seedDemoShop(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const catalog = planCatalog(now);
  const articles = planArticles(now);
  const reviews = planReviews(catalog, now);

  await db.transaction(async (tx) => {
    await seedCurrencies(tx);
    const valueIds = await seedAttributes(tx);
    const categoryIds = await seedCategories(tx, now);
    const productIds = await seedProducts(tx, catalog, categoryIds, valueIds, now);
    await seedTextPages(tx, now);
    await seedArticles(tx, articles, now);
    await seedMenus(tx);
    await seedCoupons(tx, now);
    await seedSettings(tx, now);
    await seedReviews(tx, reviews, productIds);
  });
  await writeSeedFiles(options.storageDir, catalog, articles);

  return {
    categories: categorySeeds.length,
    products: catalog.length,
    options: catalog.reduce((sum, p) => sum + p.options.length, 0),
    images: catalog.reduce((sum, p) => sum + p.images.length, 0),
    news: articles.filter((a) => a.kind === 'news').length,
    landings: articles.filter((a) => a.kind === 'landing').length,
    pages: pageSeeds.length,
    reviews: reviews.length,
  };
}

/** True when there is no product yet, e.g. to seed a fresh install on first start. */
export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const row = singleRow(await db.select({ count: sql<number>`count(*)::int` }).from(products));
  return row.count === 0;
}
