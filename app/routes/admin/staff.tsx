import { useTranslation } from 'react-i18next';
import type { Route } from './+types/staff';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';

export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'staff');
  return {};
}

export default function StaffPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminHead title={t('admin.nav.staff')} />
      <h1 className="text-2xl font-bold">{t('admin.nav.staff')}</h1>
    </>
  );
}
