import { useTranslation } from 'react-i18next';
import type { Route } from './+types/audit';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';

export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'audit');
  return {};
}

export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminHead title={t('admin.nav.audit')} />
      <h1 className="text-2xl font-bold">{t('admin.nav.audit')}</h1>
    </>
  );
}
