import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/auth-layout';
import '../../locales/admin/index.ts';
import { locales } from '../../../common/locales.ts';
import { adminHeaders } from '../../lib/admin.server.ts';
import { signInLocale } from '../../lib/admin-locale.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';

export function loader({ request }: Route.LoaderArgs) {
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
