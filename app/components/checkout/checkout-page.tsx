import '../../locales/checkout/index.ts';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckoutRegion, PaymentMethod, PlacedOrder } from '../../../common/checkout.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { useCartState } from '../../state/cart-store.ts';
import { forgetCart, loadCart } from '../../state/cart-actions.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { primaryButton } from '../account/form-field.tsx';
import { submitPaymentForm } from './place-order.ts';

// The steps (their fields, pickers and client-side checks, zod among them) render only once the
// browser has read the cart, never on the server: they load beside the cart, not before hydration.
const loadSteps = () => import('./checkout-steps.tsx');
const CheckoutSteps = lazy(() => loadSteps().then((module) => ({ default: module.CheckoutSteps })));

function EmptyCheckout({ notice }: { notice: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 max-w-xl space-y-4 rounded-lg bg-sand p-6">
      {notice && (
        <p role="alert" className="font-semibold text-danger">
          {notice}
        </p>
      )}
      <p>{t('checkout.empty')}</p>
      <LocalizedLink to="/" className={primaryButton}>
        {t('checkout.toHome')}
      </LocalizedLink>
    </div>
  );
}

/**
 * A checkout the shop cannot take payment for (abroad: no SWIFT details and no LiqPay keys): said
 * before the first step, with the ways on, rather than after the shopper has filled in two steps.
 */
function ClosedCheckout({ region }: { region: CheckoutRegion }) {
  const { t } = useTranslation();
  const link = 'inline-flex min-h-11 items-center font-semibold text-olive-700 underline underline-offset-4 hover:text-ink';
  return (
    <div className="mt-6 max-w-xl space-y-4 rounded-lg bg-sand p-6" data-checkout-closed="">
      <p role="alert" className="font-semibold text-danger">
        {t(region === 'international' ? 'checkout.closedGlobal' : 'checkout.noPaymentMethods')}
      </p>
      <p className="flex flex-wrap gap-x-6">
        <LocalizedLink to="/contacts" className={link}>
          {t('checkout.contactUs')}
        </LocalizedLink>
        {region === 'international' && (
          <LocalizedLink to="/checkout" className={link}>
            {t('checkout.toUkraine')}
          </LocalizedLink>
        )}
      </p>
    </div>
  );
}

/**
 * A checkout page: reads the cart, then shows the steps beside the order summary, an empty
 * state when there is nothing to order, or, once the order is placed, a note while the browser
 * goes on to LiqPay or the thank-you page.
 */
export function CheckoutPage({ region, title, paymentMethods }: { region: CheckoutRegion; title: string; paymentMethods: readonly PaymentMethod[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const { cart, lang: cartLang, status } = useCartState();
  const [read, setRead] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The steps are the page's heaviest render. Drawn from deferred copies of what was read, React
  // draws them in slices between the browser's other work, not in one long task as the cart comes.
  const current = useDeferredValue(cart && cartLang === lang ? cart : null);
  const cartRead = useDeferredValue(read);
  const cartStatus = useDeferredValue(status);

  useEffect(() => {
    let live = true;
    void loadSteps().catch(() => undefined);
    void loadCart(lang).finally(() => live && setRead(true));
    return () => {
      live = false;
    };
  }, [lang]);

  // Back from the payment page, a page kept in the browser's memory shows the cart as it is now.
  useEffect(() => {
    if (!placed) return;
    const onShow = (event: PageTransitionEvent) => event.persisted && window.location.reload();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [placed]);

  function onPlaced(order: PlacedOrder) {
    setPlaced(order);
    // The server has already deleted the cart.
    forgetCart();
    if (order.payment) return submitPaymentForm(order.payment);
    const url = new URL(order.thankyou_url, window.location.origin);
    if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`);
    else window.location.assign(url.href);
  }

  const loading = (
    <p role="status" className="mt-6 text-muted">
      {t('checkout.loadingCart')}
    </p>
  );
  let body;
  if (paymentMethods.length === 0) {
    body = <ClosedCheckout region={region} />;
  } else if (placed) {
    body = (
      <p role="status" className="mt-6 rounded-lg bg-olive-100 p-6 font-semibold">
        {t(placed.payment ? 'checkout.toPayment' : 'checkout.placed', { number: placed.number })}
      </p>
    );
  } else if (current && current.products.length > 0) {
    body = (
      <Suspense fallback={loading}>
        <CheckoutSteps region={region} cart={current} paymentMethods={paymentMethods} onPlaced={onPlaced} onCartGone={setNotice} />
      </Suspense>
    );
  } else if (!cartRead || (cartStatus === 'loading' && !current)) {
    body = loading;
  } else if (cartStatus === 'failed') {
    body = (
      <p role="alert" className="mt-6 flex flex-wrap items-center gap-3">
        {t('checkout.cartFailed')}
        <button type="button" onClick={() => void loadCart(lang)} className="min-h-11 rounded border border-olive-700 px-4 font-semibold text-olive-700 hover:bg-olive-100">
          {t('checkout.retry')}
        </button>
      </p>
    );
  } else {
    body = <EmptyCheckout notice={notice} />;
  }

  return (
    // At least a screen tall: the cart is read after hydration, and whatever comes then (the steps,
    // an empty cart) grows below the fold instead of moving the footer on screen.
    <main id="main" className="container-page min-h-svh py-8 md:py-12">
      <PageHeading>{title}</PageHeading>
      {body}
    </main>
  );
}
