import type { attributeTypes } from './admin-catalog.ts';
import type { ReviewSummary } from './reviews.ts';

/** A product as cards, search results and lists show it; prices are UAH decimal text ("1299.00"). */
export interface ProductCardView {
  id: number;
  name: string;
  /** Locale-neutral path ("/namety/namet-tramp-2"). */
  path: string;
  /** Storage path of the main image. */
  image: string | null;
  price: string;
  old_price: string;
  /** Special (sale) price, or null. */
  special: string | null;
  /** The currency the price fields are in (a key of the currency list). */
  currency: string;
  /** The price in every offered currency, keyed by code. */
  prices: Record<string, string>;
  in_stock: boolean;
  colors: number;
  /** Purchasable options (size × colour); more than one means a choice before adding to the cart. */
  options: number;
}

export interface CategoryLinkView {
  id: number;
  name: string;
  path: string;
  image: string | null;
}

export interface CategoryGroupView extends CategoryLinkView {
  children: CategoryLinkView[];
}

export type AttributeType = (typeof attributeTypes)[number];

export type ListingSort = 'popular' | 'newest' | 'price-asc' | 'price-desc';

/** Filters as a shopper asks for them: attribute code → value slugs, prices in whole hryvnias. */
export interface ListingFilters {
  attributes: Record<string, string[]>;
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

export interface FacetValueView {
  slug: string;
  name: string;
  hex: string | null;
  /** Products matching the other active filters and this value. */
  count: number;
  selected: boolean;
}

export interface FacetView {
  code: string;
  name: string;
  type: AttributeType;
  values: FacetValueView[];
}

export interface CategoryListing {
  category: { id: number; name: string; description: string; metaTitle: string; metaDescription: string; path: string };
  /** Active subcategories, in menu order. */
  children: CategoryLinkView[];
  /** From the top group down to the category itself. */
  trail: CategoryLinkView[];
  products: ProductCardView[];
  total: number;
  page: number;
  /** Pages linked: at most `maxListingPages` (listing.service.ts). */
  pages: number;
  /** More products match than the linked pages hold: the page suggests narrowing the filters. */
  capped: boolean;
  perPage: number;
  sort: ListingSort;
  /** The filters that were understood; unknown attributes and values are left out. */
  filters: ListingFilters;
  facets: FacetView[];
  /** Effective price range in whole hryvnias under the other filters. */
  price: { min: number; max: number } | null;
  /** The category offers the price filter (chosen in the back office). */
  priceFilter: boolean;
  /** Products in stock under the other filters. */
  inStockCount: number;
}

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
  /** The editor's alt text in the page's language; empty when it gave none. */
  alt: string;
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
  /** How many related products will follow (they stream after the page): room is kept for them. */
  relatedCount: number;
}
