import { useState } from 'react';

/**
 * Open state of a lazily loaded dialog: `mounted` turns true on the first opening and stays so,
 * so the dialog's code loads only when wanted and it can close (and give focus back) normally.
 */
export function useDialogState() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
