import '../../../common/zod-without-eval.ts';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import '../../locales/admin/index.ts';
import { can } from '../../../common/staff-roles.ts';
import { orderCounts } from '../../../server/modules/orders/orders.counts.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { AdminHead } from '../../components/admin/admin-head.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'dashboard');
  const counts = can(actor.role, 'orders') ? await orderCounts(getDeps(args.context).db) : null;
  return { locale: actor.locale, member: { name: actor.name, email: actor.email, role: actor.role, locale: actor.locale }, counts };
}

/** Admin pages are personal: never kept by a cache, never indexed (server/app.ts also says so for every /admin answer). */
export function headers() {
  return adminHeaders;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHead />
      <AdminShell member={loaderData.member} counts={loaderData.counts}>
        <Outlet />
      </AdminShell>
    </>
  );
}

/** A refused or failed admin page: a plain message in the admin's own look, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, message] =
    status === 403 ? [t('admin.errors.forbiddenTitle'), t('admin.errors.forbidden')] : status === 404 ? [t('admin.errors.notFoundTitle'), t('admin.errors.notFound')] : [t('admin.title'), t('admin.errors.generic')];
  return (
    <main id="admin-main" className="mx-auto max-w-xl p-6">
      <AdminHead title={title} />
      <h1 className="mb-3 text-2xl font-bold">{title}</h1>
      <p className="mb-4">{message}</p>
      <Link to="/admin" className="underline">
        {t('admin.errors.backHome')}
      </Link>
    </main>
  );
}
