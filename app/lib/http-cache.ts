import type { HeadersFunction } from 'react-router';

/**
 * Pages that carry no per-shopper data may be cached by a CDN for a minute and served stale
 * while it refreshes; browsers always revalidate. A request with a sign-in or a currency other
 * than the hryvnia gets a private answer instead (server/app.ts).
 */
export const cacheablePageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  return headers;
};

/**
 * Pages of one shopper (the cabinet) and one-time links: never stored by a browser or a CDN, so
 * neither the data nor the link's token stays in a cache.
 */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set('cache-control', 'private, no-store');
  return headers;
};
