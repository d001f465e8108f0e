import { describe, expect, it } from 'vitest';
import { asksForOtherCurrency, currencyCookieOf } from './currency.ts';

const page = (cookie?: string) => new Request('http://shop.test/namety', { headers: cookie === undefined ? {} : { cookie } });

describe('the currency cookie of a page request', () => {
  it('reads the cookie among others', () => {
    expect(currencyCookieOf(page('accepted=1; currency=USD; i18n_redirected=uk'))).toBe('USD');
    expect(currencyCookieOf(page('accepted=1'))).toBeNull();
    expect(currencyCookieOf(page())).toBeNull();
  });

  it('keeps pages in hryvnias shareable and every other choice out of shared caches', () => {
    expect(asksForOtherCurrency(page())).toBe(false);
    expect(asksForOtherCurrency(page('currency=UAH'))).toBe(false);
    expect(asksForOtherCurrency(page('currency=USD'))).toBe(true);
    // Not offered: rendered in hryvnias, yet not worth a shared copy per odd value.
    expect(asksForOtherCurrency(page('currency=XYZ'))).toBe(true);
  });
});
