import { Outlet, isRouteErrorResponse, useRouteError, type MetaFunction } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../components/layout/language-switcher.tsx';
import { Logo } from '../components/layout/logo.tsx';
import { Copyright } from '../components/layout/copyright.tsx';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { AuthModalsRoot } from '../components/account/auth-modals-root.tsx';
import { errorMeta } from '../lib/meta.ts';
import { useChunkErrorReload } from '../lib/chunk-reload.ts';

/** Confirm layout (token links): the page, a language switcher, the copyright and the login modal. */
function ConfirmShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-sand">
      <header className="container-page flex items-center justify-between py-4">
        <Logo variant="dark" />
        <nav aria-label={t('layout.languageNav')}>
          <LanguageSwitcher />
        </nav>
      </header>
      <div className="flex flex-1 items-start justify-center px-4 py-10">{children}</div>
      <footer className="container-page py-6 text-center text-sm text-muted">
        <Copyright />
      </footer>
      <div id="login-modal-root">
        <AuthModalsRoot />
      </div>
    </div>
  );
}

export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export default function ConfirmLayout() {
  return (
    <ConfirmShell>
      <Outlet />
    </ConfirmShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useChunkErrorReload(error);
  return (
    <ConfirmShell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </ConfirmShell>
  );
}
