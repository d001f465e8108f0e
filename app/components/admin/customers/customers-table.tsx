import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerListPage, CustomerRow, CustomerSortKey } from '../../../../common/admin-customers.ts';
import type { Locale } from '../../../../common/locales.ts';
import { cellClass, formatKyivTime, headClass, tableClass } from '../admin-format.ts';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** The address of the list with some of its query changed (sorting resets to the first page). */
export function listHref(page: CustomerListPage, change: Partial<{ sort: CustomerSortKey; direction: 'asc' | 'desc'; page: number }>): string {
  const params = new URLSearchParams();
  if (page.query) params.set('query', page.query);
  params.set('sort', change.sort ?? page.sort);
  params.set('direction', change.direction ?? page.direction);
  const number = change.page ?? (change.sort ? 1 : page.pagination.page);
  if (number > 1) params.set('page', String(number));
  return `/admin/customers?${params}`;
}

const sortable: CustomerSortKey[] = ['name', 'email', 'created_at', 'orders', 'last_order_at'];

/**
 * The customer list as a TanStack table, sorted and paged on the server: the headers are links to
 * the list sorted by that column, so sorting works before (and without) JavaScript.
 */
export function CustomersTable({ page, locale }: { page: CustomerListPage; locale: Locale }) {
  const { t } = useTranslation();
  const columns: ColumnDef<typeof features, CustomerRow>[] = [
    { id: 'name', accessorKey: 'name', header: t('adminCustomers.columns.name'), cell: ({ row }) => <Link className="font-medium underline" to={`/admin/customers/${row.original.id}`}>{row.original.name}</Link> },
    { id: 'email', accessorKey: 'email', header: t('adminCustomers.columns.email'), cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
    { id: 'phone', accessorKey: 'phone', header: t('adminCustomers.columns.phone'), enableSorting: false, cell: ({ row }) => row.original.phone ?? '—' },
    { id: 'created_at', accessorKey: 'created_at', header: t('adminCustomers.columns.created_at'), cell: ({ row }) => formatKyivTime(row.original.created_at, locale) },
    { id: 'orders', accessorKey: 'orders', header: t('adminCustomers.columns.orders'), cell: ({ row }) => row.original.orders },
    { id: 'last_order_at', accessorKey: 'last_order_at', header: t('adminCustomers.columns.last_order_at'), cell: ({ row }) => (row.original.last_order_at ? formatKyivTime(row.original.last_order_at, locale) : '—') },
    {
      id: 'status',
      header: t('adminCustomers.columns.status'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.blocked_at ? (
          <span className="font-semibold text-red-800">{t('adminCustomers.status.blocked')}</span>
        ) : row.original.confirmed ? (
          t('adminCustomers.status.active')
        ) : (
          t('adminCustomers.status.unconfirmed')
        ),
    },
  ];
  const table = useTable<typeof features, CustomerRow>({
    features,
    columns,
    data: page.customers,
    manualSorting: true,
    manualPagination: true,
    rowCount: page.pagination.total,
    getRowId: (row) => String(row.id),
    state: {
      sorting: [{ id: page.sort, desc: page.direction === 'desc' }],
      pagination: { pageIndex: page.pagination.page - 1, pageSize: page.pagination.per_page },
    },
  });

  return (
    <div className="relative overflow-x-auto">
      <table className={tableClass}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const key = header.column.id as CustomerSortKey;
                const sorted = header.column.getIsSorted();
                const label = <table.FlexRender header={header} />;
                return (
                  <th key={header.id} scope="col" className={headClass} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {sortable.includes(key) ? (
                      <Link className="inline-flex min-h-11 items-center gap-1 underline md:min-h-0" to={listHref(page, { sort: key, direction: sorted === 'asc' ? 'desc' : 'asc' })}>
                        {label}
                        {sorted && <span aria-hidden="true">{sorted === 'asc' ? '▲' : '▼'}</span>}
                        <span className="sr-only">{sorted ? `, ${t(sorted === 'asc' ? 'adminCustomers.sortAsc' : 'adminCustomers.sortDesc')}` : ''}</span>
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-customer-row={row.original.email}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cellClass}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
