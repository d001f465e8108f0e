import '../../locales/admin-reviews/index.ts';
import '../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { can } from '../../../common/staff-roles.ts';
import { dashboardView } from '../../../server/modules/dashboard/dashboard.figures.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { OrdersChart } from '../../components/admin/dashboard/orders-chart.tsx';
import { cellClass, formatUah, headClass, tableClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'dashboard');
  const { db, now, config } = getDeps(args.context);
  const view = await dashboardView(db, { now: now(), locale: actor.locale, lowStockThreshold: config.LOW_STOCK_THRESHOLD });
  return { view, locale: actor.locale, canOrders: can(actor.role, 'orders'), canReviews: can(actor.role, 'reviews') };
}

export function headers() {
  return adminHeaders;
}

const card = 'rounded border border-stone-300 bg-white p-4';

function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-figure={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, locale, canOrders, canReviews } = loaderData;
  const waiting = [
    { key: 'new', label: t('adminDashboard.waitingNew'), count: view.waiting.new, to: '/admin/orders?status=new' },
    { key: 'confirmed', label: t('adminDashboard.waitingConfirmed'), count: view.waiting.confirmed, to: '/admin/orders?status=confirmed' },
  ];
  return (
    <div className="space-y-6">
      <AdminHead title={t('adminDashboard.title')} />
      <h1 className="text-2xl font-bold">{t('adminDashboard.title')}</h1>

      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ['today', t('adminDashboard.today'), view.today],
            ['month', t('adminDashboard.month'), view.month],
          ] as const
        ).map(([key, title, figures]) => (
          <section key={key} className={card} aria-labelledby={`dashboard-${key}`}>
            <h2 id={`dashboard-${key}`} className="mb-2 text-lg font-semibold">
              {title}
            </h2>
            <dl className="grid grid-cols-2 gap-2">
              <Figure label={t('adminDashboard.orders')} value={figures.orders} testId={`${key}-orders`} />
              <Figure label={t('adminDashboard.revenue')} value={formatUah(figures.revenue_uah, locale)} testId={`${key}-revenue`} />
            </dl>
          </section>
        ))}
      </div>
      <p className="text-sm text-stone-600">{t('adminDashboard.revenueNote')}</p>

      <div className="grid gap-4 md:grid-cols-2">
        <section className={card} aria-labelledby="dashboard-waiting">
          <h2 id="dashboard-waiting" className="mb-2 text-lg font-semibold">
            {t('adminDashboard.waiting')}
          </h2>
          <ul className="space-y-1">
            {waiting.map((item) => (
              <li key={item.key} className="flex justify-between gap-3">
                {canOrders ? (
                  <Link to={item.to} className="underline">
                    {item.label}
                  </Link>
                ) : (
                  <span>{item.label}</span>
                )}
                <span className="font-bold tabular-nums">{item.count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="dashboard-reviews">
          <h2 id="dashboard-reviews" className="mb-2 text-lg font-semibold">
            {t('adminDashboard.reviews')}
          </h2>
          <p className="text-2xl font-bold tabular-nums">{view.pending_reviews}</p>
          {canReviews && (
            <Link to="/admin/reviews" className="underline">
              {t('adminReviews.openQueue')}
            </Link>
          )}
        </section>
      </div>

      <div className={card}>
        <OrdersChart days={view.per_day} locale={locale} />
      </div>

      <section className={card} aria-labelledby="dashboard-stock">
        <h2 id="dashboard-stock" className="mb-2 text-lg font-semibold">
          {t('adminDashboard.lowStock', { threshold: view.low_stock.threshold })}
        </h2>
        {view.low_stock.options.length === 0 ? (
          <p>{t('adminDashboard.lowStockNone')}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {t('adminDashboard.stockColumns.name')}
                  </th>
                  <th scope="col" className={headClass}>
                    {t('adminDashboard.stockColumns.sku')}
                  </th>
                  <th scope="col" className={`${headClass} text-right`}>
                    {t('adminDashboard.stockColumns.stock')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.low_stock.options.map((option) => (
                  <tr key={option.option_id}>
                    <td className={cellClass}>{option.name}</td>
                    <td className={cellClass}>{option.sku}</td>
                    <td className={`${cellClass} text-right tabular-nums`}>{option.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {view.low_stock.total > view.low_stock.options.length && <p className="mt-2 text-sm">{t('adminDashboard.lowStockMore', { count: view.low_stock.total - view.low_stock.options.length })}</p>}
          </div>
        )}
      </section>
    </div>
  );
}
