import type { HeadersFunction } from 'react-router';

/**
 * Pages that carry no per-shopper data may be cached by a CDN for a minute and served stale
 * while it refreshes; browsers always revalidate.
 */
export const cacheablePageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  return headers;
};
