import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SessionUserView } from '../../../common/account.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useSignOut } from '../account/use-sign-out.ts';
import { cabinetSections } from '../cabinet/cabinet-sections.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { UserIcon } from '../ui/icons.tsx';

const itemClass = 'flex min-h-11 w-full items-center rounded px-3 text-left text-sm font-semibold hover:bg-sand';

/** The signed-in user's block in the header: a disclosure with the cabinet's sections and sign-out. */
export function AccountMenu({ user, buttonClassName }: { user: SessionUserView; buttonClassName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const { busy, signOut } = useSignOut();
  useDismiss(open, containerRef, () => setOpen(false), buttonRef);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.userMenu', { name: user.name })}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
        data-account-menu=""
      >
        <UserIcon />
        <span className="hidden max-w-32 truncate text-sm font-semibold xl:inline-block" aria-hidden="true">
          {user.name}
        </span>
      </button>
      <div id={panelId} hidden={!open} className="absolute right-0 top-full z-40 mt-2 w-64 rounded-lg border border-line bg-white p-2 text-ink shadow-xl">
        <p className="px-3 pb-2 pt-1 text-sm">
          <span className="block truncate font-bold">{user.name}</span>
          <span className="block truncate text-muted">{user.email}</span>
        </p>
        <ul className="border-t border-line pt-1">
          {cabinetSections.map((section) => (
            <li key={section.path}>
              <LocalizedLink to={section.path} onClick={() => setOpen(false)} className={itemClass}>
                {t(section.key)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <button type="button" onClick={signOut} aria-disabled={busy || undefined} className={`${itemClass} mt-1 border-t border-line text-danger aria-disabled:cursor-wait`}>
          {t('header.logout')}
        </button>
      </div>
    </div>
  );
}
