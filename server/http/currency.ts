import { parse } from 'hono/utils/cookie';
import { baseCurrency, currencyCookie } from '../../common/currency.ts';

/** The raw `currency` cookie of a request (validated against the offered list by the caller). */
export function currencyCookieOf(request: Request): string | null {
  return parse(request.headers.get('cookie') ?? '', currencyCookie)[currencyCookie] || null;
}

/**
 * True when a page may be rendered in a currency other than the base one: such a page must not
 * be kept by a shared cache, which keys anonymous pages by URL alone (docs/decisions/007-currency-cookie-and-shared-caches.md).
 */
export function asksForOtherCurrency(request: Request): boolean {
  const code = currencyCookieOf(request);
  return code !== null && code !== baseCurrency;
}
