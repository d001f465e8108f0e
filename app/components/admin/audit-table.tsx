import { useTranslation } from 'react-i18next';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { AuditEntryView } from '../../../common/audit.ts';
import { kyivDateFormat } from '../../../common/intl-formats.ts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AuditEntryView>();

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-stone-500">—</span>;
  return <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap break-all rounded bg-stone-100 p-2 text-xs">{JSON.stringify(value, null, 2)}</pre>;
}

/** One page of the audit log (the server filters, sorts and pages it). */
export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t, i18n } = useTranslation();
  const format = kyivDateFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const columns = column.columns([
    column.accessor('at', { header: () => t('admin.audit.at'), cell: (info) => <time dateTime={info.getValue()}>{format.format(new Date(info.getValue()))}</time> }),
    column.accessor('actor', {
      header: () => t('admin.audit.who'),
      cell: (info) => {
        const actor = info.getValue();
        if ('system' in actor) return t('admin.audit.system', { name: actor.system });
        if ('removed' in actor) return t('admin.audit.removed');
        return (
          <>
            {actor.name}
            <br />
            <span className="text-sm text-stone-600">{actor.email}</span>
          </>
        );
      },
    }),
    column.accessor('action', { header: () => t('admin.audit.what'), cell: (info) => <code>{info.getValue()}</code> }),
    column.display({ id: 'object', header: () => t('admin.audit.object'), cell: (info) => <code>{`${info.row.original.entityType} #${info.row.original.entityId}`}</code> }),
    column.accessor('before', { header: () => t('admin.audit.before'), cell: (info) => <Json value={info.getValue()} /> }),
    column.accessor('after', { header: () => t('admin.audit.after'), cell: (info) => <Json value={info.getValue()} /> }),
  ]);
  const table = useTable({ features, columns, data: entries });
  return (
    <div className="overflow-x-auto rounded border border-stone-300 bg-white">
      <table className="w-full min-w-[760px] border-collapse text-left">
        <thead className="bg-stone-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-stone-200 align-top">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
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
