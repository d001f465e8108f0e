import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../common/locales.ts';
import type { OrderShipping } from '../../../../common/parcel.ts';
import { demoRootData, renderWithRoot } from '../../../lib/render-with-root.ts';
import { OrderShippingPanel } from './order-shipping.tsx';

const render = (locale: Locale, shipping: OrderShipping) => renderWithRoot('/admin/orders/12', demoRootData(locale), () => createElement(OrderShippingPanel, { shipping }));

const parcel: NonNullable<OrderShipping['parcel']> = {
  waybill_number: '20450000000001',
  tracking_url: 'https://novaposhta.ua/tracking/?cargo_number=20450000000001',
  stage: 'received',
  status_text: 'Відправлення отримано. Грошовий переказ видано одержувачу',
  tracked_at: '2026-11-25T12:00:00.000Z',
  source: 'api',
  cost: '85.00',
  cod_received_at: '2026-11-25T12:00:00.000Z',
  label_url: '/admin/orders/12/label',
};

describe('the order page’s shipping panel', () => {
  it('offers to create the waybill and a labelled field for a number by hand, posting to the waybill action', async () => {
    const html = await render('uk', { orderId: 12, novaPoshta: true, parcel: null, canCreate: true, canEnterByHand: true });
    expect(html.match(/action="\/admin\/orders\/12\/waybill"/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="create"');
    expect(html).toContain('Створити ТТН');
    const input = /<input[^>]*\bid="([^"]+)"[^>]*name="number"/.exec(html);
    expect(input).not.toBeNull();
    expect(html).toContain(`<label for="${input![1]}"`);
    expect(html).toContain('<legend class="font-semibold">Ввести номер ТТН вручну</legend>');
    expect(html).not.toContain('data-waybill');
  });

  it('shows the waybill, its label and tracking links and the state, in English', async () => {
    const html = await render('en', { orderId: 12, novaPoshta: true, parcel, canCreate: false, canEnterByHand: false });
    expect(html).toContain('20450000000001');
    expect(html).toContain('href="/admin/orders/12/label"');
    expect(html).toContain('Printable label (PDF)');
    expect(html).toContain('href="https://novaposhta.ua/tracking/?cargo_number=20450000000001"');
    expect(html).toContain('Received');
    expect(html).toContain('Cash on delivery received');
    expect(html).toContain('created through the Nova Poshta API');
    expect(html).not.toContain('Create waybill');
  });

  it('says so for another carrier', async () => {
    const html = await render('uk', { orderId: 12, novaPoshta: false, parcel: null, canCreate: false, canEnterByHand: false });
    expect(html).toContain('ТТН не потрібна');
    expect(html).not.toContain('<form');
  });
});
