/**
 * An order's life: new → confirmed → shipped → delivered. It is cancelled before it leaves the
 * shop (new or confirmed); it is returned after delivery, or from the road when the carrier brings
 * back a parcel the buyer never collected (shipped → returned). Cancelled and returned are final.
 */
export const orderStatuses = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** Whether an order in status `from` may move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses an order in `from` may move to, in the order of its life. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return transitions[from];
}

/** The goods come back to the shelf: before shipping (cancelled) or from the buyer or carrier (returned). */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned';
}

/** Lines, quantities and the delivery point can still change: nothing has left the shop. */
export function isEditable(status: OrderStatus): boolean {
  return status === 'new' || status === 'confirmed';
}
