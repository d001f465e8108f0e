import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';
import { openAuthModal } from '../../state/auth-modal.ts';
import { useSessionUser } from '../../state/session.ts';
import { useMoney } from '../../state/currency.ts';
import { CartIcon, HeartIcon, UserIcon } from '../ui/icons.tsx';
import { openCartModal, useCartSummary, useWishlistCount } from './header-counters.ts';
import { AccountMenu } from './account-menu.tsx';

const iconButton =
  'relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-1.5 hover:bg-current/8';

function Badge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute -right-2.5 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold leading-none ${
        count > 0 ? 'bg-coyote text-ink' : 'bg-line text-muted'
      }`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Signed out: sign-in and registration (each opens its dialog); signed in: the user's menu. */
export function AccountLink() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user) return <AccountMenu user={user} buttonClassName={iconButton} />;
  return (
    <div className="flex items-center gap-1">
      <button type="button" aria-haspopup="dialog" onClick={() => openAuthModal('login')} className={iconButton}>
        <UserIcon />
        <span className="sr-only text-sm font-semibold xl:not-sr-only">{t('header.login')}</span>
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAuthModal('register')}
        className="hidden min-h-11 items-center rounded px-1.5 text-sm font-semibold hover:bg-current/8 xl:inline-flex"
      >
        {t('header.register')}
      </button>
    </div>
  );
}

export function WishlistLink() {
  const { t } = useTranslation();
  const count = useWishlistCount();
  return (
    <LocalizedLink to="/wishlist" className={iconButton} aria-label={t('header.wishlistCount', { count })}>
      <span className="relative inline-flex">
        <HeartIcon />
        <Badge count={count} />
      </span>
    </LocalizedLink>
  );
}

export function CartButton() {
  const { t } = useTranslation();
  const { count, total } = useCartSummary();
  const totalText = useMoney()(total);
  const empty = count <= 0;
  return (
    <button
      type="button"
      aria-disabled={empty || undefined}
      onClick={() => {
        if (!empty) openCartModal();
      }}
      className={`${iconButton} aria-disabled:cursor-default lg:gap-4 lg:pr-2`}
    >
      <span className="relative inline-flex">
        <CartIcon />
        <Badge count={count} />
      </span>
      <span className="sr-only">{empty ? t('header.cartEmpty') : t('header.cartSummary', { count, total: totalText })}</span>
      <span className="hidden flex-col items-start text-left leading-tight lg:flex" aria-hidden="true">
        <span className="text-xs opacity-80">{t('header.cart')}</span>
        <span className="text-sm font-bold">{totalText}</span>
      </span>
    </button>
  );
}

/** Account, wishlist and cart, at the right of the main header bar. */
export function HeaderActions({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-0.5 sm:gap-1 ${className}`} aria-label={t('header.actions')}>
      <li className="hidden sm:block">
        <AccountLink />
      </li>
      <li>
        <WishlistLink />
      </li>
      <li>
        <CartButton />
      </li>
    </ul>
  );
}
