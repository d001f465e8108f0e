import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

const reloadedAtKey = 'chunkReloadAt';
const minute = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(message);
}

/**
 * After a deploy old chunks vanish: load the page the shopper was going to (by default the one
 * shown, which after a failed navigation is already its target) from the server, but never more
 * than once a minute (spec §8), so a chunk that stays missing shows the error page instead of a loop.
 */
export function reloadForChunkError(target?: string): boolean {
  const url = new URL(target ?? window.location.href, window.location.href);
  // A target is a path of this shop; "//other.example" would resolve to another site.
  if (url.origin !== window.location.origin) return false;
  try {
    const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - last < minute) return false;
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  } catch {
    return false;
  }
  if (url.href === window.location.href) window.location.reload();
  else window.location.assign(url.href);
  return true;
}

/**
 * In an error boundary: a code chunk that failed to load reloads the page (at most once a minute).
 * A route module that fails during a navigation lands here too, with the URL already the target
 * (vite.config.ts turns React Router's own reload of the old page into a route error).
 */
export function useChunkErrorReload(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
}

/**
 * Vite's preload helper reports a lazy part's chunk that failed to load (also where no error
 * boundary sees it); during a navigation the page to load is the one being navigated to. The
 * import still fails, so nothing renders a module that never came.
 */
export function ChunkPreloadReload(): null {
  const navigation = useNavigation();
  const pending = useRef<string | undefined>(undefined);
  const { location } = navigation;
  const target = location ? `${location.pathname}${location.search}${location.hash}` : undefined;
  useEffect(() => {
    pending.current = target;
  }, [target]);
  useEffect(() => {
    const onPreloadError = () => void reloadForChunkError(pending.current);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
