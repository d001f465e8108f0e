import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { locales } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';
import type { OrderCounts } from '../../../common/admin-orders.ts';
import { AdminNav } from './admin-nav.tsx';

export interface ShellMember {
  name: string;
  email: string;
  role: StaffRole;
  locale: 'uk' | 'en';
}

/** Counts of orders waiting for the shop, linked to the lists that show them. */
function OrderCountsBox({ counts }: { counts: OrderCounts }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admin.counts.label')} className="mt-6 rounded border border-white/20 p-3 text-sm">
      <h2 className="mb-1 font-semibold text-stone-300">{t('admin.counts.label')}</h2>
      <ul className="flex flex-col gap-1">
        <li>
          <Link className="text-white underline" to="/admin/orders?status=new">
            {t('admin.counts.new', { count: counts.new })}
          </Link>
        </li>
        <li>
          <Link className="text-white underline" to="/admin/orders?payment=unpaid">
            {t('admin.counts.unpaid', { count: counts.unpaid })}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The other languages, as buttons that save the member's choice. */
function LanguageSwitch({ current }: { current: 'uk' | 'en' }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/admin/locale" className="flex items-center gap-2" aria-label={t('admin.language')}>
      <input type="hidden" name="next" value={pathname + search} />
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <button key={locale} type="submit" name="locale" value={locale} lang={locale} className="min-h-11 rounded px-2 text-sm font-semibold underline md:min-h-8">
            {t(`admin.languageNames.${locale}`)}
          </button>
        ))}
    </Form>
  );
}

function SignOut() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/admin/sign-out">
      <button type="submit" className="min-h-11 rounded border border-current px-3 text-sm font-semibold md:min-h-8">
        {t('admin.signOut')}
      </button>
    </Form>
  );
}

/**
 * The back office's own frame: a bar with the member, language and sign-out; the sections on the
 * left from 768 px, behind a "Menu" disclosure on a phone (works without JavaScript).
 */
export function AdminShell({ member, counts, children }: { member: ShellMember; counts: OrderCounts | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-stone-100 text-stone-900">
      <a href="#admin-main" className="sr-only z-[90] rounded bg-stone-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        {t('admin.skipToContent')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-stone-900 px-4 py-2 text-white">
        <Link to="/admin" className="text-lg font-bold">
          {t('admin.shopName')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {t('admin.signedInAs', { name: member.name })} · {t(`admin.roles.${member.role}`)}
          </p>
          <LanguageSwitch current={member.locale} />
          <SignOut />
        </div>
      </header>
      <div className="md:flex">
        <details className="bg-stone-800 text-white md:hidden">
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold">{t('admin.menu')}</summary>
          <div className="px-3 pb-4">
            <AdminNav role={member.role} />
            {counts && <OrderCountsBox counts={counts} />}
          </div>
        </details>
        <aside className="hidden w-60 shrink-0 bg-stone-800 p-3 text-white md:block md:min-h-[calc(100vh-3rem)]">
          <AdminNav role={member.role} />
          {counts && <OrderCountsBox counts={counts} />}
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
