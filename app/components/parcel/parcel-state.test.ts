import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../common/account.ts';
import type { Locale } from '../../../common/locales.ts';
import { demoRootData, renderWithRoot } from '../../lib/render-with-root.ts';
import { OrderDetails } from '../cabinet/order-details.tsx';

const order: OrderView = {
  number: 'T-2001',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'shipped',
  payment_status: 'pending',
  total: '2000.00',
  currency_code: 'UAH',
  currency_rate: '1',
  items_count: 1,
  customer: { name: 'Олена Коваль', email: 'olena@example.com', phone: '+380671234567' },
  delivery: { region: 'ukraine', method: 'np_branch', label: 'Нова пошта, у відділення', lines: ['м. Київ'], note: null },
  payment_method: 'cash',
  payment_label: 'Оплата при отриманні',
  coupon: null,
  subtotal: '2000.00',
  discount: '0.00',
  delivery_cost: '0.00',
  comment: null,
  lines: [],
  parcel: {
    waybill_number: '20450000000001',
    tracking_url: 'https://novaposhta.ua/tracking/?cargo_number=20450000000001',
    stage: 'arrived',
    status_text: 'Прибув на відділення',
    tracked_at: '2026-11-22T08:30:00.000Z',
  },
};

const render = (locale: Locale, view: OrderView) =>
  renderWithRoot(locale === 'uk' ? '/cabinet/orders' : '/en/cabinet/orders', demoRootData(locale, { user: { name: 'Олена Коваль', email: 'olena@example.com' } }), () => createElement(OrderDetails, { order: view }));

describe("the cabinet's order parcel", () => {
  it('shows the waybill with its tracking link and the last state, in Ukrainian with Nova Poshta’s words', async () => {
    const html = await render('uk', order);
    expect(html).toContain('20450000000001');
    expect(html).toContain('href="https://novaposhta.ua/tracking/?cargo_number=20450000000001"');
    expect(html).toContain('Відстежити посилку на сайті Нової пошти');
    expect(html).toContain('Прибула у відділення');
    expect(html).toContain('Прибув на відділення');
    expect(html).toContain('22 лист. 2026');
  });

  it('in English, without the carrier’s Ukrainian text', async () => {
    const html = await render('en', order);
    expect(html).toContain('Track the parcel on Nova Poshta&#x27;s site');
    expect(html).toContain('Arrived at the branch');
    expect(html).not.toContain('Прибув на відділення');
  });

  it('nothing before a waybill exists', async () => {
    const html = await render('uk', { ...order, parcel: null });
    expect(html).not.toContain('data-parcel');
  });
});
