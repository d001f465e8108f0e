import type { StaffCapability } from '../../../common/staff-roles.ts';

/**
 * Who may open every page and call every API of the back office. The route test
 * (admin-routes.access.test.ts) lists the admin routes of app/routes.ts and the /api/admin routes
 * of the Hono app: a route missing here fails it, and so does a route whose loader, action or
 * handler lets in someone this table does not. Add a row with every new admin route.
 *
 * `public`: the sign-in steps, open to anyone (they check their own token or cookie).
 */
export type AdminAccess = StaffCapability | 'public';

export interface AdminPageAccess {
  /** The route's full path as app/routes.ts builds it. */
  path: string;
  /** An address of it to try (its params filled in). */
  sample: string;
  capability: AdminAccess;
}

export interface AdminApiAccess {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The Hono route's path. */
  path: string;
  sample: string;
  capability: AdminAccess;
  /** A JSON body to send with it (default `{}` for calls with a body). */
  body?: unknown;
}

export const adminPageAccess: AdminPageAccess[] = [
  { path: '/admin/sign-in', sample: '/admin/sign-in', capability: 'public' },
  { path: '/admin/set-password/:token', sample: '/admin/set-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', capability: 'public' },
  { path: '/admin/enrol', sample: '/admin/enrol', capability: 'public' },
  { path: '/admin/sign-out', sample: '/admin/sign-out', capability: 'public' },
  { path: '/admin', sample: '/admin', capability: 'dashboard' },
  { path: '/admin/locale', sample: '/admin/locale', capability: 'dashboard' },
  { path: '/admin/staff', sample: '/admin/staff', capability: 'staff' },
  { path: '/admin/audit', sample: '/admin/audit', capability: 'audit' },
  { path: '/admin/orders', sample: '/admin/orders', capability: 'orders' },
  { path: '/admin/orders/:id', sample: '/admin/orders/1', capability: 'orders' },
  { path: '/admin/orders/:id/waybill', sample: '/admin/orders/1/waybill', capability: 'orders' },
  { path: '/admin/orders/:id/label', sample: '/admin/orders/1/label', capability: 'orders' },
  { path: '/admin/customers', sample: '/admin/customers', capability: 'customers' },
  { path: '/admin/customers/:id', sample: '/admin/customers/1', capability: 'customers' },
  { path: '/admin/jobs', sample: '/admin/jobs', capability: 'jobs' },
  { path: '/admin/currencies', sample: '/admin/currencies', capability: 'settings' },
  { path: '/admin/settings', sample: '/admin/settings', capability: 'settings' },
  { path: '/admin/products', sample: '/admin/products', capability: 'catalog' },
  { path: '/admin/products/new', sample: '/admin/products/new', capability: 'catalog' },
  { path: '/admin/products/import', sample: '/admin/products/import', capability: 'catalog' },
  { path: '/admin/products/:id', sample: '/admin/products/1', capability: 'catalog' },
  { path: '/admin/categories', sample: '/admin/categories', capability: 'catalog' },
  { path: '/admin/categories/new', sample: '/admin/categories/new', capability: 'catalog' },
  { path: '/admin/categories/:id', sample: '/admin/categories/1', capability: 'catalog' },
  { path: '/admin/attributes', sample: '/admin/attributes', capability: 'catalog' },
  { path: '/admin/attributes/new', sample: '/admin/attributes/new', capability: 'catalog' },
  { path: '/admin/attributes/:id', sample: '/admin/attributes/1', capability: 'catalog' },
  { path: '/admin/brands', sample: '/admin/brands', capability: 'catalog' },
  { path: '/admin/settings/:section', sample: '/admin/settings/shop', capability: 'shop_settings' },
  { path: '/admin/reviews', sample: '/admin/reviews', capability: 'reviews' },
  { path: '/admin/coupons', sample: '/admin/coupons', capability: 'catalog' },
  { path: '/admin/coupons/new', sample: '/admin/coupons/new', capability: 'catalog' },
  { path: '/admin/coupons/:id', sample: '/admin/coupons/1', capability: 'catalog' },
  { path: '/admin/menus', sample: '/admin/menus', capability: 'content' },
  { path: '/admin/pages', sample: '/admin/pages', capability: 'content' },
  { path: '/admin/pages/new', sample: '/admin/pages/new', capability: 'content' },
  { path: '/admin/pages/:id', sample: '/admin/pages/1', capability: 'content' },
  { path: '/admin/news', sample: '/admin/news', capability: 'content' },
  { path: '/admin/news/new', sample: '/admin/news/new', capability: 'content' },
  { path: '/admin/news/:id', sample: '/admin/news/1', capability: 'content' },
  { path: '/admin/landings', sample: '/admin/landings', capability: 'content' },
  { path: '/admin/landings/new', sample: '/admin/landings/new', capability: 'content' },
  { path: '/admin/landings/:id', sample: '/admin/landings/1', capability: 'content' },
  { path: '/admin/preview', sample: '/admin/preview?kind=page&id=1', capability: 'content' },
  { path: '/admin/newsletter', sample: '/admin/newsletter', capability: 'customers' },
  { path: '/admin/newsletter/subscribers.csv', sample: '/admin/newsletter/subscribers.csv', capability: 'customers' },
  { path: '/admin/orders/:id/invoice.pdf', sample: '/admin/orders/1/invoice.pdf', capability: 'orders' },
  { path: '/admin/orders/:id/packing-slip.pdf', sample: '/admin/orders/1/packing-slip.pdf', capability: 'orders' },
  { path: '/admin/*', sample: '/admin/no-such-page', capability: 'dashboard' },
];

