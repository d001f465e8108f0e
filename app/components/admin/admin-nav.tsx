import '../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../../locales/admin-orders/index.ts';
import '../../locales/admin-currencies/index.ts';
import '../../locales/admin-reviews/index.ts';
import '../../locales/admin-newsletter/index.ts';
import '../../locales/admin-coupons/index.ts';
import '../../locales/admin-settings/index.ts';
import '../../locales/admin-products/index.ts';
import '../../locales/admin-menus/index.ts';
import '../../locales/admin-catalog/index.ts';
import '../../locales/admin-content/index.ts';
import { can, type StaffCapability, type StaffRole } from '../../../common/staff-roles.ts';

export interface AdminNavItem {
  to: string;
  /** A message key of an admin catalogue (app/locales/admin or an area's own). */
  labelKey: string;
  capability: StaffCapability;
}

/** Every section of the back office; a member sees those their role can open. Areas add theirs here. */
export const adminNavItems: AdminNavItem[] = [
  { to: '/admin', labelKey: 'admin.nav.dashboard', capability: 'dashboard' },
  { to: '/admin/orders', labelKey: 'adminOrders.nav', capability: 'orders' },
  { to: '/admin/customers', labelKey: 'adminCustomers.nav', capability: 'customers' },
  { to: '/admin/reviews', labelKey: 'adminReviews.nav', capability: 'reviews' },
  { to: '/admin/newsletter', labelKey: 'adminNewsletter.nav', capability: 'customers' },
  { to: '/admin/staff', labelKey: 'admin.nav.staff', capability: 'staff' },
  { to: '/admin/audit', labelKey: 'admin.nav.audit', capability: 'audit' },
  { to: '/admin/jobs', labelKey: 'adminJobs.nav', capability: 'jobs' },
  { to: '/admin/products', labelKey: 'adminProducts.nav', capability: 'catalog' },
  { to: '/admin/categories', labelKey: 'adminCatalog.nav.categories', capability: 'catalog' },
  { to: '/admin/attributes', labelKey: 'adminCatalog.nav.attributes', capability: 'catalog' },
  { to: '/admin/brands', labelKey: 'adminCatalog.nav.brands', capability: 'catalog' },
  { to: '/admin/coupons', labelKey: 'adminCoupons.nav', capability: 'catalog' },
  { to: '/admin/pages', labelKey: 'adminContent.nav.pages', capability: 'content' },
  { to: '/admin/news', labelKey: 'adminContent.nav.news', capability: 'content' },
  { to: '/admin/landings', labelKey: 'adminContent.nav.landings', capability: 'content' },
  { to: '/admin/menus', labelKey: 'adminMenus.nav', capability: 'content' },
  { to: '/admin/currencies', labelKey: 'adminCurrencies.nav', capability: 'settings' },
  { to: '/admin/settings', labelKey: 'adminSettings.nav', capability: 'settings' },
];

export function visibleNavItems(role: StaffRole): AdminNavItem[] {
  return adminNavItems.filter((item) => can(role, item.capability));
}

export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.navLabel')}>
      <ul className="flex flex-col gap-1">
        {visibleNavItems(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded px-3 py-2 font-medium outline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300 ${isActive ? 'bg-white/15 text-white' : 'text-stone-200 hover:bg-white/10 hover:text-white'}`
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
