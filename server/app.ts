import './messages.ts';
import { Hono, type Context } from 'hono';
import { except } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { translator } from '../common/i18n.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { HttpError, errorBody, sendHttpError } from './http/errors.ts';
import { requestLocale } from './http/locale.ts';
import { canonicalPaths, rootLocaleRedirect } from './http/redirects.ts';
import { fileRoutes, mediaRoutes, storageRoutes } from './modules/media/media.api.ts';
import { menuApi } from './modules/menu/menu.api.ts';
import { newsletterApi } from './modules/newsletter/newsletter.api.ts';
import { settingsApi } from './modules/settings/settings.api.ts';
import { searchApi } from './modules/search/search.api.ts';
import { reviewsApi } from './modules/reviews/reviews.api.ts';
import { cartApi } from './modules/cart/cart.api.ts';
import { wishlistApi } from './modules/wishlist/wishlist.api.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { authApi } from './modules/auth/auth.api.ts';
import { profileApi } from './modules/profile/profile.api.ts';
import { deliveryApi } from './modules/delivery/delivery.api.ts';
import { checkoutApi } from './modules/checkout/checkout.api.ts';
import { paymentsApi } from './modules/payments/payments.api.ts';
import { sameOriginForCookieAuth } from './http/same-origin.ts';
import { accessTokenFromRequest } from './http/auth.ts';
import { maintenanceGate } from './http/maintenance.ts';
import { pathGuard } from './http/path-guard.ts';
import { bodySizeLimit } from './http/body-size-limit.ts';
import { refuseEncodedBodies } from './http/content-encoding.ts';
import { compressAnswers } from './http/compression.ts';
import { databaseUnavailableAnswer, readiness } from './http/database-unavailable.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { asksForOtherCurrency } from './http/currency.ts';
import { logRequest, requestIdOf } from './http/request-log.ts';
import { renewSession } from './modules/auth/auth.renewal.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { allowedHostsOnly } from './http/allowed-hosts.ts';
import { adminPages } from './http/admin-pages.ts';
import { adminCreateRoute } from './modules/staff/admin-create.ts';
import { clientIp } from './http/client-ip.ts';
import { sessionAdminApi, staffAdminApi } from './modules/staff/staff.admin-api.ts';
import { auditAdminApi } from './modules/audit/audit.admin-api.ts';
import { searchAdminApi } from './modules/search/search.admin-api.ts';
import { ordersAdminApi } from './modules/orders/orders.admin-api.ts';
import { shippingAdminApi } from './modules/shipping/shipping.admin-api.ts';
import { customersAdminApi } from './modules/customers/customers.admin-api.ts';
import { dashboardAdminApi } from './modules/dashboard/dashboard.admin-api.ts';
import { jobsAdminApi } from './jobs/jobs.admin-api.ts';
import { currenciesAdminApi } from './modules/settings/currencies.admin-api.ts';
import { settingsAdminApi } from './modules/settings/settings.admin-api.ts';
import { isProductImport, productsAdminApi } from './modules/catalog/products.admin-api.ts';
import { categoriesAdminApi } from './modules/catalog/categories.admin-api.ts';
import { attributesAdminApi } from './modules/catalog/attributes.admin-api.ts';
import { brandsAdminApi } from './modules/catalog/brands.admin-api.ts';
import { reviewsAdminApi } from './modules/reviews/reviews.admin-api.ts';
import { newsletterAdminApi } from './modules/newsletter/newsletter.admin-api.ts';
import { couponsAdminApi } from './modules/coupons/coupons.admin-api.ts';
import { isMediaUpload, mediaAdminApi } from './modules/media/media.admin-api.ts';
import { menusAdminApi } from './modules/menu/menu.admin-api.ts';
import { landingsAdminApi, newsAdminApi, pagesAdminApi } from './modules/content/content.admin-api.ts';
import { orderDocumentsAdminApi } from './modules/orders/orders.documents.admin-api.ts';
import { createPageCache, type PageCache } from './http/page-cache/page-cache.ts';
import { renderLimit } from './http/render-limit.ts';
import { apiServerTiming } from './http/server-timing.ts';

/** Renders every request that is not API, media or a static file (React Router). */
export type PageHandler = (request: Request, deps: AppDeps, page: { nonce: string; clientAddress: string }) => Promise<Response>;

export interface AppOptions {
  pages?: PageHandler;
  /** Built browser assets (build/client); omitted in dev, where Vite serves them. */
  clientDir?: string;
  /** The process's page cache when its listener answers hits too (main.ts); else one is made here. */
  pageCache?: PageCache | null;
}

const tooLarge = (c: Context<AppEnv>) => c.json(errorBody(translator(requestLocale(c))('errors.tooLarge')), 413);
const isBackOfficeCall = (c: Context<AppEnv>) => c.req.path.startsWith('/api/admin/');

