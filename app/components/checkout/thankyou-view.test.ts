import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../common/account.ts';
import { transferRequisites, type ThankYouView } from '../../../common/checkout.ts';
import type { Locale } from '../../../common/locales.ts';
import { swiftRequisites } from '../../../server/db/seed/data/settings.ts';
import { demoRootData, renderWithRoot } from '../../lib/render-with-root.ts';
import { ThankYouPage } from './thankyou-view.tsx';

/** The demo shop's SWIFT details as a euro transfer shows them. */
const euroTransferRequisites = transferRequisites(swiftRequisites, 'EUR');

const currencies = {
  UAH: { code: 'UAH', status: 1, prefix: '', suffix: ' ₴', rate: '1' },
  EUR: { code: 'EUR', status: 1, prefix: '€', suffix: '', rate: '0.021' },
};

async function render(path: string, locale: Locale, view: ThankYouView, signedIn = false): Promise<string> {
  const data = demoRootData(locale, { currencies, user: signedIn ? { name: 'Olena Koval', email: 'olena@example.com' } : null });
  const element = createElement(ThankYouPage, { view, orderKey: 'k'.repeat(32) });
  return renderWithRoot(path, data, () => element);
}

const order: OrderView = {
  number: 'TB-2026-00042',
  created_at: '2026-05-14T21:30:00.000Z',
  status: 'new',
  payment_status: 'pending',
  total: '3290.00',
  currency_code: 'EUR',
  currency_rate: '0.02',
  items_count: 1,
  customer: { name: 'Olena Koval', email: 'olena@example.com', phone: '+48601234567' },
  delivery: { region: 'international', method: 'intl_standard', label: 'Ukrposhta international parcel (10–20 days)', lines: ['ul. Marszałkowska 10', 'Warszawa, 00-001', 'Poland'], note: null },
  payment_method: 'liqpay',
  payment_label: 'Card online (LiqPay)',
  coupon: null,
  subtotal: '2890.00',
  discount: '0.00',
  delivery_cost: '400.00',
  comment: null,
  lines: [{ product_id: 9, name: 'Kremin Steel Armour Plate', option: '', image: null, sku: 'KR-1', price: '2890.00', old_price: null, count: 1, total: '2890.00' }],
};

const link = `/en/cart/thankyou?order=TB-2026-00042&key=${'k'.repeat(32)}`;

