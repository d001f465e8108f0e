import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../common/checkout.ts';
import type { Locale } from '../../../common/locales.ts';
import { demoRootData, renderWithRoot } from '../../lib/render-with-root.ts';
import { CheckoutPage } from './checkout-page.tsx';

function render(locale: Locale, paymentMethods: PaymentMethod[]): Promise<string> {
  const path = locale === 'uk' ? '/checkoutglobal' : '/en/checkoutglobal';
  const data = demoRootData(locale, { paymentMethods: { ukraine: ['cash'], international: paymentMethods } });
  return renderWithRoot(path, data, () => createElement(CheckoutPage, { region: 'international', title: 'International checkout', paymentMethods }));
}

describe('the international checkout page', () => {
  it('says before the first step that it cannot take an order the shop cannot be paid for, with the ways on', async () => {
    const en = await render('en', []);
    expect(en).toContain('International delivery is not available right now');
    expect(en).toContain('href="/en/contacts"');
    expect(en).toContain('href="/en/checkout"');
    expect(en).not.toContain('Loading your cart');
    const uk = await render('uk', []);
    expect(uk).toContain('Міжнародна доставка зараз недоступна');
    expect(uk).toContain('href="/contacts"');
  });

  it('opens as usual when a method can serve', async () => {
    const html = await render('en', ['after_confirmation']);
    expect(html).not.toContain('not available right now');
    expect(html).toContain('Loading your cart');
  });
});
