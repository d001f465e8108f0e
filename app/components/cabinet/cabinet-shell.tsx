import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizePath } from '../../lib/links.tsx';
import { useSignOut } from '../account/use-sign-out.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { cabinetSections } from './cabinet-sections.ts';

const itemClass =
  'flex min-h-11 w-full items-center rounded px-3 text-left font-semibold hover:bg-sand aria-[current=page]:bg-olive-800 aria-[current=page]:text-white';

/** The cabinet's sections and sign-out, beside every cabinet page. */
function CabinetNav() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { busy, signOut } = useSignOut();
  return (
    <nav aria-label={t('cabinet.navLabel')} className="self-start rounded-lg border border-line p-2">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {cabinetSections.map((section) => (
          <li key={section.path}>
            <NavLink to={localize(section.path)} end className={itemClass}>
              {t(section.key)}
            </NavLink>
          </li>
        ))}
        <li className="lg:mt-1 lg:border-t lg:border-line lg:pt-1">
          <button type="button" onClick={signOut} aria-disabled={busy || undefined} className={`${itemClass} text-danger aria-disabled:cursor-wait`}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** A cabinet page: the nav on the side (on top on phones), the page's heading and content. */
export function CabinetShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="container-page py-8">
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10">
        <CabinetNav />
        <div className="min-w-0">
          <PageHeading>{title}</PageHeading>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
