import '../../locales/admin-coupons/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/coupons';
import type { StaffCouponRow } from '../../../common/admin-coupons.ts';
import { listStaffCoupons } from '../../../server/modules/coupons/coupons.admin.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { useDiscountText } from '../../components/admin/coupon-discount.ts';
import { buttonClass, cellClass, formatDay, formatUah, headClass, tableClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  return { coupons: await listStaffCoupons(getDeps(args.context).db), locale: actor.locale };
}

export function headers() {
  return adminHeaders;
}

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const discount = useDiscountText();
  const { coupons, locale } = loaderData;
  const period = (coupon: StaffCouponRow) =>
    [coupon.starts_on && t('adminCoupons.from', { day: formatDay(coupon.starts_on, locale) }), coupon.ends_on && t('adminCoupons.until', { day: formatDay(coupon.ends_on, locale) })].filter(Boolean).join(' ') ||
    t('adminCoupons.always');
  return (
    <div className="space-y-4">
      <AdminHead title={t('adminCoupons.title')} />
      <h1 className="text-2xl font-bold">{t('adminCoupons.title')}</h1>
      <Link to="/admin/coupons/new" className={buttonClass}>
        {t('adminCoupons.new')}
      </Link>
      {coupons.length === 0 ? (
        <p>{t('adminCoupons.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                {(['code', 'discount', 'minTotal', 'period', 'used', 'orders', 'active'] as const).map((column) => (
                  <th key={column} scope="col" className={headClass}>
                    {t(`adminCoupons.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.id} data-coupon={coupon.code}>
                  <td className={`${cellClass} font-mono`}>
                    <Link className="underline" to={`/admin/coupons/${coupon.id}`} aria-label={t('adminCoupons.edit', { code: coupon.code })}>
                      {coupon.code}
                    </Link>
                  </td>
                  <td className={cellClass}>{discount(coupon)}</td>
                  <td className={`${cellClass} tabular-nums`}>{coupon.min_total}</td>
                  <td className={cellClass}>{period(coupon)}</td>
                  <td className={`${cellClass} tabular-nums`}>{coupon.usage_limit === null ? coupon.used_count : t('adminCoupons.usedOf', { used: coupon.used_count, limit: coupon.usage_limit })}</td>
                  <td className={`${cellClass} tabular-nums`}>
                    {coupon.orders} · {formatUah(coupon.orders_total_uah, locale)}
                  </td>
                  <td className={cellClass}>{coupon.active ? t('adminCoupons.activeState') : t('adminCoupons.inactiveState')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