describe('the thank-you page', () => {
  it("shows the order in the currency the shopper saw, and says a card payment is being confirmed", async () => {
    const html = await render(link, 'en', { order, invoice: null, transfer: null, can_pay: true });
    expect(html).toContain('Your order No. TB-2026-00042 has been received.');
    expect(html).toContain('olena@example.com');
    expect(html).toContain('Awaiting payment');
    expect(html).toContain('Ukrposhta international parcel (10–20 days)');
    expect(html).toContain('Warszawa, 00-001');
    expect(html).toContain('Card online (LiqPay)');
    expect(html).toContain('Olena Koval, +48601234567, olena@example.com');
    expect(html).toContain('€65.80');
    expect(html).toContain('15 May 2026');
    expect(html).toContain('Your payment is being confirmed');
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Pay by card');
    expect(html).toContain('href="/en"');
    // A guest has no cabinet to go to.
    expect(html).not.toContain('/en/cabinet/orders');
  });

  it('offers to pay again after a failed payment, and links a signed-in buyer to the cabinet', async () => {
    const html = await render(link, 'en', { order: { ...order, payment_status: 'failed' }, invoice: null, transfer: null, can_pay: true }, true);
    expect(html).toContain('The payment did not go through.');
    expect(html).toContain('Pay by card');
    expect(html).toContain('href="/en/cabinet/orders?order=TB-2026-00042"');
  });

  it('says a paid order is paid, with nothing to pay', async () => {
    const html = await render(link, 'en', { order: { ...order, payment_status: 'paid' }, invoice: null, transfer: null, can_pay: false });
    expect(html).toContain('The order is paid. Thank you!');
    expect(html).not.toContain('Pay by card');
  });

  it("gives an invoice's number, the shop's bank details and the purpose of payment", async () => {
    const invoiceOrder: OrderView = { ...order, payment_method: 'invoice', payment_label: 'Безготівковий рахунок для компаній', currency_code: 'UAH', currency_rate: '1' };
    const requisites = { company: 'ТОВ «Табір Спорядження»', code: '45123987', iban: 'UA213223130000026007233566001', bank: 'АТ КБ «ПриватБанк»', address: '01004, м. Київ' };
    const html = await render(link.replace('/en', ''), 'uk', {
      order: invoiceOrder,
      invoice: { number: 'INV-2026-00042', requisites, purpose: 'Оплата за рахунком № INV-2026-00042 (замовлення TB-2026-00042), без ПДВ' },
      transfer: null,
      can_pay: false,
    });
    expect(html).toContain('Рахунок на оплату');
    expect(html).toContain('INV-2026-00042');
    expect(html).toContain('UA213223130000026007233566001');
    expect(html).toContain('Оплата за рахунком № INV-2026-00042 (замовлення TB-2026-00042), без ПДВ');
    expect(html).toMatch(/3\s290\s₴/);
    expect(html).not.toContain('Оплатити карткою');
  });

  it('gives a transfer from abroad its amount, reference and SWIFT details, and says what comes after confirmation', async () => {
    const transferOrder: OrderView = { ...order, payment_method: 'swift', payment_label: 'Bank transfer (SWIFT), EUR or USD' };
    const transfer = {
      currency: 'EUR' as const,
      amount: '69.09',
      reference: 'TB-2026-00042',
      requisites: euroTransferRequisites,
    };
    const html = await render(link, 'en', { order: transferOrder, invoice: null, transfer, can_pay: false });
    expect(html).toContain('Payment by bank transfer');
    expect(html).toContain('Transfer 69.09 EUR to the details below and write the order number TB-2026-00042 as the payment reference.');
    for (const value of ['UA893052990000026004050012345', 'PBANUA2X', 'COBADEFF', '400886700401', 'Intermediary bank']) expect(html).toContain(value);
    expect(html).not.toContain('Pay by card');

    const later: OrderView = { ...order, payment_method: 'after_confirmation', payment_label: 'Оплата після підтвердження замовлення' };
    const uk = await render(link.replace('/en', ''), 'uk', { order: later, invoice: null, transfer: null, can_pay: false });
    expect(uk).toContain('Ми перевіримо вартість доставки до вашої країни й напишемо вам на olena@example.com');
    expect(uk).not.toContain('IBAN');
  });

  it('asks nothing more of a cancelled order: no transfer details and no promise of a payment after confirmation', async () => {
    const transfer = { currency: 'EUR' as const, amount: '69.09', reference: 'TB-2026-00042', requisites: euroTransferRequisites };
    const cancelledTransfer: OrderView = { ...order, status: 'cancelled', payment_method: 'swift', payment_label: 'Bank transfer (SWIFT), EUR or USD' };
    // The whole document: the root's data carries no bank details of its own.
    const html = await render(link, 'en', { order: cancelledTransfer, invoice: null, transfer, can_pay: false });
    expect(html).toContain('Bank transfer (SWIFT), EUR or USD');
    expect(html).not.toContain('Payment by bank transfer');
    expect(html).not.toContain('Transfer 69.09 EUR');
    for (const value of ['UA893052990000026004050012345', 'PBANUA2X', 'COBADEFF']) expect(html).not.toContain(value);

    const cancelledLater: OrderView = { ...order, status: 'cancelled', payment_method: 'after_confirmation', payment_label: 'Оплата після підтвердження замовлення' };
    const uk = await render(link.replace('/en', ''), 'uk', { order: cancelledLater, invoice: null, transfer: null, can_pay: false });
    expect(uk).toContain('Оплата після підтвердження замовлення');
    expect(uk).not.toContain('Ми перевіримо вартість доставки до вашої країни');
  });
});