export const api = new Hono<AppEnv>()
  // Uploads and price lists are multipart and far larger; their route checks the staff member first, then its own
  // limit. A product's texts in two languages outgrow the shoppers' 64 KB: the back office's JSON may
  // take 1 MB, read only after the member is checked.
  .use(except((c) => isMediaUpload(c) || isProductImport(c) || isBackOfficeCall(c), bodySizeLimit({ maxSize: 64 * 1024, onError: tooLarge })))
  .use(except((c) => isMediaUpload(c) || isProductImport(c) || !isBackOfficeCall(c), bodySizeLimit({ maxSize: 1024 * 1024, onError: tooLarge })))
  .use(refuseEncodedBodies)
  .use(sameOriginForCookieAuth)
  .route('/auth', authApi)
  .route('/profile', profileApi)
  .route('/settings', settingsApi)
  .route('/menu', menuApi)
  .route('/news', newsletterApi)
  .route('/search', searchApi)
  .route('/reviews', reviewsApi)
  .route('/cart', cartApi)
  .route('/delivery', deliveryApi)
  .route('/checkout', checkoutApi)
  .route('/wishlist', wishlistApi)
  .route('/payments', paymentsApi)
  // The back office (each call checks the staff member and the role: staff.guard.ts).
  .route('/admin/session', sessionAdminApi)
  .route('/admin/staff', staffAdminApi)
  .route('/admin/audit', auditAdminApi)
  .route('/admin/search', searchAdminApi)
  .route('/admin/orders', ordersAdminApi)
  .route('/admin/orders', shippingAdminApi)
  .route('/admin/customers', customersAdminApi)
  .route('/admin/dashboard', dashboardAdminApi)
  .route('/admin/jobs', jobsAdminApi)
  .route('/admin/currencies', currenciesAdminApi)
  .route('/admin/settings', settingsAdminApi)
  .route('/admin/products', productsAdminApi)
  .route('/admin/categories', categoriesAdminApi)
  .route('/admin/attributes', attributesAdminApi)
  .route('/admin/brands', brandsAdminApi)
  .route('/admin/reviews', reviewsAdminApi)
  .route('/admin/newsletter', newsletterAdminApi)
  .route('/admin/coupons', couponsAdminApi)
  .route('/admin/media', mediaAdminApi)
  .route('/admin/menus', menusAdminApi)
  .route('/admin/pages', pagesAdminApi)
  .route('/admin/news', newsAdminApi)
  .route('/admin/landings', landingsAdminApi)
  .route('/admin/orders', orderDocumentsAdminApi);

export type Api = typeof api;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  // Anonymous pages from memory (docs/decisions/013-page-cache.md); off with PAGE_CACHE_MB=0.
  const pageCache = options.pageCache !== undefined ? options.pageCache : options.pages ? createPageCache(deps) : null;

  app.use('/api/*', apiServerTiming);
  app.use(async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.header('x-request-id', requestId);
    const startedAt = performance.now();
    await next();
    logRequest(logger, { method: c.req.method, url: c.req.url, status: c.res.status, startedAt });
  });
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-site', xFrameOptions: 'DENY' }));
  app.use(compressAnswers);
  app.use(contentSecurityPolicy);
  // A write this process served shows on its next page at once, not a poll later.
  if (pageCache) app.use(pageCache.afterWrites);
  // Before any route reads the path: a broken or control-character address is a 400.
  app.use(pathGuard);
  // Before anything reads the host: no link, page or mail is ever made for a host not allowed.
  app.use(allowedHostsOnly);
  // The admin:create command talks to the running shop over loopback (works while the shop is closed too).
  app.route('/', adminCreateRoute);
  // Ahead of every route (the page cache included): a closed shop serves nothing else.
  app.use(maintenanceGate);

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200));
  app.get('/readyz', readiness);

  // Activity keeps a session alive: API calls and pages, not files or assets.
  app.use('/api/*', renewSession);
  app.route('/api', api);
  // A sub-app's notFound does not stop the fall-through to the pages, so unknown API paths end here.
  app.all('/api/*', (c) => c.json(errorBody(translator(requestLocale(c))('errors.notFound')), 404));
  app.route('/media', mediaRoutes);
  app.route('/', seoRoutes);
  app.route('/storage', storageRoutes);
  app.route('/files', fileRoutes);

  if (options.clientDir) {
    app.use(
      '/assets/*',
      // `npm run build` writes a .br and .gz beside each text file (scripts/compress-assets.ts).
      serveStatic({ root: options.clientDir, precompressed: true, onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }),
    );
  }
  // A file that is not there is a bare 404, never a page: it costs no rendering, and a closed
  // shop (the maintenance gate lets these paths through) shows nothing of itself.
  const fileNotFound = (c: Context<AppEnv>) => c.text('Not found', 404);
  for (const prefix of ['/media/*', '/storage/*', '/files/*']) app.all(prefix, fileNotFound);
  if (options.clientDir) app.all('/assets/*', fileNotFound);

  // A payment provider may bring the shopper back with a POST; the thank-you page is read with GET.
  for (const path of ['/cart/thankyou', '/en/cart/thankyou']) app.post(path, (c) => c.redirect(`${path}${new URL(c.req.url).search}`, 303));

  // The back office's pages: private, never indexed, forms from our own pages only.
  app.use(adminPages);

  app.use(canonicalPaths);
  app.use(rootLocaleRedirect);

  const pages = options.pages;
  const inTurn = renderLimit(deps.config.PAGE_RENDERS_AT_ONCE);
  app.all('*', renewSession, async (c) => {
    if (!pages) return c.text('Not found', 404);
    const render = () => inTurn(c.req.raw, () => pages(c.req.raw, deps, { nonce: c.var.cspNonce, clientAddress: clientIp(c) }));
    const response = pageCache ? await pageCache.answer(c, render) : await render();
    // A page rendered for a signed-in shopper greets them by name, and one in a currency other
    // than the base one differs from the shared copy: no shared cache may keep either.
    if (accessTokenFromRequest(c.req.raw) || asksForOtherCurrency(c.req.raw)) {
      response.headers.set('cache-control', 'private, no-store');
      response.headers.append('vary', 'Cookie');
    }
    return response;
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return sendHttpError(c, error);
    if (isDatabaseUnavailable(error)) {
      c.var.logger?.warn({ err: error }, 'database unavailable');
      return databaseUnavailableAnswer(c);
    }
    c.var.logger?.error({ err: error }, 'unhandled error');
    const message = translator(requestLocale(c))('errors.internal');
    if (c.req.path.startsWith('/api/')) return c.json(errorBody(message), 500);
    return c.text(message, 500);
  });

  return app;
}
