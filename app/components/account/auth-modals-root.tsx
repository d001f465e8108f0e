import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authQueryParam, closeAuthModal, openAuthModal, useAuthModal, type AuthModal } from '../../state/auth-modal.ts';

const AuthModals = lazy(() => import('./auth-modals.tsx').then((module) => ({ default: module.AuthModals })));

const modalNames: readonly string[] = ['login', 'register', 'reset'] satisfies AuthModal[];

/**
 * In both layouts: mounts the account dialogs, whose code loads on the first opening. A new page
 * closes them; the query parameter opens one and is then taken out of the address.
 */
export function AuthModalsRoot() {
  const open = useAuthModal();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    closeAuthModal();
  }, [pathname]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const wanted = params.get(authQueryParam);
    if (!wanted || !modalNames.includes(wanted)) return;
    openAuthModal(wanted as AuthModal);
    params.delete(authQueryParam);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals open={open} />
    </Suspense>
  );
}
