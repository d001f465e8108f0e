import { parse } from 'hono/utils/cookie';
import { thankYouParams, transferRequisites, type BankTransfer, type ThankYouView } from '../../../common/checkout.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { transferCurrencies } from '../../../common/settings.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../auth/auth.session.ts';
import { accessKeyHash, cartHash } from '../orders/orders.place.ts';
import { findOrderAccess, loadOrderView, type OrderRow } from '../orders/orders.view.ts';
import { canPayByCard, latestPayment, type PaymentRow } from '../payments/payments.attempts.ts';
import type { OrderView } from '../../../common/account.ts';
import { orderNumberPattern } from '../../../common/validation.ts';
import { getSettings } from '../settings/settings.service.ts';
import { orderAccessCookie, orderProofsFromCookie } from './checkout.access.ts';

/** The thank-you page of an order: `/cart/thankyou?order=TB-2026-00042&key=…` (with /en for English). */
export function thankYouPath({ number, key, locale }: { number: string; key: string | null; locale: Locale }): string {
  // Without a key (an account's own order) the page opens for the signed-in buyer only.
  const query = new URLSearchParams({ [thankYouParams.order]: number, ...(key ? { [thankYouParams.key]: key } : {}) });
  return `${localizePath('/cart/thankyou', locale)}?${query}`;
}

/** The invoice's bank details and purpose of payment, when the order is paid by invoice and the shop has requisites. */
export async function invoiceOf(
  db: Database,
  { orderNumber, invoiceNumber, locale }: { orderNumber: string; invoiceNumber: string | null | undefined; locale: Locale },
): Promise<ThankYouView['invoice']> {
  const requisites = (await getSettings(db, { locale }))?.requisites;
  if (!invoiceNumber || !requisites) return null;
  return { number: invoiceNumber, requisites, purpose: translator(locale)('checkoutMethods.invoicePurpose', { invoice: invoiceNumber, order: orderNumber }) };
}

/**
 * A transfer from abroad: the amount and currency fixed on the order's payment, the shop's SWIFT
 * details with the correspondent bank of that currency, and the order number as the reference.
 */
export async function transferOf(
  db: Database,
  { orderNumber, payment, locale }: { orderNumber: string; payment: { amount: number; currencyCode: string } | undefined; locale: Locale },
): Promise<BankTransfer | null> {
  const requisites = (await getSettings(db, { locale }))?.swift_requisites;
  const currency = transferCurrencies.find((code) => code === payment?.currencyCode);
  if (!requisites || !payment || !currency) return null;
  return { currency, amount: minorToDecimal(payment.amount), reference: orderNumber, requisites: transferRequisites(requisites, currency) };
}

/**
 * The thank-you page's order, for its buyer only: the signed-in account that placed it, or the
 * browser that placed it holding the link's key. Anyone else gets null (the page answers 404,
 * exactly as for an unknown number, so numbers cannot be probed).
 */
export async function findThankYou(
  db: Database,
  { request, number, key, locale, now }: { request: Request; number: string; key: string | null; locale: Locale; now: Date },
): Promise<ThankYouView | null> {
  if (!orderNumberPattern.test(number)) return null;
  const row = await findOrderAccess(db, { number });
  if (!row) return null;
  // The link's key and the placing browser's proof (the cart's id, see checkout.access.ts), both.
  const proofs = orderProofsFromCookie(parse(request.headers.get('cookie') ?? '', orderAccessCookie)[orderAccessCookie]);
  const byLink = key !== null && accessKeyHash(key) === row.accessKeyHash && row.cartHash !== null && proofs.some((proof) => cartHash(proof) === row.cartHash);
  if (!byLink) {
    const user = row.userId === null ? null : await signedInUser(db, { request, now });
    if (!user || user.id !== row.userId) return null;
  }
  const found = await loadOrderView(db, { id: row.id }, locale);
  return found && thankYouOf(db, found, locale);
}

/** How an order paid outside the shop is paid: its invoice or its transfer details, when its method has them. */
export type PaymentDetails = Pick<ThankYouView, 'invoice' | 'transfer'>;

export async function paymentDetailsOf(
  db: Database,
  { row, payment, locale }: { row: OrderRow; payment: PaymentRow | undefined; locale: Locale },
): Promise<PaymentDetails> {
  return {
    invoice: row.paymentMethod === 'invoice' ? await invoiceOf(db, { orderNumber: row.number, invoiceNumber: payment?.invoiceNumber, locale }) : null,
    transfer: row.paymentMethod === 'swift' ? await transferOf(db, { orderNumber: row.number, payment, locale }) : null,
  };
}

/** The page's content for an order its viewer may see. */
export async function thankYouOf(db: Database, { row, view }: { row: OrderRow; view: OrderView }, locale: Locale): Promise<ThankYouView> {
  const payment = await latestPayment(db, row.id);
  return {
    order: view,
    ...(await paymentDetailsOf(db, { row, payment, locale })),
    can_pay: canPayByCard(row, payment),
  };
}
