import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { CheckoutRegion, PaymentMethod } from '../../../common/checkout.ts';
import type { Locale } from '../../../common/locales.ts';
import { demoRootData, renderWithRoot } from '../../lib/render-with-root.ts';
import { CheckoutLinks } from './checkout-links.tsx';

/** The cart modal's delivery choice as the server's rule of payment methods sets it. */
function render(locale: Locale, paymentMethods: Record<CheckoutRegion, PaymentMethod[]>): Promise<string> {
  return renderWithRoot(locale === 'uk' ? '/' : '/en', demoRootData(locale, { paymentMethods }), () => createElement(CheckoutLinks, { blocked: false }));
}

describe('the delivery choice of the cart modal', () => {
  it('offers international delivery when the shop can take payment for it', async () => {
    const html = await render('en', { ukraine: ['cash'], international: ['swift', 'after_confirmation'] });
    expect(html).toContain('href="/en/checkoutglobal"');
    expect(html).toContain('International delivery');
    expect(html).not.toContain('not available right now');
  });

  it('does not lead into an international checkout that cannot be completed, and says why, in both languages', async () => {
    const en = await render('en', { ukraine: ['cash', 'invoice'], international: [] });
    expect(en).not.toContain('checkoutglobal');
    expect(en).toContain('href="/en/checkout"');
    expect(en).toContain('International delivery is not available right now: the shop cannot take payment for such an order yet.');
    expect(en).toContain('href="/en/contacts"');

    const uk = await render('uk', { ukraine: ['cash'], international: [] });
    expect(uk).not.toContain('checkoutglobal');
    expect(uk).toContain('Міжнародна доставка зараз недоступна');
    expect(uk).toContain('href="/contacts"');
  });
});
