import { useEffect } from 'react';

const reloadedAtKey = 'chunkReloadAt';
const minute = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(message);
}

/** After a deploy old chunks vanish: reload once, but never more than once a minute. */
export function reloadForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - last < minute) return false;
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** In an error boundary: a failed code chunk reloads the page (at most once a minute). */
export function useChunkErrorReload(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
}
