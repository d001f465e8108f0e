import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith } from '../cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../checkout/checkout.fixtures.ts';
import { dejavuSans } from '../../fonts.ts';
import { orderDocument } from './orders.documents.ts';

let t: TestApp;
let order: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp();
  const shop = await cartTestShop(t);
  const kyiv = await directoryCity(t, { query: 'Київ' });
  const cartId = await cartWith(t, [
    { product_id: shop.plate.id, count: 2 },
    { product_id: shop.tent.id, option_id: shop.tent.options[0]!.id, count: 1 },
  ]);
  const placed = await t.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, city: kyiv.city, branch: kyiv.branch }, { comment: 'Дзвоніть після 18:00' }), { 'x-forwarded-for': '203.0.113.9' });
  expect(placed.status).toBe(200);
  const [row] = await t.deps.db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, placed.body.data.number));
  order = row!;
});
afterAll(() => t.close());

/** The raw file and where its trailer says the cross-reference table starts. */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  return { text, startxref };
}

describe.each(['invoice', 'packing-slip'] as const)('the %s PDF', (kind) => {
  it('is a well-formed PDF naming the order, with DejaVu Sans embedded for Cyrillic and ₴', async () => {
    const document = await orderDocument(t.deps.db, { orderId: order.id, kind, compress: false });
    expect(document).not.toBeNull();
    const { text, startxref } = readPdf(document!.bytes);
    expect(text.startsWith('%PDF-1.')).toBe(true);
    // The cross-reference table is where the trailer says: a reader can open it.
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('/Helvetica');
    const shown = pdfText(document!.bytes);
    expect(shown).toContain(`${kind === 'invoice' ? 'Рахунок' : 'Пакувальний лист до замовлення'} № ${order.number}`);
    expect(shown).toContain('Ірина Бойко');
    expect(shown).toContain('Броне');
    if (kind === 'invoice') {
      expect(shown).toContain('ТОВ «Табір Спорядження»');
      expect(shown).toContain('UA213223130000026007233566001');
      expect(shown).toMatch(/Разом до сплати/);
      expect(shown).toMatch(/₴/);
    } else {
      expect(shown).toContain('Дзвоніть після 18:00');
      expect(shown).not.toMatch(/₴/);
    }
    expect(document!.filename).toBe(`${kind}-${order.number}.pdf`);
  });
});

it('answers null for an unknown order', async () => {
  expect(await orderDocument(t.deps.db, { orderId: 2_000_000_000, kind: 'invoice' })).toBeNull();
});

it('uses the fonts shipped with the project', async () => {
  const { access } = await import('node:fs/promises');
  await expect(access(dejavuSans.regular)).resolves.toBeUndefined();
  await expect(access(dejavuSans.bold)).resolves.toBeUndefined();
});
