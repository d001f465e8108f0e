import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigation is silent for screen readers: after each one, the new page's title is
 * read out (not on the first load, which the browser announces itself).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The <title> is updated in the same commit; read it once the browser has applied it.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </div>
  );
}
