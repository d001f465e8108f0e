import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { neutralPath } from '../../../common/paths.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useCheckoutOpen } from '../../lib/root-data.ts';
import { closeCartModal } from '../../state/cart-store.ts';

const shape = 'inline-flex min-h-12 items-center justify-center rounded px-4 text-center font-semibold';
const primary = `${shape} bg-olive-700 text-white hover:bg-olive-800`;
const secondary = `${shape} border border-olive-700 text-olive-700 hover:bg-olive-100`;
const unavailable = `${shape} cursor-not-allowed bg-line text-muted`;

/** A checkout link, or a plain close action when the shopper is already on that checkout page. */
function CheckoutLink({ to, label, className }: { to: string; label: string; className: string }) {
  const { t } = useTranslation();
  const here = neutralPath(useLocation().pathname) === to;
  if (here) {
    return (
      <button type="button" onClick={closeCartModal} className={className}>
        {t('cartModal.backToCheckout')}
      </button>
    );
  }
  return (
    <LocalizedLink to={to} className={className}>
      {label}
    </LocalizedLink>
  );
}

/**
 * The spec's delivery choice, for a cart with lines (an empty cart shows none): the Ukraine
 * checkout is disabled, with the reason, while a line has a stock alert; the international checkout is offered only
 * when the shop can take payment for it, else the shopper is told so here.
 */
export function CheckoutLinks({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  const promptId = useId();
  const reasonId = useId();
  const ukraineHere = neutralPath(useLocation().pathname) === '/checkout';
  const globalOpen = useCheckoutOpen('international');
  return (
    <div role="group" aria-labelledby={promptId}>
      <p id={promptId} className="font-semibold">
        {t('cartModal.chooseDelivery')}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {blocked && !ukraineHere ? (
          // oxlint-disable-next-line jsx-a11y/anchor-is-valid -- a link that cannot be followed yet has no href, and says why (aria-describedby)
          <a role="link" aria-disabled="true" aria-describedby={reasonId} className={unavailable}>
            {t('cartModal.checkoutUkraine')}
          </a>
        ) : (
          <CheckoutLink to="/checkout" label={t('cartModal.checkoutUkraine')} className={primary} />
        )}
        {globalOpen && <CheckoutLink to="/checkoutglobal" label={t('cartModal.checkoutGlobal')} className={secondary} />}
      </div>
      {!globalOpen && (
        <p className="mt-2 text-sm text-muted" data-global-unavailable="">
          {t('cartModal.globalUnavailable')}{' '}
          <LocalizedLink to="/contacts" className="font-semibold text-olive-700 underline underline-offset-2 hover:text-ink">
            {t('cartModal.contactUs')}
          </LocalizedLink>
        </p>
      )}
      {blocked && (
        <p id={reasonId} className="mt-2 text-sm text-danger">
          {t('cartModal.fixAlerts')}
        </p>
      )}
    </div>
  );
}
