import { useEffect } from 'react';

/** Class on <html> that app.css turns into `overflow: hidden` on the page. */
export const scrollLockedClass = 'scroll-locked';

let holders = 0;

/**
 * Locks page scroll until the returned release function is called. Counted, so the mobile menu
 * and a modal opened from it can both hold the lock and the page unlocks only after the last one.
 */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  holders += 1;
  document.documentElement.classList.add(scrollLockedClass);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) document.documentElement.classList.remove(scrollLockedClass);
  };
}

/** Holds the scroll lock while `active` is true. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);
}
