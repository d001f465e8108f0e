import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orderNumberSequences } from '../../db/schema/orders.ts';

/**
 * The next order number of the year, e.g. "TB-2026-00042": short enough to say on the phone,
 * unique (one upsert per order takes the next value under the row's lock), and counting from 1
 * each year.
 */
export async function nextOrderNumber(db: Database, { now }: { now: Date }): Promise<string> {
  // The shop's year: an order at 01:00 in Kyiv on 1 January belongs to the new one.
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Kyiv' }).format(now));
  const row = singleRow(
    await db
      .insert(orderNumberSequences)
      .values({ year, lastValue: 1 })
      .onConflictDoUpdate({ target: orderNumberSequences.year, set: { lastValue: sql`${orderNumberSequences.lastValue} + 1` } })
      .returning({ value: orderNumberSequences.lastValue }),
  );
  return `TB-${year}-${String(row.value).padStart(5, '0')}`;
}

/** The invoice of an order paid by bank transfer carries the order's year and count: "INV-2026-00042". */
export function invoiceNumber(orderNumber: string): string {
  return orderNumber.replace(/^TB-/, 'INV-');
}