export const adminApiAccess: AdminApiAccess[] = [
  { method: 'GET', path: '/api/admin/session', sample: '/api/admin/session', capability: 'dashboard' },
  { method: 'POST', path: '/api/admin/session/password', sample: '/api/admin/session/password', capability: 'public' },
  { method: 'POST', path: '/api/admin/session/code', sample: '/api/admin/session/code', capability: 'public' },
  { method: 'POST', path: '/api/admin/session/locale', sample: '/api/admin/session/locale', capability: 'dashboard', body: { locale: 'uk' } },
  { method: 'POST', path: '/api/admin/session/sign-out', sample: '/api/admin/session/sign-out', capability: 'public' },
  { method: 'GET', path: '/api/admin/staff', sample: '/api/admin/staff', capability: 'staff' },
  { method: 'POST', path: '/api/admin/staff', sample: '/api/admin/staff', capability: 'staff' },
  { method: 'POST', path: '/api/admin/staff/:id/role', sample: '/api/admin/staff/999999/role', capability: 'staff', body: { role: 'manager' } },
  { method: 'POST', path: '/api/admin/staff/:id/disable', sample: '/api/admin/staff/999999/disable', capability: 'staff' },
  { method: 'POST', path: '/api/admin/staff/:id/enable', sample: '/api/admin/staff/999999/enable', capability: 'staff' },
  { method: 'POST', path: '/api/admin/staff/:id/revoke-sessions', sample: '/api/admin/staff/999999/revoke-sessions', capability: 'staff' },
  { method: 'POST', path: '/api/admin/staff/:id/reset-enrolment', sample: '/api/admin/staff/999999/reset-enrolment', capability: 'staff' },
  { method: 'GET', path: '/api/admin/audit', sample: '/api/admin/audit', capability: 'audit' },
  { method: 'GET', path: '/api/admin/orders', sample: '/api/admin/orders', capability: 'orders' },
  { method: 'GET', path: '/api/admin/orders/:id', sample: '/api/admin/orders/1', capability: 'orders' },
  { method: 'POST', path: '/api/admin/orders/:id/status', sample: '/api/admin/orders/1/status', capability: 'orders', body: { status: 'confirmed' } },
  { method: 'GET', path: '/api/admin/orders/:id/notes', sample: '/api/admin/orders/1/notes', capability: 'orders' },
  { method: 'POST', path: '/api/admin/orders/:id/notes', sample: '/api/admin/orders/1/notes', capability: 'orders', body: { body: 'Передзвонити' } },
  { method: 'POST', path: '/api/admin/orders/:id/edit', sample: '/api/admin/orders/1/edit', capability: 'orders', body: { delivery: { warehouse_name: 'Відділення №2' } } },
  { method: 'POST', path: '/api/admin/orders/:id/refund', sample: '/api/admin/orders/1/refund', capability: 'orders', body: { amount: '1.00', reason: 'Перевірка' } },
  { method: 'POST', path: '/api/admin/orders/:id/waybill', sample: '/api/admin/orders/1/waybill', capability: 'orders' },
  { method: 'PUT', path: '/api/admin/orders/:id/waybill', sample: '/api/admin/orders/1/waybill', capability: 'orders', body: { number: '20450000000001' } },
  { method: 'GET', path: '/api/admin/orders/:id/label', sample: '/api/admin/orders/1/label', capability: 'orders' },
  { method: 'GET', path: '/api/admin/customers', sample: '/api/admin/customers', capability: 'customers' },
  { method: 'GET', path: '/api/admin/customers/:id', sample: '/api/admin/customers/1', capability: 'customers' },
  { method: 'POST', path: '/api/admin/customers/block', sample: '/api/admin/customers/block', capability: 'customers', body: { id: 1, blocked: true } },
  { method: 'GET', path: '/api/admin/dashboard', sample: '/api/admin/dashboard', capability: 'dashboard' },
  { method: 'GET', path: '/api/admin/jobs/failures', sample: '/api/admin/jobs/failures', capability: 'jobs' },
  { method: 'GET', path: '/api/admin/coupons', sample: '/api/admin/coupons', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/coupons', sample: '/api/admin/coupons', capability: 'catalog', body: { code: 'A', type: 'percent', value: '10', min_total: '0', active: true } },
  { method: 'GET', path: '/api/admin/coupons/:id', sample: '/api/admin/coupons/999999', capability: 'catalog' },
  {
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    sample: '/api/admin/coupons/999999',
    capability: 'catalog',
    body: { code: 'TABIR10', type: 'percent', value: '10', min_total: '1000', active: true },
  },
  // Multipart: the table's JSON body gets a 415 from it once the guard has let the member in.
  { method: 'POST', path: '/api/admin/media', sample: '/api/admin/media', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/menus', sample: '/api/admin/menus', capability: 'content' },
  { method: 'POST', path: '/api/admin/menus/:menuId/items', sample: '/api/admin/menus/999999/items', capability: 'content', body: { url: '/namety', name: { uk: 'Намети', en: 'Tents' } } },
  { method: 'PUT', path: '/api/admin/menus/items/:id', sample: '/api/admin/menus/items/999999', capability: 'content', body: { url: '/namety', name: { uk: 'Намети', en: 'Tents' } } },
  { method: 'DELETE', path: '/api/admin/menus/items/:id', sample: '/api/admin/menus/items/999999', capability: 'content' },
  { method: 'PUT', path: '/api/admin/menus/:menuId/order', sample: '/api/admin/menus/999999/order', capability: 'content', body: { items: [] } },
  { method: 'GET', path: '/api/admin/pages', sample: '/api/admin/pages', capability: 'content' },
  { method: 'POST', path: '/api/admin/pages', sample: '/api/admin/pages', capability: 'content' },
  { method: 'GET', path: '/api/admin/pages/:id', sample: '/api/admin/pages/999999', capability: 'content' },
  { method: 'PUT', path: '/api/admin/pages/:id', sample: '/api/admin/pages/999999', capability: 'content' },
  { method: 'GET', path: '/api/admin/news', sample: '/api/admin/news', capability: 'content' },
  { method: 'POST', path: '/api/admin/news', sample: '/api/admin/news', capability: 'content' },
  { method: 'GET', path: '/api/admin/news/:id', sample: '/api/admin/news/999999', capability: 'content' },
  { method: 'PUT', path: '/api/admin/news/:id', sample: '/api/admin/news/999999', capability: 'content' },
  { method: 'GET', path: '/api/admin/landings', sample: '/api/admin/landings', capability: 'content' },
  { method: 'POST', path: '/api/admin/landings', sample: '/api/admin/landings', capability: 'content' },
  { method: 'GET', path: '/api/admin/landings/:id', sample: '/api/admin/landings/999999', capability: 'content' },
  { method: 'PUT', path: '/api/admin/landings/:id', sample: '/api/admin/landings/999999', capability: 'content' },
  { method: 'GET', path: '/api/admin/newsletter', sample: '/api/admin/newsletter', capability: 'customers' },
  { method: 'DELETE', path: '/api/admin/newsletter/:id', sample: '/api/admin/newsletter/999999', capability: 'customers' },
  { method: 'GET', path: '/api/admin/reviews', sample: '/api/admin/reviews', capability: 'reviews' },
  { method: 'POST', path: '/api/admin/reviews/:id/status', sample: '/api/admin/reviews/999999/status', capability: 'reviews', body: { status: 'approved' } },
  { method: 'PUT', path: '/api/admin/reviews/:id/reply', sample: '/api/admin/reviews/999999/reply', capability: 'reviews', body: { text: 'Дякуємо!' } },
  { method: 'GET', path: '/api/admin/currencies', sample: '/api/admin/currencies', capability: 'settings' },
  { method: 'GET', path: '/api/admin/settings', sample: '/api/admin/settings', capability: 'settings' },
  { method: 'GET', path: '/api/admin/products', sample: '/api/admin/products', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/products/choices', sample: '/api/admin/products/choices', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/products', sample: '/api/admin/products', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/products/bulk-price', sample: '/api/admin/products/bulk-price', capability: 'catalog', body: { filter: { query: 'no-such-product-anywhere' }, percent: 5 } },
  // A format it does not make: the answer is JSON (a 422) once the guard has let the member in.
  { method: 'GET', path: '/api/admin/products/export', sample: '/api/admin/products/export?format=pdf', capability: 'catalog' },
  // Multipart: the table's JSON body gets a 422 from it once the guard has let the member in.
  { method: 'POST', path: '/api/admin/products/import', sample: '/api/admin/products/import', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/products/:id', sample: '/api/admin/products/999999', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/products/:id', sample: '/api/admin/products/999999', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/products/:id/active', sample: '/api/admin/products/999999/active', capability: 'catalog', body: { active: true } },
  { method: 'POST', path: '/api/admin/products/:id/duplicate', sample: '/api/admin/products/999999/duplicate', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/categories', sample: '/api/admin/categories', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/categories', sample: '/api/admin/categories', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/categories/order', sample: '/api/admin/categories/order', capability: 'catalog', body: { items: 'none' } },
  { method: 'GET', path: '/api/admin/categories/:id', sample: '/api/admin/categories/999999', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/categories/:id', sample: '/api/admin/categories/999999', capability: 'catalog' },
  { method: 'DELETE', path: '/api/admin/categories/:id', sample: '/api/admin/categories/999999', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/attributes', sample: '/api/admin/attributes', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/attributes', sample: '/api/admin/attributes', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/attributes/:id', sample: '/api/admin/attributes/999999', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/attributes/:id', sample: '/api/admin/attributes/999999', capability: 'catalog' },
  { method: 'DELETE', path: '/api/admin/attributes/:id', sample: '/api/admin/attributes/999999', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/brands', sample: '/api/admin/brands', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/brands', sample: '/api/admin/brands', capability: 'catalog' },
  { method: 'GET', path: '/api/admin/brands/:id', sample: '/api/admin/brands/999999', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/brands/:id', sample: '/api/admin/brands/999999', capability: 'catalog' },
  { method: 'DELETE', path: '/api/admin/brands/:id', sample: '/api/admin/brands/999999', capability: 'catalog' },
  { method: 'PUT', path: '/api/admin/settings', sample: '/api/admin/settings', capability: 'settings' },
  { method: 'POST', path: '/api/admin/currencies/refresh', sample: '/api/admin/currencies/refresh', capability: 'settings' },
  {
    method: 'PUT',
    path: '/api/admin/currencies/:code',
    sample: '/api/admin/currencies/EUR',
    capability: 'settings',
    body: { offered: true, prefix: '€', suffix: '', rate_source: 'nbu' },
  },
  { method: 'POST', path: '/api/admin/jobs/retry', sample: '/api/admin/jobs/retry', capability: 'jobs', body: { id: 1 } },
  { method: 'GET', path: '/api/admin/orders/:id/invoice.pdf', sample: '/api/admin/orders/1/invoice.pdf', capability: 'orders' },
  { method: 'GET', path: '/api/admin/orders/:id/packing-slip.pdf', sample: '/api/admin/orders/1/packing-slip.pdf', capability: 'orders' },
  { method: 'GET', path: '/api/admin/search/synonyms', sample: '/api/admin/search/synonyms', capability: 'catalog' },
  { method: 'POST', path: '/api/admin/search/synonyms', sample: '/api/admin/search/synonyms', capability: 'catalog', body: { term: 'фонарик', synonym: 'ліхтар' } },
  { method: 'DELETE', path: '/api/admin/search/synonyms/:id', sample: '/api/admin/search/synonyms/999999', capability: 'catalog' },
];
