import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../common/locales.ts';

/** Every page once; expanded below for uk (no prefix) and en (/en), ids suffixed by language. */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${name}___${locale}` });
  return [
    layout('routes/layout-default.tsx', id('layout-default'), [
      index('routes/home.tsx', id('index')),
      route('404', 'routes/not-found.tsx', id('404')),
      route('cabinet', 'routes/cabinet.tsx', id('cabinet')),
      route('cabinet/orders', 'routes/cabinet-orders.tsx', id('cabinet-orders')),
      route('cabinet/wishlist', 'routes/cabinet-wishlist.tsx', id('cabinet-wishlist')),
      route('checkout', 'routes/checkout.tsx', id('checkout')),
      route('checkoutglobal', 'routes/checkout-global.tsx', id('checkoutglobal')),
      route('landing', 'routes/landing-list.tsx', id('landing')),
      route('landing/:article', 'routes/landing-article.tsx', id('landing-article')),
      route('news', 'routes/news-list.tsx', id('news')),
      route('news/:article', 'routes/news-article.tsx', id('news-article')),
      route('search', 'routes/search.tsx', id('search')),
      route('search/:query', 'routes/search.tsx', id('search-query')),
      route('wishlist', 'routes/wishlist.tsx', id('wishlist')),
      route('cart/thankyou', 'routes/cart-thankyou.tsx', id('cart-thankyou')),
      route(':adapter', 'routes/adapter.tsx', id('adapter')),
      route(':adapter/:product', 'routes/product.tsx', id('adapter-product')),
      route('*', 'routes/not-found.tsx', id('all')),
    ]),
    layout('routes/layout-confirm.tsx', id('layout-confirm'), [
      route('password-reset/token/:token?', 'routes/password-reset.tsx', id('password-reset-token')),
      route('user-email-confirm/token/:token?', 'routes/user-email-confirm.tsx', id('user-email-confirm-token')),
      route('profile/user-email-confirm/token/:token?', 'routes/profile-email-confirm.tsx', id('profile-user-email-confirm-token')),
      route('profile/email-change/cancel/token/:token?', 'routes/profile-email-change-cancel.tsx', id('profile-email-change-cancel-token')),
    ]),
  ];
}

/**
 * The back office: no language prefix (each member's own language), its own layouts. The sign-in
 * steps are open to anyone; every page inside `admin-layout` checks the member and the role.
 */
const admin: RouteConfigEntry[] = [
  layout('routes/admin/auth-layout.tsx', { id: 'admin-auth-layout' }, [
    route('admin/sign-in', 'routes/admin/sign-in.tsx', { id: 'admin-sign-in' }),
    route('admin/set-password/:token', 'routes/admin/set-password.tsx', { id: 'admin-set-password' }),
    route('admin/enrol', 'routes/admin/enrol.tsx', { id: 'admin-enrol' }),
  ]),
  route('admin/sign-out', 'routes/admin/sign-out.tsx', { id: 'admin-sign-out' }),
  // The storefront's look with unsaved or draft content: outside the back office's shell.
  route('admin/preview', 'routes/admin/content-preview.tsx', { id: 'admin-content-preview' }),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin-layout' }, [
    index('routes/admin/dashboard.tsx', { id: 'admin-dashboard' }),
    route('customers', 'routes/admin/customers.tsx', { id: 'admin-customers' }),
    route('customers/:id', 'routes/admin/customer.tsx', { id: 'admin-customer' }),
    route('jobs', 'routes/admin/jobs.tsx', { id: 'admin-jobs' }),
    route('currencies', 'routes/admin/currencies.tsx', { id: 'admin-currencies' }),
    route('settings', 'routes/admin/settings.tsx', { id: 'admin-settings' }),
    route('products', 'routes/admin/products.tsx', { id: 'admin-products' }),
    route('products/new', 'routes/admin/product.tsx', { id: 'admin-product-new' }),
    route('products/import', 'routes/admin/products-import.tsx', { id: 'admin-products-import' }),
    route('products/:id', 'routes/admin/product.tsx', { id: 'admin-product' }),
    route('categories', 'routes/admin/categories.tsx', { id: 'admin-categories' }),
    route('categories/new', 'routes/admin/category.tsx', { id: 'admin-category-new' }),
    route('categories/:id', 'routes/admin/category.tsx', { id: 'admin-category' }),
    route('attributes', 'routes/admin/attributes.tsx', { id: 'admin-attributes' }),
    route('attributes/new', 'routes/admin/attribute.tsx', { id: 'admin-attribute-new' }),
    route('attributes/:id', 'routes/admin/attribute.tsx', { id: 'admin-attribute' }),
    route('brands', 'routes/admin/brands.tsx', { id: 'admin-brands' }),
    route('settings/:section', 'routes/admin/settings.tsx', { id: 'admin-settings-section' }),
    route('reviews', 'routes/admin/reviews.tsx', { id: 'admin-reviews' }),
    route('coupons', 'routes/admin/coupons.tsx', { id: 'admin-coupons' }),
    route('coupons/new', 'routes/admin/coupon.tsx', { id: 'admin-coupon-new' }),
    route('coupons/:id', 'routes/admin/coupon.tsx', { id: 'admin-coupon' }),
    route('menus', 'routes/admin/menus.tsx', { id: 'admin-menus' }),
    route('pages', 'routes/admin/content-list.tsx', { id: 'admin-pages' }),
    route('pages/new', 'routes/admin/content-editor.tsx', { id: 'admin-page-new' }),
    route('pages/:id', 'routes/admin/content-editor.tsx', { id: 'admin-page' }),
    route('news', 'routes/admin/content-list.tsx', { id: 'admin-news' }),
    route('news/new', 'routes/admin/content-editor.tsx', { id: 'admin-news-new' }),
    route('news/:id', 'routes/admin/content-editor.tsx', { id: 'admin-news-article' }),
    route('landings', 'routes/admin/content-list.tsx', { id: 'admin-landings' }),
    route('landings/new', 'routes/admin/content-editor.tsx', { id: 'admin-landing-new' }),
    route('landings/:id', 'routes/admin/content-editor.tsx', { id: 'admin-landing' }),
    route('newsletter', 'routes/admin/newsletter.tsx', { id: 'admin-newsletter' }),
    route('newsletter/subscribers.csv', 'routes/admin/newsletter-export.tsx', { id: 'admin-newsletter-export' }),
    route('orders/:id/invoice.pdf', 'routes/admin/order-invoice.tsx', { id: 'admin-order-invoice' }),
    route('orders/:id/packing-slip.pdf', 'routes/admin/order-packing-slip.tsx', { id: 'admin-order-packing-slip' }),
    route('locale', 'routes/admin/locale.tsx', { id: 'admin-locale' }),
    route('staff', 'routes/admin/staff.tsx', { id: 'admin-staff' }),
    route('audit', 'routes/admin/audit.tsx', { id: 'admin-audit' }),
    route('orders', 'routes/admin/orders.tsx', { id: 'admin-orders' }),
    route('orders/:id', 'routes/admin/order.tsx', { id: 'admin-order' }),
    route('orders/:id/waybill', 'routes/admin/order-waybill.tsx', { id: 'admin-order-waybill' }),
    route('orders/:id/label', 'routes/admin/order-label.tsx', { id: 'admin-order-label' }),
    route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
  ]),
];

export default [...admin, ...pages('uk'), ...prefix('en', pages('en'))] satisfies RouteConfig;
