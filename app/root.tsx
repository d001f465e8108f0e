import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { inlineStylesheet } from './lib/inline-stylesheet.ts';
import { localeOfPath } from '../common/paths.ts';
import { getI18n } from './lib/i18n.ts';
import { loadPageMessages, messageLocalesOf, pageMessagesUrls, type MessageArea, type MessagesHandle } from './lib/page-messages.ts';
import { useRootData, type RootLoaderData } from './lib/root-data.ts';
import { loadRootData } from './root.server.ts';
import { storageUrl } from './lib/media.ts';
import { clientFlagsScript } from './lib/client-flags.ts';
import { useNonce } from './lib/nonce.ts';
import { PrefetchModeProvider } from './lib/links.tsx';
import { ChunkPreloadReload, useChunkErrorReload } from './lib/chunk-reload.ts';
import { ProgressBar } from './components/layout/progress-bar.tsx';
import { RouteAnnouncer } from './components/layout/route-announcer.tsx';
import { ErrorPage } from './components/layout/error-page.tsx';
import { useAccountSync } from './state/account.ts';
import { useAnalytics } from './lib/analytics.ts';
import { useCurrencyCookie } from './state/currency.ts';

// Built pages carry the stylesheet inline (see Layout); the development server keeps the file,
// which it reloads on every change.
export const links: Route.LinksFunction = () => (import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []);

export function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
  return loadRootData({ request, context });
}

/** In the browser, a change of language fetches that language's messages beside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPageMessages(messageLocalesOf(new URL(request.url).pathname))]);
  return data;
}

/** Header and footer data change only with the language, not on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

function imageType(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase();
  return extension === 'svg' ? 'image/svg+xml' : extension === 'ico' ? 'image/x-icon' : `image/${extension === 'jpg' ? 'jpeg' : extension}`;
}

/** The back office's pages speak the member's language (its layouts' `locale`), not the path's. */
function useAdminLocale() {
  const match = useMatches().find((entry) => entry.id === 'admin-layout' || entry.id === 'admin-auth-layout');
  const locale = (match?.loaderData as { locale?: unknown } | undefined)?.locale;
  return locale === 'uk' || locale === 'en' ? locale : null;
}

/** The message areas the matched routes' pages show (their `handle`). */
function useMessageAreas(): MessageArea[] {
  return [...new Set(useMatches().flatMap((match) => (match.handle as MessagesHandle | undefined)?.messageAreas ?? []))];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const pathLocale = localeOfPath(pathname);
  const locale = useAdminLocale() ?? pathLocale;
  const favicon = useRootData()?.settings?.favicon;
  const nonce = useNonce();
  const messageAreas = useMessageAreas();
  return (
    // The inline flags script and scroll lock set classes on <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f3a23" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: clientFlagsScript }} />
        {favicon && <link rel="icon" type={imageType(favicon)} href={storageUrl(favicon)} />}
        <Meta />
        {!import.meta.env.DEV && <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineStylesheet }} />}
        <Links />
        {/* The page hydrates once these are in (app/lib/page-messages.ts). */}
        {pageMessagesUrls(messageLocalesOf(pathname), messageAreas).map((url) => (
          <link key={url} rel="preload" as="fetch" crossOrigin="anonymous" href={url} />
        ))}
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        <I18nextProvider i18n={getI18n(locale)}>
          <PrefetchModeProvider>{children}</PrefetchModeProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useAccountSync();
  useAnalytics();
  useCurrencyCookie();
  useEffect(() => {
    // Tests and tooling wait for this before interacting.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ChunkPreloadReload />
      <ProgressBar />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useChunkErrorReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <title>{status === 404 ? t('notFound.title') : t('errorPage.title')}</title>
      <ErrorPage status={status} />
    </>
  );
}
