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
