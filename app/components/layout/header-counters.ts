/**
 * Stand-ins until the cart and wishlist state land in app/state: the header reads its numbers
 * only through these, so wiring the real stores is a change to this file alone.
 */
export function useWishlistCount(): number {
  return 0;
}

export interface CartSummary {
  count: number;
  /** In UAH; the header recounts it to the chosen currency. */
  total: number;
}

export function useCartSummary(): CartSummary {
  return { count: 0, total: 0 };
}

/** Opens the cart modal; the spec: only when the cart holds something. */
export function openCartModal() {}
