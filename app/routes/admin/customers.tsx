import '../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/customers';
import { customerListSchema } from '../../../common/admin-customers.ts';
import { listCustomers } from '../../../server/modules/customers/customers.list.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminSearchForm } from '../../components/admin/admin-search-form.tsx';
import { secondaryButtonClass } from '../../components/admin/admin-format.ts';
import { CustomersTable, listHref } from '../../components/admin/customers/customers-table.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'customers');
  const search = Object.fromEntries(new URL(args.request.url).searchParams);
  // A hand-edited address that does not parse shows the plain first page rather than an error.
  const parsed = customerListSchema.safeParse(search);
  const page = await listCustomers(getDeps(args.context).db, parsed.success ? parsed.data : { query: customerListSchema.shape.query.safeParse(search.query).data });
  return { page, locale: actor.locale };
}

export function headers() {
  return adminHeaders;
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, locale } = loaderData;
  const { pagination } = page;
  return (
    <div className="space-y-4">
      <AdminHead title={t('adminCustomers.title')} />
      <h1 className="text-2xl font-bold">{t('adminCustomers.title')}</h1>
      <AdminSearchForm
        id="customer-query"
        query={page.query}
        resetTo="/admin/customers"
        labels={{ field: t('adminCustomers.searchLabel'), submit: t('adminCustomers.searchButton'), reset: t('adminCustomers.reset') }}
      >
        <input type="hidden" name="sort" value={page.sort} />
        <input type="hidden" name="direction" value={page.direction} />
      </AdminSearchForm>
      <p role="status">{t('adminCustomers.found', { count: pagination.total })}</p>
      {page.customers.length === 0 ? <p>{t('adminCustomers.none')}</p> : <CustomersTable page={page} locale={locale} />}
      {pagination.pages > 1 && (
        <nav aria-label={t('adminCustomers.pagination')} className="flex flex-wrap items-center gap-3">
          {pagination.page > 1 && (
            <Link className={secondaryButtonClass} to={listHref(page, { page: pagination.page - 1 })}>
              {t('adminCustomers.previous')}
            </Link>
          )}
          <span>{t('adminCustomers.pageOf', { page: pagination.page, pages: pagination.pages })}</span>
          {pagination.page < pagination.pages && (
            <Link className={secondaryButtonClass} to={listHref(page, { page: pagination.page + 1 })}>
              {t('adminCustomers.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
