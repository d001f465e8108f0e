import { forwardRef, useEffect, useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../common/paths.ts';
import { useLocale } from './root-data.ts';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/**
 * Links prefetch on intent once the browser has been idle (at most 2 s after load), and never
 * on save-data or 2g connections.
 */
function usePrefetchMode(): 'intent' | 'none' {
  const [mode, setMode] = useState<'intent' | 'none'>('none');
  useEffect(() => {
    const enable = () => setMode(prefetchAllowed() ? 'intent' : 'none');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(enable, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(enable, 2000);
    return () => clearTimeout(handle);
  }, []);
  return mode;
}

export type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a locale-neutral path ("/contacts") in the page's language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const locale = useLocale();
  const prefetch = usePrefetchMode();
  if (/^https?:\/\//.test(to) || to.startsWith('mailto:') || to.startsWith('tel:')) {
    return <a ref={ref} href={to} {...props} />;
  }
  return <Link ref={ref} to={localizePath(to, locale)} prefetch={prefetch} {...props} />;
});

/** Builds a link in the page's language for use outside JSX (navigate, redirects). */
export function useLocalizePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
