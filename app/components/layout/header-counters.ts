/** The header reads its numbers only through this file: the cart and wishlist stores behind it. */
export { useWishlistCount } from '../../state/wishlist.ts';
export { openCartModal, useCartSummary, type CartSummary } from '../../state/cart.ts';
