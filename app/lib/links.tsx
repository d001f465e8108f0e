import { forwardRef, useSyncExternalStore, type ComponentProps } from 'react';
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
let prefetchMode: PrefetchMode = 'none';
let decided = false;
const listeners = new Set<() => void>();

/** Decides once per page load, when the browser is first idle (at most 2 s after hydration). */
function subscribeToPrefetchMode(listener: () => void) {
  listeners.add(listener);
  if (!decided) {
    decided = true;
    const decide = () => {
      prefetchMode = prefetchAllowed() ? 'intent' : 'none';
      listeners.forEach((notify) => notify());
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(decide, { timeout: 2000 });
    else setTimeout(decide, 2000);
  }
  return () => listeners.delete(listener);
}

/** Links prefetch on intent once the browser has been idle, and never on save-data or 2g. */
function usePrefetchMode(): PrefetchMode {
  return useSyncExternalStore(subscribeToPrefetchMode, () => prefetchMode, () => 'none');
}

export type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a locale-neutral path ("/contacts") in the page's language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const locale = useLocale();
  const prefetch = usePrefetchMode();
  if (/^https?:\/\//.test(to) || to.startsWith('mailto:') || to.startsWith('tel:')) {
    // oxlint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in props (children)
    return <a ref={ref} href={to} {...props} />;
  }
  return <Link ref={ref} to={localizePath(to, locale)} prefetch={prefetch} {...props} />;
});

/** Builds a link in the page's language for use outside JSX (navigate, redirects). */
export function useLocalizePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
