import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/auth-layout';
import '../../locales/admin/index.ts';
import { locales } from '../../../common/locales.ts';
import { adminHeaders } from '../../lib/admin.server.ts';
import { signInLocale } from '../../lib/admin-locale.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { setPasswordLinkHolder } from '../../../server/modules/staff/staff.enrolment.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';

/** `?lang=`, else (on an invitation link) the invitee's language, else the browser's. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const chosen = new URL(request.url).searchParams.get('lang');
  if (!chosen && params.token && /^[A-Za-z0-9_-]{16,128}$/.test(params.token)) {
    const holder = await setPasswordLinkHolder(getDeps(context), { token: params.token });
    if (holder) return { locale: holder.locale };
  }
  return { locale: signInLocale(request) };
}

export function headers() {
  return adminHeaders;
}

/** The sign-in steps' frame: the back office's name, a language choice and one card. */
export default function AdminAuthLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <div className="flex min-h-screen flex-col items-center bg-stone-100 px-4 py-8 text-stone-900">
      <AdminHead />
      <header className="mb-6 flex w-full max-w-md items-center justify-between">
        <p className="text-lg font-bold">{t('admin.shopName')}</p>
        <nav aria-label={t('admin.language')}>
          <ul className="flex gap-2">
            {locales.map((locale) => {
              query.set('lang', locale);
              return (
                <li key={locale}>
                  <Link to={`${pathname}?${query.toString()}`} lang={locale} aria-current={locale === loaderData.locale ? 'true' : undefined} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold underline">
                    {t(`admin.languageNames.${locale}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="admin-main" className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <Outlet />
      </main>
    </div>
  );
}
