import { createContext, forwardRef, startTransition, use, useEffect, useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../common/paths.ts';
import { useLocale } from './root-data.ts';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

type PrefetchMode = 'intent' | 'none';

const PrefetchModeContext = createContext<PrefetchMode>('none');

/**
 * Decides once per page load whether links prefetch on intent: when the browser is first idle (at
 * most 2 s after hydration), and never on save-data or 2g. The decision reaches the links as a
 * transition, so React re-renders the page's hundred-odd links in slices between other work: as
 * one synchronous update it was a task of 8-21 ms right after hydration (four times that on a
 * mid-range phone).
 */
export function PrefetchModeProvider({ children }: { children: React.ReactNode }) {
  const [mode, setMode] = useState<PrefetchMode>('none');
  useEffect(() => {
    const decide = () => startTransition(() => setMode(prefetchAllowed() ? 'intent' : 'none'));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(decide, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(decide, 2000);
    return () => clearTimeout(handle);
  }, []);
  return <PrefetchModeContext value={mode}>{children}</PrefetchModeContext>;
}

export type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

const isOutsideLink = (to: string) => /^https?:\/\//.test(to) || to.startsWith('mailto:') || to.startsWith('tel:');

/** In the browser: the router's link, which navigates in place and prefetches on intent (PrefetchModeProvider). */
const BrowserLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const locale = useLocale();
  const prefetch = use(PrefetchModeContext);
  if (isOutsideLink(to)) {
    // oxlint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in props (children)
    return <a ref={ref} href={to} {...props} />;
  }
  return <Link ref={ref} to={localizePath(to, locale)} prefetch={prefetch} {...props} />;
});

/** An absolute path the router's link keeps as written: no doubled or back slashes, no dot segments, no empty query or hash. */
function keptAsWritten(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  return to.startsWith('/') && !/\/\/|\\|(^|\/)\.\.?(\/|$)/.test(pathname) && !/[?#]$|\?#/.test(to);
}

/**
 * On the server: the anchor the router's link renders for an absolute path, written directly.
 * What the router's link adds (navigating in place, prefetching) happens only in the browser, yet
 * its hooks cost a product page (about a hundred links) a twentieth of its rendering time and a
 * tenth of what it allocated. Exported for its test; pages use LocalizedLink.
 */
export function ServerLink({ to, discover = 'render', ...props }: LocalizedLinkProps) {
  const locale = useLocale();
  const {
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...anchor
  } = props;
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in props (children)
  if (isOutsideLink(to)) return <a href={to} target={target} {...anchor} />;
  if (!keptAsWritten(to)) return <Link to={localizePath(to, locale)} discover={discover} {...props} />;
  // In the router's attribute order, so that both write the same bytes.
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in props (children)
  return <a {...anchor} href={localizePath(to, locale)} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

/** A link to a locale-neutral path ("/contacts") in the page's language. */
export const LocalizedLink = import.meta.env.SSR ? ServerLink : BrowserLink;

/** Builds a link in the page's language for use outside JSX (navigate, redirects). */
export function useLocalizePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
