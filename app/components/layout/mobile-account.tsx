import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';
import { openAuthModal } from '../../state/auth-modal.ts';
import { useSessionUser } from '../../state/session.ts';
import { useSignOut } from '../account/use-sign-out.ts';
import { UserIcon } from '../ui/icons.tsx';

const cellClass = 'flex min-h-12 w-full items-center gap-2 px-5 text-left font-medium hover:bg-sand';

/**
 * The mobile menu's account cells: sign-in and registration, or the cabinet and sign-out.
 * `data-menu-close` tells the menu to close before a dialog opens over it.
 */
export function MobileAccount({ wishlist }: { wishlist: ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { busy, signOut } = useSignOut();
  return (
    <ul className="grid grid-cols-2 border-b border-line">
      <li className="border-r border-line">
        {user ? (
          <LocalizedLink to="/cabinet" className={cellClass}>
            <UserIcon size={20} className="shrink-0 text-olive-700" />
            <span className="truncate">{t('header.account')}</span>
          </LocalizedLink>
        ) : (
          <button type="button" data-menu-close="" aria-haspopup="dialog" onClick={() => openAuthModal('login')} className={cellClass}>
            <UserIcon size={20} className="shrink-0 text-olive-700" />
            {t('header.login')}
          </button>
        )}
      </li>
      <li>{wishlist}</li>
      <li className="col-span-2 border-t border-line">
        {user ? (
          <button type="button" data-menu-close="" onClick={signOut} aria-disabled={busy || undefined} className={`${cellClass} text-danger`}>
            {t('header.logout')} <span className="truncate text-sm font-normal text-muted">({user.name})</span>
          </button>
        ) : (
          <button type="button" data-menu-close="" aria-haspopup="dialog" onClick={() => openAuthModal('register')} className={cellClass}>
            {t('header.register')}
          </button>
        )}
      </li>
    </ul>
  );
}
