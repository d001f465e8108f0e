// Apart from the cart's schemas, so the cart store every page loads does not pull in zod.

/** A cart lives this long after its last change (the browser caches its summary as long). */
export const cartLifetimeHours = 1000;

/** localStorage keys of the spec. */
export const cartStorageKeys = { cartId: 'cartId', coupon: 'coupon', summary: 'cartSummary', wishlist: 'wishList' } as const;
