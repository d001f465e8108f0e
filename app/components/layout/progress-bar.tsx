import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const showAfterMs = 200;
const durationMs = 5000;

/** Top progress bar: appears only when a navigation takes longer than 200 ms. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] origin-left bg-coyote"
      style={{
        transform: visible ? 'scaleX(0.9)' : 'scaleX(0)',
        opacity: visible ? 1 : 0,
        transition: visible ? `transform ${durationMs}ms cubic-bezier(0.1, 0.7, 0.2, 1)` : 'opacity 200ms ease',
      }}
    />
  );
}
