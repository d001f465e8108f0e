import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, searchVector, updatedAt } from './common.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    /** Ancestor ids and own id joined by "/" ("1/4/9/"), so a subtree is one indexed prefix match. */
    lineage: text('lineage').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The page shows only the attributes of `category_filters` (migration 0026); otherwise every filterable one. */
    filtersChosen: boolean('filters_chosen').notNull().default(false),
    /** The page offers the price filter. */
    priceFilter: boolean('price_filter').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_lineage_idx').on(t.lineage.op('text_pattern_ops')),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    searchVector: searchVector('name'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), index('category_translations_search_idx').using('gin', t.searchVector)],
);

export const attributeTypeEnum = pgEnum('attribute_type', ['select', 'color', 'size']);

/** Filterable properties (size, colour, brand, material, ...). */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  type: attributeTypeEnum('type').notNull().default('select'),
  isFilterable: boolean('is_filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] })],
);

/** The attribute filters a category's page shows, in order, when it has chosen them (migration 0026). */
export const categoryFilters = pgTable(
  'category_filters',
  {
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] }), index('category_filters_attribute_idx').on(t.attributeId)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    /** Swatch colour for colour values ("#4b5320"). */
    hex: varchar('hex', { length: 7 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attribute_slug_idx').on(t.attributeId, t.slug)],
);

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    valueId: integer('value_id').notNull().references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

/**
 * Prices are integer kopiyky in UAH. The product's own price fields are the "from" price that
 * cards, sorting and the price filter use; each option carries the price actually charged.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    sku: varchar('sku', { length: 60 }).notNull().unique(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    specialPrice: integer('special_price'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Units sold; orders "popular" sorting. */
    popularity: integer('popularity').notNull().default(0),
    /** Shipping weight in grams, for delivery prices. */
    weight: integer('weight').notNull().default(500),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.isActive),
    index('products_featured_idx').on(t.isFeatured, t.isActive),
    index('products_created_idx').on(t.createdAt),
    index('products_price_idx').on(t.price),
    index('products_popularity_idx').on(t.popularity),
    // A category's listing read in each sort's order (migration 0018).
    index('products_listing_popular_idx').on(t.categoryId, t.popularity.desc(), t.id).where(sql`${t.isActive}`),
    index('products_listing_newest_idx').on(t.categoryId, t.createdAt.desc(), t.id).where(sql`${t.isActive}`),
    index('products_listing_price_idx').on(t.categoryId, sql`(coalesce(${t.specialPrice}, ${t.price}))`, t.id).where(sql`${t.isActive}`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    searchVector: searchVector('name'),
  },
  // The primary key INCLUDEs the name: migration 0031.
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), index('product_translations_search_idx').using('gin', t.searchVector)],
);

/** A purchasable variant: a size and/or colour with its own prices and stock. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 80 }).notNull().unique(),
    sizeValueId: integer('size_value_id').references(() => attributeValues.id, { onDelete: 'restrict' }),
    colorValueId: integer('color_value_id').references(() => attributeValues.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    specialPrice: integer('special_price'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // INCLUDE (stock, color_value_id): migration 0031.
    index('product_options_product_idx').on(t.productId, t.position),
    uniqueIndex('product_options_variant_idx').on(t.productId, t.sizeValueId, t.colorValueId),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id').notNull().references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index('product_attribute_values_value_idx').on(t.valueId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** Shown for this colour when set. */
    colorValueId: integer('color_value_id').references(() => attributeValues.id, { onDelete: 'set null' }),
    /** Storage path under the media root ("products/namet-tramp-2-1.svg"). */
    path: text('path').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    position: integer('position').notNull().default(0),
    /** Alt text per language; empty where the editor gave none (the page then names the product). */
    alt: jsonb('alt').$type<Partial<Record<'uk' | 'en', string>>>().notNull().default({}),
  },
  // INCLUDE (path) on the first: migration 0031.
  (t) => [index('product_images_product_idx').on(t.productId, t.position, t.id), index('product_images_path_idx').on(t.path)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);
