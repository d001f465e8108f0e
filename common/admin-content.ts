// The back office's text pages, news and landings: one definition of a valid page, article and
// content block for the admin API, the editor's action, the preview and the demo seed. Back office
// only: full zod.
import { z } from 'zod';
import { isMenuUrl } from './admin-menus.ts';
import { productIdSchema, productSlugSchema } from './admin-products.ts';
import type { Locale } from './locales.ts';
import { multiLine, singleLine } from './text.ts';

/** An address of a page or article: lower-case Latin words joined by hyphens ("polityka-konfidentsiinosti"). */
export const contentSlugSchema = productSlugSchema.pipe(z.string().min(1, 'validations.required').max(160, 'validations.maxLength'));

/** `/api/admin/{pages,news,landings}/:id`. */
export const contentIdSchema = productIdSchema;

const title = z.string('validations.invalid').check(singleLine).trim().min(1, 'validations.required').max(200, 'validations.maxLength');
/** Formatted text (HTML from the editor); sanitised before it is stored, refused when nothing is left. */
const richText = z.string('validations.invalid').check(...multiLine).max(100_000, 'validations.maxLength');
const metaTitle = z.string('validations.invalid').check(singleLine).trim().max(300, 'validations.maxLength');
const metaDescription = z.string('validations.invalid').check(...multiLine).trim().max(500, 'validations.maxLength');
/** A stored picture's path (an upload's `uploads/…`, or the demo's drawings), as the media routes serve it. */
const picturePath = z
  .string('validations.invalid')
  .trim()
  .max(500, 'validations.maxLength')
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*\.(webp|gif|png|jpe?g|avif|svg)$/i, 'adminContent.errors.picture')
  .refine((path) => !path.includes('..'), 'adminContent.errors.picture');
const optionalPicture = z.preprocess((value) => (value === '' ? null : value), picturePath.nullable());
const link = z.string('validations.invalid').check(singleLine).trim().refine(isMenuUrl, 'adminContent.errors.link');
const optionalLink = z.preprocess((value) => (value === '' ? null : value), link.nullable());

const bothLanguages = <T extends z.ZodType>(schema: T) => z.strictObject({ uk: schema, en: schema } satisfies Record<Locale, T>, 'validations.invalid');

export const pageTranslationSchema = z.strictObject({ title, body: richText, meta_title: metaTitle, meta_description: metaDescription });

/** `POST /api/admin/pages`, `PUT /api/admin/pages/:id`: a text page whole, both languages. */
export const pageInputSchema = z.strictObject({
  slug: contentSlugSchema,
  published: z.boolean('validations.invalid'),
  translations: bothLanguages(pageTranslationSchema),
});
export type PageInput = z.output<typeof pageInputSchema>;

/** Content block types (spec §3) and the landing's buttons: type_1 fill, type_2 stroke, type_3 simple. */
export const contentBlockTypes = ['text', 'image', 'gallery', 'button', 'products'] as const;
export const buttonTypes = ['type_1', 'type_2', 'type_3'] as const;
/** Spacing above or below a block, in pixels. */
const separator = z.number('validations.invalid').int('adminContent.errors.separator').min(0, 'adminContent.errors.separator').max(400, 'adminContent.errors.separator');

export const blockTranslationSchema = z.strictObject({
  title: z.string('validations.invalid').check(singleLine).trim().max(200, 'validations.maxLength'),
  body: richText,
  button_text: z.string('validations.invalid').check(singleLine).trim().max(100, 'validations.maxLength'),
});

/**
 * One block of a landing, in its place: a text, a picture, the landing's gallery, a button (a
 * link of one of the three types with its label), or the popular products of a category (its
 * address in `link`).
 */
