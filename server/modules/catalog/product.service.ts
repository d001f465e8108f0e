import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { CategoryLinkView, ProductCardView } from '../../../common/catalog.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import type { ReviewView } from '../../../common/reviews.ts';
import { getReviewSummary, listApprovedReviews, type ReviewSummary } from '../reviews/reviews.service.ts';
import { joinCardBasics, productCardColumns } from './catalog.queries.ts';
import { toProductCards } from './catalog.service.ts';
import { getCategoryTrail } from './catalog.trail.ts';
import { loadAttributes, loadImages, loadOptions, loadRelatedRows } from './product.queries.ts';

export interface AttributeValueView {
  id: number;
  slug: string;
  name: string;
}

export interface ColorValueView extends AttributeValueView {
  hex: string | null;
}

/** A purchasable variant; prices are UAH decimal text like the card's. */
export interface ProductOptionView {
  id: number;
  size: AttributeValueView | null;
  color: ColorValueView | null;
  price: string;
  old_price: string;
  special: string | null;
  stock: number;
  in_stock: boolean;
}

export interface ProductImageView {
  path: string;
  width: number;
  height: number;
  /** The colour the picture shows, when it shows one. */
  colorValueId: number | null;
}

export interface ProductAttributeView {
  code: string;
  name: string;
  values: string[];
}

export interface ProductPageView {
  card: ProductCardView;
  sku: string;
  brand: string | null;
  description: string;
  /** HTML. */
  features: string;
  metaTitle: string;
  metaDescription: string;
  images: ProductImageView[];
  options: ProductOptionView[];
  /** The sizes and colours the options use, in catalogue order. */
  sizes: AttributeValueView[];
  colors: ColorValueView[];
  attributes: ProductAttributeView[];
  category: CategoryLinkView;
  /** From the top group down to the product's category. */
  trail: CategoryLinkView[];
  reviewSummary: ReviewSummary;
  /** The newest approved reviews (the first page); more through POST /api/reviews/list. */
  reviews: ReviewView[];
  related: ProductCardView[];
}

type OptionRow = Awaited<ReturnType<typeof loadOptions>>[number];

function toOption(row: OptionRow): ProductOptionView {
  return {
    id: row.id,
    size: row.sizeId !== null && row.sizeSlug !== null ? { id: row.sizeId, slug: row.sizeSlug, name: row.sizeName ?? row.sizeSlug } : null,
    color:
      row.colorId !== null && row.colorSlug !== null
        ? { id: row.colorId, slug: row.colorSlug, name: row.colorName ?? row.colorSlug, hex: row.colorHex }
        : null,
    price: minorToDecimal(row.price),
    old_price: minorToDecimal(row.oldPrice ?? 0),
    special: row.specialPrice === null ? null : minorToDecimal(row.specialPrice),
    stock: row.stock,
    in_stock: row.stock > 0,
  };
}

/** The distinct values the options use, ordered as the catalogue orders them. */
function distinctValues<T extends AttributeValueView>(entries: ({ value: T; position: number } | null)[]): T[] {
  const byId = new Map<number, { value: T; position: number }>();
  for (const entry of entries) if (entry && !byId.has(entry.value.id)) byId.set(entry.value.id, entry);
  return [...byId.values()].sort((a, b) => a.position - b.position || a.value.id - b.value.id).map((entry) => entry.value);
}

function groupAttributes(rows: { code: string; name: string; value: string }[]): ProductAttributeView[] {
  const byCode = new Map<string, ProductAttributeView>();
  for (const row of rows) {
    const entry = byCode.get(row.code) ?? { code: row.code, name: row.name, values: [] };
    entry.values.push(row.value);
    byCode.set(row.code, entry);
  }
  return [...byCode.values()];
}

/**
 * Everything the product page shows, in a fixed number of queries whatever the number of options,
 * images, reviews or related products; null when the product is unknown, inactive or untranslated.
 */
export async function getProductPage(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<ProductPageView | null> {
  const join = joinCardBasics(locale);
  const [row] = await db
    .select({
      ...productCardColumns,
      sku: products.sku,
      description: productTranslations.description,
      features: productTranslations.features,
      metaTitle: productTranslations.metaTitle,
      metaDescription: productTranslations.metaDescription,
      categoryId: products.categoryId,
    })
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) return null;
  const [[card], images, optionRows, attributeRows, trail, reviewSummary, reviews, related] = await Promise.all([
    toProductCards(db, [row]),
    loadImages(db, id),
    loadOptions(db, { productId: id, locale }),
    loadAttributes(db, { productId: id, locale }),
    getCategoryTrail(db, { categoryId: row.categoryId, locale }),
    getReviewSummary(db, { productId: id }),
    listApprovedReviews(db, { productId: id }),
    loadRelatedRows(db, { productId: id, locale }).then((rows) => toProductCards(db, rows)),
  ]);
  const category = trail.at(-1);
  if (!card || !category) return null;
  const attributes = groupAttributes(attributeRows);
  const options = optionRows.map(toOption);
  return {
    card,
    sku: row.sku,
    brand: attributes.find((attribute) => attribute.code === 'brand')?.values[0] ?? null,
    description: row.description,
    features: row.features,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    images,
    options,
    sizes: distinctValues(options.map(({ size }, i) => (size ? { value: size, position: optionRows[i].sizePosition ?? 0 } : null))),
    colors: distinctValues(options.map(({ color }, i) => (color ? { value: color, position: optionRows[i].colorPosition ?? 0 } : null))),
    attributes,
    category,
    trail,
    reviewSummary,
    reviews,
    related,
  };
}
