import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localeOfPath } from '../../../common/paths.ts';
import { closeCartModal, syncSummaryFromStorage, useCartModalOpen, useCartState } from '../../state/cart-store.ts';
import { refreshCartCount } from '../../state/cart-actions.ts';
import { useTrack } from '../../lib/analytics.ts';

const loadModal = () => import('./cart-modal.tsx');
const CartModal = lazy(() => loadModal().then((module) => ({ default: module.CartModal })));

/** Starts fetching the modal's code, e.g. while an add is on its way to the server. */
export function preloadCartModal() {
  void loadModal();
}

/** The spec: the header total is recalculated every 500 ms for the first 2 s after mount. */
export const summaryRecheckMs = 500;
export const summaryRecheckForMs = 2000;

/**
 * Always in the default layout: keeps the header's cart numbers current (each route change asks
 * the server for the count) and mounts the cart modal, whose code loads on the first opening.
 */
export function CartModalRoot() {
  const open = useCartModalOpen();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const { pathname } = useLocation();
  const { cart, status } = useCartState();
  useTrack('view_cart', open && cart?.products.length && status === 'idle' ? { lines: cart.products } : null, open);

  useEffect(() => {
    // The spec: navigating clears the cart modal.
    closeCartModal();
    // Asked after the page's own effects (a task later), so a page that reads the whole cart
    // (the checkout) spares the count, and hydration's last task does not carry the request.
    const timer = setTimeout(() => void refreshCartCount(localeOfPath(pathname)), 0);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const timer = setInterval(syncSummaryFromStorage, summaryRecheckMs);
    const stop = setTimeout(() => clearInterval(timer), summaryRecheckForMs);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartModal open={open} />
    </Suspense>
  );
}
