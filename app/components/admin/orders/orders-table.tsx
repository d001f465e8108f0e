import { createColumnHelper, flexRender, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderRow, OrderSortField } from '../../../../common/admin-orders.ts';
import { fallbackBaseCurrency, formatMoney } from '../../../../common/currency.ts';
import type { Locale } from '../../../../common/locales.ts';

// Sorting is the server's (manualSorting): the feature only tells each header how it is sorted.
const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, AdminOrderRow>();

/**
 * The orders of one page as a table; the server sorts and pages (TanStack Table in manual mode),
 * so a sortable header is a link to the same list sorted by it.
 */
export function OrdersTable({ rows, sorting, sortHref, locale }: { rows: AdminOrderRow[]; sorting: SortingState; sortHref: (field: OrderSortField) => string; locale: Locale }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
  const columns = column.columns([
    column.accessor('number', {
      id: 'number',
      header: () => t('adminOrders.columns.number'),
      cell: (info) => (
        <Link to={`/admin/orders/${info.row.original.id}`} className="font-semibold text-emerald-900 underline">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('created_at', { id: 'created_at', header: () => t('adminOrders.columns.created_at'), cell: (info) => date.format(new Date(info.getValue())) }),
    column.accessor((row) => row.customer.name, {
      id: 'customer_name',
      header: () => t('adminOrders.columns.customer_name'),
      cell: (info) => (
        <span className="flex flex-col">
          <span>{info.getValue()}</span>
          <span className="text-xs text-stone-600">{info.row.original.customer.phone}</span>
        </span>
      ),
    }),
    column.accessor('status', { id: 'status', header: () => t('adminOrders.columns.status'), cell: (info) => t(`cabinet.status.${info.getValue()}`) }),
    column.accessor('payment_status', { id: 'payment', enableSorting: false, header: () => t('adminOrders.columns.payment'), cell: (info) => t(`cabinet.payment.${info.getValue()}`) }),
    column.accessor('delivery_method', { id: 'delivery', enableSorting: false, header: () => t('adminOrders.columns.delivery'), cell: (info) => t(`checkoutMethods.delivery.${info.getValue()}`, { defaultValue: info.getValue() }) }),
    column.accessor('items_count', { id: 'items', enableSorting: false, header: () => t('adminOrders.columns.items') }),
    column.accessor('total', { id: 'total', header: () => t('adminOrders.columns.total'), cell: (info) => formatMoney(Number(info.getValue()), fallbackBaseCurrency, locale) }),
  ]);
  const table = useTable({ features, data: rows, columns, manualSorting: true, state: { sorting } });
  return (
    <div className="overflow-x-auto rounded border border-stone-300 bg-white">
      <table className="w-full min-w-[720px] border-collapse text-left text-sm">
        <thead className="bg-stone-100">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" className="px-3 py-2 font-semibold" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort() ? (
                      <Link to={sortHref(header.column.id as OrderSortField)} className="inline-flex min-h-8 items-center gap-1 underline" preventScrollReset>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        {sorted ? <span className="sr-only">{t(sorted === 'asc' ? 'adminOrders.sortedAsc' : 'adminOrders.sortedDesc')}</span> : null}
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
            <tr key={row.id} className="border-t border-stone-200">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
