import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button, Dialog, Heading, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, sortFn_text, tableFeatures, useTable } from '@tanstack/react-table';
import { staffRoles } from '../../../common/staff-roles.ts';
import type { StaffMemberView } from '../../../common/staff.ts';
import { AdminSelect } from './admin-select.tsx';
import { formatInKyiv } from '../../../common/intl-formats.ts';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
});

const column = createColumnHelper<typeof features, StaffMemberView>();

type Pending = { kind: 'role' | 'disable' | 'enable' | 'revoke' | 'reset'; member: StaffMemberView } | null;

function formatTime(value: string | null, locale: string): string {
  return value ? formatInKyiv(value, locale, { dateStyle: 'short', timeStyle: 'short' }) : '—';
}

/** The confirmation (or role choice) of one action, posted to the staff page's action. */
function ActionDialog({ pending, onClose }: { pending: NonNullable<Pending>; onClose: () => void }) {
  const { t } = useTranslation();
  const { kind, member } = pending;
  const question = kind === 'disable' ? t('admin.staff.confirmDisable', { name: member.name }) : kind === 'revoke' ? t('admin.staff.confirmRevoke', { name: member.name }) : kind === 'reset' ? t('admin.staff.confirmReset', { name: member.name }) : null;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <Modal className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="mb-3 text-xl font-bold">
            {kind === 'role' ? t('admin.staff.roleFor', { name: member.name }) : t('admin.staff.confirmTitle')}
          </Heading>
          <Form method="post" onSubmit={onClose}>
            <input type="hidden" name="intent" value={kind} />
            <input type="hidden" name="id" value={member.id} />
            {kind === 'role' ? (
              <AdminSelect label={t('admin.staff.role')} name="role" defaultValue={member.role} options={staffRoles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))} />
            ) : (
              question && <p className="mb-4">{question}</p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="min-h-11 rounded bg-stone-900 px-4 font-semibold text-white">
                {kind === 'role' ? t('admin.staff.saveRole') : t('admin.staff.confirm')}
              </button>
              <Button onPress={onClose} className="min-h-11 rounded border border-stone-500 px-4">
                {t('admin.staff.cancel')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The owner's list of the staff: sortable columns, and a menu of actions on each member. */
export function StaffTable({ members, selfId }: { members: StaffMemberView[]; selfId: number }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const columns = column.columns([
    column.accessor('name', {
      header: () => t('admin.staff.name'),
      sortFn: 'text',
      cell: (info) => (
        <>
          {info.getValue()}
          {info.row.original.id === selfId && <span className="ml-1 text-sm text-stone-600">({t('admin.staff.you')})</span>}
        </>
      ),
    }),
    column.accessor('email', { header: () => t('admin.staff.email'), sortFn: 'text' }),
    column.accessor('role', { header: () => t('admin.staff.role'), sortFn: 'text', cell: (info) => t(`admin.roles.${info.getValue()}`) }),
    column.accessor('state', { header: () => t('admin.staff.state'), sortFn: 'text', cell: (info) => t(`admin.staff.states.${info.getValue()}`) }),
    column.accessor('openSessions', { header: () => t('admin.staff.sessions'), sortFn: 'basic' }),
    column.accessor('lastSeenAt', { header: () => t('admin.staff.lastSeen'), sortFn: 'alphanumeric', cell: (info) => formatTime(info.getValue(), i18n.language) }),
    column.display({
      id: 'actions',
      header: () => t('admin.staff.actions'),
      cell: (info) => {
        const member = info.row.original;
        return (
          <MenuTrigger>
            <Button aria-label={t('admin.staff.menuFor', { name: member.name })} className="min-h-11 min-w-11 rounded border border-stone-400 px-3">
              ⋯
            </Button>
            <Popover className="rounded border border-stone-300 bg-white shadow-lg">
              <Menu className="p-1 outline-none" onAction={(key) => setPending({ kind: key as NonNullable<Pending>['kind'], member })}>
                <MenuItem id="role" className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200">
                  {t('admin.staff.changeRole')}
                </MenuItem>
                {member.state === 'disabled' ? (
                  <MenuItem id="enable" className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200">
                    {t('admin.staff.enable')}
                  </MenuItem>
                ) : (
                  <MenuItem id="disable" className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200">
                    {t('admin.staff.disable')}
                  </MenuItem>
                )}
                <MenuItem id="revoke" className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200">
                  {t('admin.staff.revoke')}
                </MenuItem>
                <MenuItem id="reset" className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200">
                  {t('admin.staff.resetEnrolment')}
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        );
      },
    }),
  ]);
  const table = useTable({ features, columns, data: members, initialState: { sorting: [] } });
  return (
    <>
      <div className="overflow-x-auto rounded border border-stone-300 bg-white">
        <table className="w-full min-w-[720px] border-collapse text-left">
          <thead className="bg-stone-200">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-3 py-2 font-semibold">
                      {header.column.getCanSort() ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex min-h-11 items-center gap-1 font-semibold">
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
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
                  <td key={cell.id} className="px-3 py-2 align-middle">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pending && <ActionDialog pending={pending} onClose={() => setPending(null)} />}
    </>
  );
}
