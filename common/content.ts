// What the storefront shows of the shop's own texts: text pages, news, landings and their blocks.
import type { ProductCardView } from './catalog.ts';

export interface TextPageView {
  id: number;
  slug: string;
  title: string;
  body: string;
  metaTitle: string;
  metaDescription: string;
}

export interface ArticleCardView {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover: string | null;
  publishedAt: string;
  /**
   * The publication day as pages write it ("28 листопада 2026 р."), formatted where the article is
   * read: a browser hydrating the page then builds no date formatter (see intl-formats.ts).
   */
  publishedOn: string;
}

export interface ArticleView extends ArticleCardView {
  body: string;
  metaTitle: string;
  metaDescription: string;
  images: { path: string; width: number; height: number }[];
}

export interface ContentBlockView {
  id: number;
  type: 'text' | 'image' | 'gallery' | 'button' | 'products';
  /** Spacing above and below, in pixels. */
  topSeparator: number;
  bottomSeparator: number;
  image: string | null;
  buttonLink: string | null;
  /** type_1 fill, type_2 stroke, type_3 simple. */
  buttonType: 'type_1' | 'type_2' | 'type_3' | null;
  title: string;
  body: string;
  buttonText: string;
  /** For a products block: the most popular products of the category it links to. */
  products: ProductCardView[];
}
