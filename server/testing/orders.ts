import type { Database } from '../db/client.ts';
import { singleRow } from '../db/rows.ts';
import { orders } from '../db/schema/orders.ts';

/** An order as the checkout leaves it (a UAH order for delivery to a Kyiv branch), written directly. */
export async function insertOrder(
  db: Database,
  { number, userId = null, paymentMethod = 'cash', total = 250_000, createdAt }: { number: string; userId?: number | null; paymentMethod?: string; total?: number; createdAt?: Date },
): Promise<{ id: number }> {
  const order = singleRow(
    await db
      .insert(orders)
      .values({
        number,
        userId,
        locale: 'uk',
        currencyCode: 'UAH',
        currencyRate: '1',
        customerName: 'Покупець',
        customerEmail: 'buyer@example.com',
        customerPhone: '+380501234567',
        deliveryRegion: 'ukraine',
        deliveryMethod: 'nova_poshta_branch',
        deliveryDetails: { city: 'Київ', branch: '1' },
        paymentMethod,
        subtotal: total,
        total,
        idempotencyKey: `key-${number}`,
        accessKeyHash: 'x'.repeat(64),
        createdAt,
      })
      .returning({ id: orders.id }),
  );
  return order;
}
