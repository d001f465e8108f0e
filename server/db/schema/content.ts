import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, searchVector, updatedAt } from './common.ts';

export const articleKindEnum = pgEnum('article_kind', ['news', 'landing']);

/** News and landing articles share one shape. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: articleKindEnum('kind').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    cover: text('cover'),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_kind_slug_idx').on(t.kind, t.slug),
    index('articles_kind_published_idx').on(t.kind, t.isPublished, t.publishedAt.desc()),
  ],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML written by the shop. */
    body: text('body').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    searchVector: searchVector('title'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] }), index('article_translations_search_idx').using('gin', t.searchVector)],
);

export const articleImages = pgTable(
  'article_images',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('article_images_article_idx').on(t.articleId, t.position)],
);

export const contentBlockTypeEnum = pgEnum('content_block_type', ['text', 'image', 'gallery', 'button', 'products']);
/** type_1 fill, type_2 stroke, type_3 simple. */
export const buttonTypeEnum = pgEnum('button_type', ['type_1', 'type_2', 'type_3']);

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    type: contentBlockTypeEnum('type').notNull(),
    position: integer('position').notNull().default(0),
    /** Spacing above and below the block, in pixels. */
    topSeparator: integer('top_separator').notNull().default(0),
    bottomSeparator: integer('bottom_separator').notNull().default(0),
    image: text('image'),
    buttonLink: text('button_link'),
    buttonType: buttonTypeEnum('button_type'),
  },
  (t) => [index('content_blocks_article_idx').on(t.articleId, t.position)],
);

export const contentBlockTranslations = pgTable(
  'content_block_translations',
  {
    blockId: integer('block_id').notNull().references(() => contentBlocks.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.locale] })],
);

/** Contacts, privacy policy, public offer and other static pages. */
export const textPages = pgTable('text_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 160 }).notNull().unique(),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const textPageTranslations = pgTable(
  'text_page_translations',
  {
    pageId: integer('page_id').notNull().references(() => textPages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; one row per address. */
    email: varchar('email', { length: 254 }).notNull(),
    locale: localeEnum('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(t.email)],
);

/**
 * Addresses a news article or landing had before its slug changed (migration 0027): they answer
 * 301 to the article's address of today.
 */
export const articleRedirects = pgTable(
  'article_redirects',
  {
    kind: articleKindEnum('kind').notNull(),
    fromSlug: varchar('from_slug', { length: 200 }).notNull(),
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'article_redirects_pk', columns: [t.kind, t.fromSlug] }), index('article_redirects_article_idx').on(t.articleId)],
);