export const contentBlockSchema = z
  .strictObject({
    type: z.enum(contentBlockTypes, 'validations.invalid'),
    top_separator: separator,
    bottom_separator: separator,
    image: optionalPicture,
    link: optionalLink,
    button_type: z.enum(buttonTypes, 'validations.invalid').nullable(),
    translations: bothLanguages(blockTranslationSchema),
  })
  .superRefine((block, context) => {
    const need = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (block.type === 'image' && !block.image) need(['image'], 'adminContent.errors.blockImage');
    if ((block.type === 'button' || block.type === 'products') && !block.link) need(['link'], 'adminContent.errors.blockLink');
    if (block.type === 'products' && block.link && !block.link.startsWith('/')) need(['link'], 'adminContent.errors.blockCategory');
    if (block.type === 'button') {
      if (!block.button_type) need(['button_type'], 'adminContent.errors.buttonType');
      for (const locale of ['uk', 'en'] as const) if (!block.translations[locale].button_text) need(['translations', locale, 'button_text'], 'validations.required');
    }
  });
export type ContentBlockInput = z.output<typeof contentBlockSchema>;

export const articleTranslationSchema = pageTranslationSchema.extend({
  /** The teaser of the news list and the home page. */
  excerpt: z.string('validations.invalid').check(...multiLine).trim().max(1000, 'validations.maxLength'),
});

/** A news article's or landing's date: an ISO date ("2026-11-01") or moment; shown from then on. */
const publishedAt = z
  .string('validations.invalid')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'adminContent.errors.date')
  .transform((value) => new Date(/T| /.test(value) ? value.replace(' ', 'T') : `${value}T00:00:00Z`))
  .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100, 'adminContent.errors.date');

/** `POST /api/admin/{news,landings}`, `PUT …/:id`: an article whole; only a landing has blocks. */
export const articleInputSchema = z.strictObject({
  slug: contentSlugSchema,
  published: z.boolean('validations.invalid'),
  published_at: publishedAt,
  cover: optionalPicture,
  translations: bothLanguages(articleTranslationSchema),
  blocks: z.array(contentBlockSchema).max(50, 'validations.maxItems').default([]),
});
export type ArticleInput = z.output<typeof articleInputSchema>;

export const articleKinds = ['news', 'landing'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** Pages and articles per page of a list. */
export const contentPerPage = 50;

/** `GET /api/admin/{pages,news,landings}?query=&page=`. */
export const contentListSchema = z.object({
  /** Part of a title (either language) or of the slug. */
  query: z.string('validations.invalid').check(singleLine).trim().max(100, 'validations.maxLength').optional(),
  page: z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000, 'validations.invalid').optional(),
});
export type ContentListQuery = z.output<typeof contentListSchema>;

export interface StaffContentRow {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  /** News and landings: their date (ISO); null for a text page. */
  published_at: string | null;
  /** The storefront's path without the language prefix ("contacts", "news/…"). */
  path: string;
  updated_at: string;
}

export interface StaffContentPage {
  items: StaffContentRow[];
  query: string;
  pagination: { page: number; pages: number; total: number; per_page: number };
}

type Texts<T> = Record<Locale, T>;

/** `GET /api/admin/pages/:id`. */
export interface StaffPageDetail {
  id: number;
  slug: string;
  published: boolean;
  path: string;
  translations: Texts<z.output<typeof pageTranslationSchema>>;
  created_at: string;
  updated_at: string;
}

export interface StaffBlock {
  type: ContentBlockInput['type'];
  top_separator: number;
  bottom_separator: number;
  image: string | null;
  link: string | null;
  button_type: ContentBlockInput['button_type'];
  translations: Texts<z.output<typeof blockTranslationSchema>>;
}

/** `GET /api/admin/{news,landings}/:id`. */
export interface StaffArticleDetail {
  id: number;
  kind: ArticleKind;
  slug: string;
  published: boolean;
  published_at: string;
  cover: string | null;
  path: string;
  translations: Texts<z.output<typeof articleTranslationSchema>>;
  blocks: StaffBlock[];
  created_at: string;
  updated_at: string;
}
