import '../../../app/locales/admin-customers/index.ts';
import { eq } from 'drizzle-orm';
import type { OrderView } from '../../../common/account.ts';
import { fallbackBaseCurrency, formatMoney } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { formatOrderDate } from '../../../common/order-format.ts';
import type { Settings } from '../../../common/settings.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { getSettings } from '../settings/settings.service.ts';
import { loadOrderView } from './orders.view.ts';
import { block, heading, renderPdf, table, totals, type Pdf } from './orders.pdf.ts';

export type OrderDocumentKind = 'invoice' | 'packing-slip';

export interface OrderDocument {
  filename: string;
  bytes: Buffer;
}

/** Amounts are the order's stored UAH ones, whatever currency the shopper browsed in. */
const uah = (decimal: string, locale: Locale) => formatMoney(Number(decimal), fallbackBaseCurrency, locale);

/** The shop as the header of both documents names it: its legal details when the settings hold them. */
function shopLines(settings: Settings | null, locale: Locale): { name: string; lines: string[] } {
  const t = translator(locale);
  const contact = settings?.contacts.find((item) => item.is_main) ?? settings?.contacts[0];
  const contactLine = contact ? t('orderDocuments.contacts', { phones: contact.phones.map((phone) => phone.number).join(', '), email: contact.email }) : '';
  const requisites = settings?.requisites;
  if (!requisites) return { name: settings?.site_name ?? 'Tabir', lines: [contact?.address ?? '', contactLine] };
  return {
    name: requisites.company,
    lines: [t('orderDocuments.code', { code: requisites.code }), t('orderDocuments.iban', { iban: requisites.iban }), t('orderDocuments.bank', { bank: requisites.bank }), requisites.address, contactLine],
  };
}

const deliveryBlock = (order: OrderView) => [order.delivery.label, ...order.delivery.lines, order.delivery.note ?? ''];

function drawInvoice(doc: Pdf, { order, settings, locale }: { order: OrderView; settings: Settings | null; locale: Locale }) {
  const t = translator(locale);
  const shop = shopLines(settings, locale);
  heading(doc, t('orderDocuments.invoiceTitle', { number: order.number, date: formatOrderDate(order.created_at, locale) }), 16);
  block(doc, t('orderDocuments.supplier'), [shop.name, ...shop.lines]);
  block(doc, t('orderDocuments.buyer'), [order.customer.name, order.customer.phone, order.customer.email]);
  block(doc, t('orderDocuments.delivery'), deliveryBlock(order));
  table(
    doc,
    [
      { header: t('orderDocuments.lineNumber'), width: 5, align: 'right' },
      { header: t('orderDocuments.product'), width: 45 },
      { header: t('orderDocuments.count'), width: 10, align: 'right' },
      { header: t('orderDocuments.price'), width: 20, align: 'right' },
      { header: t('orderDocuments.sum'), width: 20, align: 'right' },
    ],
    order.lines.map((line, index) => [
      String(index + 1),
      [line.name, line.option, line.sku].filter(Boolean).join(' · '),
      String(line.count),
      uah(line.price, locale),
      uah(line.total, locale),
    ]),
  );
  const discount = Number(order.discount) > 0;
  totals(doc, [
    { label: t('orderDocuments.subtotal'), value: uah(order.subtotal, locale) },
    ...(discount ? [{ label: order.coupon ? t('orderDocuments.coupon', { code: order.coupon }) : t('orderDocuments.discount'), value: `−${uah(order.discount, locale)}` }] : []),
    { label: t('orderDocuments.deliveryCost'), value: uah(order.delivery_cost, locale) },
    { label: t('orderDocuments.total'), value: uah(order.total, locale), bold: true },
  ]);
  doc.text(t('orderDocuments.payment', { method: order.payment_label }));
  doc.text(t('orderDocuments.purpose', { number: order.number }));
  if (order.currency_code !== 'UAH') doc.moveDown(0.3).text(t('orderDocuments.currencyNote', { currency: order.currency_code }));
}

function drawPackingSlip(doc: Pdf, { order, settings, locale }: { order: OrderView; settings: Settings | null; locale: Locale }) {
  const t = translator(locale);
  const shop = shopLines(settings, locale);
  heading(doc, t('orderDocuments.packingSlipTitle', { number: order.number, date: formatOrderDate(order.created_at, locale) }), 16);
  block(doc, t('orderDocuments.supplier'), [shop.name]);
  block(doc, t('orderDocuments.recipient'), [order.customer.name, order.customer.phone]);
  block(doc, t('orderDocuments.delivery'), deliveryBlock(order));
  table(
    doc,
    [
      { header: t('orderDocuments.lineNumber'), width: 6, align: 'right' },
      { header: t('orderDocuments.sku'), width: 22 },
      { header: t('orderDocuments.product'), width: 52 },
      { header: t('orderDocuments.count'), width: 10, align: 'right' },
      { header: t('orderDocuments.packed'), width: 10, align: 'center' },
    ],
    order.lines.map((line, index) => [String(index + 1), line.sku, [line.name, line.option].filter(Boolean).join(' · '), String(line.count), '☐']),
  );
  doc.font('bold').text(t('orderDocuments.units', { count: order.items_count })).font('regular');
  if (order.comment) {
    doc.moveDown(0.6);
    block(doc, t('orderDocuments.comment'), [order.comment]);
  }
}

/**
 * An order's invoice or packing slip as PDF, in the order's language: both go to the buyer (the
 * invoice to pay by, the slip in the parcel), whoever on the staff prints them. Null for an
 * unknown order.
 */
export async function orderDocument(
  db: Database,
  { orderId, kind, compress = true }: { orderId: number; kind: OrderDocumentKind; compress?: boolean },
): Promise<OrderDocument | null> {
  const [row] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const locale = row.locale;
  const found = await loadOrderView(db, { id: orderId }, locale);
  if (!found) return null;
  const order = found.view;
  const settings = await getSettings(db, { locale });
  const t = translator(locale);
  const title = kind === 'invoice' ? t('orderDocuments.invoiceTitle', { number: order.number, date: formatOrderDate(order.created_at, locale) }) : t('orderDocuments.packingSlipTitle', { number: order.number, date: formatOrderDate(order.created_at, locale) });
  const bytes = await renderPdf({ title, compress }, (doc) => (kind === 'invoice' ? drawInvoice : drawPackingSlip)(doc, { order, settings, locale }));
  return { filename: `${kind}-${order.number}.pdf`, bytes };
}

/** The answer a route gives for a document: a private PDF, opened in the browser, saved under its name. */
export function pdfResponse(document: OrderDocument): Response {
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    },
  });
}
