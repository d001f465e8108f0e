import type { Database } from '../../db/client.ts';
import type { AttributeValueView, ProductAttributeView, ProductCardView, ProductOptionView, ProductPageView } from '../../../common/catalog.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { toCategoryLink } from './catalog.queries.ts';
import { toProductCardsWithExtras, type CardRowWithExtras } from './catalog.service.ts';
import { loadProductPageRows, loadRelatedRows, type OptionRow } from './product.queries.ts';

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
 * What the product page must know before it answers (its status rests on it): the product with
 * its images, options, attributes, trail and review summary, in one query whatever their number;
 * null when the product is unknown, inactive or untranslated. The reviews and related products
 * come later (`listApprovedReviews`, `listRelatedProducts`).
 */
export async function getProductPage(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<ProductPageView | null> {
  const [row] = await loadProductPageRows(db, { productId: id, locale });
  if (!row) return null;
  const ids = (row.lineage ?? '').split('/').filter(Boolean).map(Number);
  const byId = new Map(row.trail.map((crumb) => [crumb.id, crumb]));
  const trail = ids.flatMap((crumbId) => {
    const crumb = byId.get(crumbId);
    return crumb ? [toCategoryLink(crumb)] : [];
  });
  const category = trail.at(-1);
  if (!category) return null;
  const optionRows = row.options;
  const cardRow: CardRowWithExtras = {
    id: row.id,
    name: row.name,
    path: row.path,
    price: row.price,
    oldPrice: row.oldPrice,
    specialPrice: row.specialPrice,
    image: row.images[0]?.path ?? null,
    optionSummary: {
      stock: optionRows.reduce((sum, option) => sum + option.stock, 0),
      colors: new Set(optionRows.flatMap((option) => (option.colorId === null ? [] : [option.colorId]))).size,
      options: optionRows.length,
    },
  };
  // One card for each row given.
  const card = (await toProductCardsWithExtras(db, [cardRow]))[0]!;
  const attributes = groupAttributes(row.attributes);
  const options = optionRows.map(toOption);
  const count = Number(row.reviewSummary?.count ?? 0);
  const average = row.reviewSummary?.average;
  return {
    card,
    sku: row.sku,
    brand: attributes.find((attribute) => attribute.code === 'brand')?.values[0] ?? null,
    description: row.description,
    features: row.features,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    images: row.images,
    options,
    // `options` are `optionRows` one by one.
    sizes: distinctValues(options.map(({ size }, i) => (size ? { value: size, position: optionRows[i]!.sizePosition ?? 0 } : null))),
    colors: distinctValues(options.map(({ color }, i) => (color ? { value: color, position: optionRows[i]!.colorPosition ?? 0 } : null))),
    attributes,
    category,
    trail,
    reviewSummary: { average: count > 0 && average != null ? Math.round(Number(average) * 10) / 10 : null, count },
    relatedCount: row.relatedCount,
  };
}

/** The active related products as cards, in the shop's order; one query. */
export async function listRelatedProducts(db: Database, { productId, locale }: { productId: number; locale: Locale }): Promise<ProductCardView[]> {
  return toProductCardsWithExtras(db, await loadRelatedRows(db, { productId, locale }));
}
