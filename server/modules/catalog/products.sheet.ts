import { and, asc, eq, inArray } from 'drizzle-orm';
import { brandAttributeCode } from '../../../common/admin-catalog.ts';
import { minorToDecimal, minorToDecimalOrNull } from '../../../common/currency.ts';
import type { Database } from '../../db/client.ts';
import { attributeValues, attributes, categories, productAttributeValues, productOptions, productTranslations, products } from '../../db/schema/catalog.ts';
import { batches } from '../../db/seed/db-helpers.ts';
import type { ProductSheetColumn } from '../../../common/admin-products-import.ts';
import type { SheetCell } from '../../spreadsheet/sheet-write.ts';

/** The attribute whose value is the product's brand (the seed's, and the filter's). */

const emptyTexts = { name: '', description: '', features: '', meta_title: '', meta_description: '' };
export type ProductTexts = typeof emptyTexts;

export interface StoredOption {
  id: number;
  sku: string;
  sizeValueId: number | null;
  colorValueId: number | null;
  price: number;
  oldPrice: number | null;
  specialPrice: number | null;
  stock: number;
}

/** A product as the price list sees it: its own fields, texts, filter values and options in order. */
export interface StoredProduct {
  id: number;
  slug: string;
  sku: string;
  categoryId: number;
  active: boolean;
  featured: boolean;
  weight: number;
  translations: { uk: ProductTexts; en: ProductTexts };
  /** Chosen filter values (brand, material…), not the options' sizes and colours. */
  selectValueIds: number[];
  options: StoredOption[];
}

/** Slugs of categories, brands, sizes and colours, both ways. */
export interface SheetReferences {
  categoryIds: Map<string, number>;
  categorySlugs: Map<number, string>;
  brandIds: Map<string, number>;
  brandSlugs: Map<number, string>;
  sizeIds: Map<string, number>;
  sizeSlugs: Map<number, string>;
  colorIds: Map<string, number>;
  colorSlugs: Map<number, string>;
}

export async function loadSheetReferences(db: Database): Promise<SheetReferences> {
  const [categoryRows, valueRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db
      .select({ id: attributeValues.id, slug: attributeValues.slug, code: attributes.code, type: attributes.type })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      // The first attribute of a kind wins a slug two of them share.
      .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.id)),
  ]);
  const both = (rows: { id: number; slug: string }[]) => {
    const ids = new Map<string, number>();
    for (const row of rows) if (!ids.has(row.slug)) ids.set(row.slug, row.id);
    return [ids, new Map(rows.map((row) => [row.id, row.slug]))] as const;
  };
  const [categoryIds, categorySlugs] = both(categoryRows);
  const [brandIds, brandSlugs] = both(valueRows.filter((row) => row.code === brandAttributeCode));
  const [sizeIds, sizeSlugs] = both(valueRows.filter((row) => row.type === 'size'));
  const [colorIds, colorSlugs] = both(valueRows.filter((row) => row.type === 'color'));
  return { categoryIds, categorySlugs, brandIds, brandSlugs, sizeIds, sizeSlugs, colorIds, colorSlugs };
}

/** The products with these ids, in the ids' order (unknown ones left out). */
export async function loadStoredProducts(db: Database, ids: readonly number[]): Promise<StoredProduct[]> {
  const out: StoredProduct[] = [];
  for (const chunk of batches([...new Set(ids)], 2000)) {
    const [rows, texts, options, values] = await Promise.all([
      db.select().from(products).where(inArray(products.id, chunk)),
      db.select().from(productTranslations).where(inArray(productTranslations.productId, chunk)),
      db.select().from(productOptions).where(inArray(productOptions.productId, chunk)).orderBy(asc(productOptions.position), asc(productOptions.id)),
      db
        .select({ productId: productAttributeValues.productId, valueId: productAttributeValues.valueId })
        .from(productAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
        .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.type, 'select')))
        .where(inArray(productAttributeValues.productId, chunk))
        .orderBy(asc(productAttributeValues.valueId)),
    ]);
    const byId = new Map<number, StoredProduct>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          slug: row.slug,
          sku: row.sku,
          categoryId: row.categoryId,
          active: row.isActive,
          featured: row.isFeatured,
          weight: row.weight,
          translations: { uk: { ...emptyTexts }, en: { ...emptyTexts } },
          selectValueIds: [],
          options: [],
        },
      ]),
    );
    for (const text of texts) {
      byId.get(text.productId)!.translations[text.locale] = {
        name: text.name,
        description: text.description,
        features: text.features,
        meta_title: text.metaTitle,
        meta_description: text.metaDescription,
      };
    }
    for (const option of options) {
      const { id, sku, sizeValueId, colorValueId, price, oldPrice, specialPrice, stock } = option;
      byId.get(option.productId)!.options.push({ id, sku, sizeValueId, colorValueId, price, oldPrice, specialPrice, stock });
    }
    for (const value of values) byId.get(value.productId)?.selectValueIds.push(value.valueId);
    for (const id of chunk) if (byId.has(id)) out.push(byId.get(id)!);
  }
  return out;
}


/** A product's rows of the price list, one per option, in the columns' order. */
export function productSheetRows(product: StoredProduct, references: SheetReferences, columns: readonly ProductSheetColumn[]): SheetCell[][] {
  const brand = product.selectValueIds.find((id) => references.brandSlugs.has(id));
  const { uk, en } = product.translations;
  const own: Partial<Record<ProductSheetColumn, SheetCell>> = {
    slug: product.slug,
    product_sku: product.sku,
    name_uk: uk.name,
    name_en: en.name,
    description_uk: uk.description,
    description_en: en.description,
    features_uk: uk.features,
    features_en: en.features,
    meta_title_uk: uk.meta_title,
    meta_title_en: en.meta_title,
    meta_description_uk: uk.meta_description,
    meta_description_en: en.meta_description,
    category: references.categorySlugs.get(product.categoryId) ?? '',
    brand: brand === undefined ? '' : references.brandSlugs.get(brand)!,
    weight: product.weight,
    active: product.active ? 1 : 0,
    featured: product.featured ? 1 : 0,
  };
  return product.options.map((option) => {
    const cells: Partial<Record<ProductSheetColumn, SheetCell>> = {
      ...own,
      sku: option.sku,
      size: option.sizeValueId === null ? '' : (references.sizeSlugs.get(option.sizeValueId) ?? ''),
      color: option.colorValueId === null ? '' : (references.colorSlugs.get(option.colorValueId) ?? ''),
      price: minorToDecimal(option.price),
      old_price: minorToDecimalOrNull(option.oldPrice),
      special_price: minorToDecimalOrNull(option.specialPrice),
      stock: option.stock,
    };
    return columns.map((column) => cells[column] ?? null);
  });
}
