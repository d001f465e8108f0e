import type { KeyboardEvent } from 'react';

/** Steps through the pictures with ArrowLeft and ArrowRight. */
export function arrowStep(event: KeyboardEvent, move: (delta: number) => void) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  event.preventDefault();
  move(event.key === 'ArrowLeft' ? -1 : 1);
}
