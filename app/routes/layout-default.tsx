import { isRouteErrorResponse, Outlet, useRouteError, type MetaFunction } from 'react-router';
import type { ReactNode } from 'react';
import { PromoBar } from '../components/layout/promo-bar.tsx';
import { Header } from '../components/layout/header.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { CookieNotice } from '../components/layout/cookie-notice.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { CartModalRoot } from '../components/cart/cart-modal-root.tsx';
import { AuthModalsRoot } from '../components/account/auth-modals-root.tsx';
import { errorMeta } from '../lib/meta.ts';
import { useChunkErrorReload } from '../lib/chunk-reload.ts';
import { useRootData } from '../lib/root-data.ts';
import { SharedMarkup } from '../lib/shared-markup.tsx';

/** Default layout: promo bar, header, page, footer, cart modal, account dialogs, cookie notice. */
function DefaultShell({ children }: { children: ReactNode }) {
  const settings = useRootData()?.settings;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SharedMarkup owner={settings} name="promo-bar">
        <PromoBar />
      </SharedMarkup>
      <Header />
      <div className="flex-1">{children}</div>
      <Footer />
      <CartModalRoot />
      <AuthModalsRoot />
      <SharedMarkup owner={settings} name="cookie-notice">
        <CookieNotice />
      </SharedMarkup>
    </div>
  );
}

/** Pages set their own meta; this one speaks only when a page failed or was not found. */
export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

/** A page that fails or is not found still shows the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  useChunkErrorReload(error);
  return (
    <DefaultShell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </DefaultShell>
  );
}
