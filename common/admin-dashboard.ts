/** The shop's days are Kyiv's: "today" and "this month" start at local midnight. */
export const shopTimeZone = 'Europe/Kyiv';

/** Days the dashboard's chart of orders covers, today included. */
export const dashboardDays = 30;

/** Orders placed and their sum; money is decimal UAH ("1299.00"). */
export interface OrderFigures {
  orders: number;
  revenue_uah: string;
}

export interface LowStockOption {
  option_id: number;
  product_id: number;
  sku: string;
  name: string;
  stock: number;
}

/**
 * The back office's first page. Orders and revenue count the orders that count as revenue (not
 * cancelled nor returned), each by its stored UAH total, on Kyiv days.
 */
export interface DashboardView {
  time_zone: string;
  today: OrderFigures & { day: string };
  month: OrderFigures & { month: string };
  /** Orders waiting for the shop: new ones to confirm, confirmed ones to ship. */
  waiting: { new: number; confirmed: number };
  low_stock: { threshold: number; total: number; options: LowStockOption[] };
  pending_reviews: number;
  /** Oldest first, one entry per day ("2026-11-25"), days without orders included. */
  per_day: (OrderFigures & { day: string })[];
}
