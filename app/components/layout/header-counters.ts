/** The header reads its numbers only through this file: the cart and wishlist stores behind it. */
export { useWishlistCount } from '../../state/wishlist.ts';
export { openCartModal, useCartSummary } from '../../state/cart-store.ts';
export type { CartSummary } from '../../state/cart-summary.ts';
