import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/audit';
import { auditFilterSchema } from '../../../common/audit.ts';
import { translator } from '../../../common/i18n.ts';
import { auditFacets, listAudit } from '../../../server/modules/audit/audit.list.ts';
import { listStaff } from '../../../server/modules/staff/staff.list.ts';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminSelect } from '../../components/admin/admin-select.tsx';
import { AuditTable } from '../../components/admin/audit-table.tsx';

/** The same query as GET /api/admin/audit; a filter that does not parse is dropped with a note. */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'audit');
  const { db } = getDeps(args.context);
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  const parsed = auditFilterSchema.safeParse(query);
  const filter = parsed.success ? parsed.data : auditFilterSchema.parse({});
  const [page, facets, members] = await Promise.all([listAudit(db, filter), auditFacets(db), listStaff(db)]);
  return {
    page,
    facets,
    members: members.map((member) => ({ id: member.id, name: member.name, email: member.email })),
    filter: parsed.success ? query : {},
    invalid: parsed.success ? null : translator(actor.locale)('validations.invalid'),
  };
}

function TextInput({ name, label, type = 'text', defaultValue }: { name: string; label: string; type?: 'text' | 'date'; defaultValue?: string }) {
  return (
    <div className="mb-4 flex flex-col gap-1">
      <label htmlFor={`audit-${name}`} className="font-medium">
        {label}
      </label>
      <input id={`audit-${name}`} name={name} type={type} defaultValue={defaultValue} className="min-h-11 rounded border border-stone-400 px-3 py-2" />
    </div>
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, facets, members, filter, invalid } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / page.perPage));
  const pageLink = (to: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(to));
    return `?${params.toString()}`;
  };
  const any = (label: string) => ({ value: '', label });
  return (
    <>
      <AdminHead title={t('admin.audit.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.audit.title')}</h1>
      <p className="mb-4 text-stone-700">{t('admin.audit.intro')}</p>
      {invalid && (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {invalid}
        </p>
      )}
      <Form method="get" className="mb-6 rounded border border-stone-300 bg-white p-4" aria-labelledby="audit-filters">
        <h2 id="audit-filters" className="mb-3 text-lg font-semibold">
          {t('admin.audit.filters')}
        </h2>
        <div className="grid gap-x-4 sm:grid-cols-2 xl:grid-cols-3">
          <AdminSelect label={t('admin.audit.member')} name="staff_id" defaultValue={filter.staff_id ?? ''} options={[any(t('admin.audit.anyMember')), ...members.map((member) => ({ value: String(member.id), label: `${member.name} (${member.email})` }))]} />
          <AdminSelect label={t('admin.audit.action')} name="action" defaultValue={filter.action ?? ''} options={[any(t('admin.audit.anyAction')), ...facets.actions.map((action) => ({ value: action, label: action }))]} />
          <AdminSelect label={t('admin.audit.entityType')} name="entity_type" defaultValue={filter.entity_type ?? ''} options={[any(t('admin.audit.anyEntity')), ...facets.entityTypes.map((type) => ({ value: type, label: type }))]} />
          <TextInput name="entity_id" label={t('admin.audit.entityId')} defaultValue={filter.entity_id} />
          <TextInput name="from" type="date" label={t('admin.audit.from')} defaultValue={filter.from} />
          <TextInput name="to" type="date" label={t('admin.audit.to')} defaultValue={filter.to} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="min-h-11 rounded bg-stone-900 px-5 font-semibold text-white">
            {t('admin.audit.apply')}
          </button>
          <Link to="/admin/audit" className="underline">
            {t('admin.audit.reset')}
          </Link>
        </div>
      </Form>
      <p className="mb-2">{t('admin.audit.total', { count: page.total })}</p>
      {page.entries.length === 0 ? <p>{t('admin.audit.empty')}</p> : <AuditTable entries={page.entries} />}
      <nav aria-label={t('admin.audit.pagination')} className="mt-4 flex flex-wrap items-center gap-4">
        {page.page > 1 && (
          <Link to={pageLink(page.page - 1)} className="underline">
            {t('admin.audit.previous')}
          </Link>
        )}
        <span>{t('admin.audit.page', { page: page.page, pages })}</span>
        {page.page < pages && (
          <Link to={pageLink(page.page + 1)} className="underline">
            {t('admin.audit.next')}
          </Link>
        )}
      </nav>
    </>
  );
}
