import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderView, OrdersPage } from '../../../common/account.ts';
import type { Locale } from '../../../common/locales.ts';
import { transferRequisites } from '../../../common/checkout.ts';
import { swiftRequisites } from '../../../server/db/seed/data/settings.ts';
import { demoRootData, renderWithRoot } from '../../lib/render-with-root.ts';
import { OrderDetails } from './order-details.tsx';
import { OrdersList } from './orders-list.tsx';

const currencies = {
  UAH: { code: 'UAH', status: 1, prefix: '', suffix: ' ₴', rate: '1' },
  USD: { code: 'USD', status: 1, prefix: '$', suffix: '', rate: '0.024' },
};

async function render(path: string, locale: Locale, element: ReactElement): Promise<string> {
  const data = demoRootData(locale, { currencies, user: { name: 'Олена Коваль', email: 'olena@example.com' } });
  return renderWithRoot(path, data, () => element);
}

const summary = {
  number: 'T-1042',
  created_at: '2026-05-14T21:30:00.000Z',
  status: 'shipped',
  payment_status: 'paid',
  total: '12490.00',
  currency_code: 'USD',
  currency_rate: '0.025',
  items_count: 3,
} as const;

const detailed: OrderView = {
  ...summary,
  customer: { name: 'Olena Koval', email: 'olena@example.com', phone: '+380671234567' },
  delivery: { region: 'ukraine', method: 'np_branch', label: 'Nova Poshta, to a branch', lines: ['Kyiv, Kyiv Oblast', 'Branch No. 1: vul. Khreshchatyk, 22'], note: null },
  payment_method: 'liqpay',
  payment_label: 'Card online (LiqPay)',
  coupon: null,
  subtotal: '12490.00',
  discount: '0.00',
  delivery_cost: '0.00',
  comment: 'Leave at the door',
  lines: [{ product_id: 12, name: 'Tramp 2 Tent', option: 'Olive', image: null, sku: 'TR2-OL', price: '6245.00', old_price: null, count: 2, total: '12490.00' }],
};

const page = (orders: OrdersPage['orders'], pages = 1): OrdersPage => ({ orders, pagination: { page: 1, pages, total: orders.length } });

describe('the cabinet orders', () => {
  it('lists orders with their statuses, units and the total in the currency the shopper saw', async () => {
    const html = await render('/cabinet/orders', 'uk', createElement(OrdersList, { ordersPage: page([summary, { ...summary, number: 'T-1041', currency_code: 'UAH', currency_rate: '1', total: '990.00', items_count: 1, status: 'new', payment_status: 'pending' }], 2) }));
    expect(html).toContain('href="/cabinet/orders?order=T-1042"');
    // Kyiv's date: the order came after midnight there.
    expect(html).toContain('15 трав. 2026');
    expect(html).toContain('Відправлене');
    expect(html).toContain('Оплачено');
    expect(html).toContain('3 товари');
    // At the order's own rate (0.025), not today's (0.024); Ukrainian writes a decimal comma.
    expect(html).toContain('$312,25');
    expect(html).toContain('990 ₴');
    expect(html).toContain('Очікує оплати');
    expect(html).toContain('href="/cabinet/orders?page=2"');
  });

  it('says there are no orders yet and links to the catalogue', async () => {
    const html = await render('/en/cabinet/orders', 'en', createElement(OrdersList, { ordersPage: page([]) }));
    expect(html).toContain('You have not ordered anything yet.');
    expect(html).toContain('href="/en"');
    expect(html).not.toContain('<table');
  });

  it("shows one order's lines and amounts", async () => {
    const order: OrderView = {
      ...summary,
      customer: { name: 'Olena Koval', email: 'olena@example.com', phone: '+380671234567' },
      delivery: { region: 'ukraine', method: 'np_branch', label: 'Нова пошта, у відділення', lines: ['м. Київ', 'Відділення №1'], note: null },
      payment_method: 'liqpay',
      payment_label: 'Карткою онлайн (LiqPay)',
      coupon: 'TABIR10',
      subtotal: '13000.00',
      discount: '1300.00',
      delivery_cost: '790.00',
      comment: null,
      lines: [{ product_id: 12, name: 'Tramp 2 Tent', option: 'Olive', image: 'products/namet-tramp-2-1.svg', sku: 'TR2-OL', price: '6500.00', old_price: null, count: 2, total: '13000.00' }],
    };
    const html = await render('/en/cabinet/orders?order=T-1042', 'en', createElement(OrderDetails, { order }));
    expect(html).toContain('Tramp 2 Tent');
    expect(html).toContain('2 × $162.50');
    expect(html).toContain('−$32.50');
    expect(html).toContain('$312.25');
    expect(html).toContain('Within Ukraine');
    expect(html).toContain('TABIR10');
    expect(html).toContain('href="/en/cabinet/orders"');
  });

  it('names the delivery method with where the parcel goes, and the payment method', async () => {
    const html = await render('/en/cabinet/orders?order=T-1042', 'en', createElement(OrderDetails, { order: detailed }));
    expect(html).toMatch(/<dt[^>]*>Delivery method<\/dt><dd><p>Nova Poshta, to a branch<\/p><p[^>]*>Kyiv, Kyiv Oblast<\/p><p[^>]*>Branch No. 1: vul. Khreshchatyk, 22<\/p><\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Payment method<\/dt><dd>Card online \(LiqPay\)<\/dd>/);
    expect(html).toContain('Leave at the door');
  });

  it('tells how to pay a transfer order still unpaid, and nothing once it is paid', async () => {
    const transfer = { currency: 'EUR' as const, amount: '84.63', reference: 'T-1042', requisites: transferRequisites(swiftRequisites, 'EUR') };
    const unpaid: OrderView = { ...detailed, payment_method: 'swift', payment_status: 'pending', status: 'new' };
    const page = (order: OrderView) => render('/en/cabinet/orders?order=T-1042', 'en', createElement(OrderDetails, { order, payment: { invoice: null, transfer } }));
    const html = await page(unpaid);
    expect(html).toContain('Transfer 84.63 EUR to the details below and write the order number T-1042 as the payment reference.');
    for (const value of ['UA893052990000026004050012345', 'PBANUA2X', 'COBADEFF']) expect(html).toContain(value);
    expect(await page({ ...unpaid, payment_status: 'paid' })).not.toContain('Transfer 84.63 EUR');
  });

  it("says the delivery is paid to the carrier at its rates instead of a zero cost", async () => {
    const order: OrderView = {
      ...detailed,
      delivery: { region: 'ukraine', method: 'ukrposhta', label: 'Укрпошта, у відділення', lines: ['м. Львів', 'Індекс 79000'], note: 'За тарифами перевізника' },
      delivery_cost: '0.00',
      currency_code: 'UAH',
      currency_rate: '1',
    };
    const html = await render('/cabinet/orders?order=T-1042', 'uk', createElement(OrderDetails, { order }));
    expect(html).toContain('Спосіб доставки');
    expect(html).toContain('Укрпошта, у відділення');
    expect(html).toContain('Індекс 79000');
    expect(html).toMatch(/<dt[^>]*>Доставка<\/dt><dd[^>]*>За тарифами перевізника<\/dd>/);
    expect(html).toContain('Спосіб оплати');
  });
});
