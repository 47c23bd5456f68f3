import { useState } from 'react';

export interface Panel {
  open: boolean;
  /** Opened at least once: its (lazily loaded) code is mounted and may animate closed. */
  mounted: boolean;
  show: () => void;
  hide: () => void;
}

/** Open state of a dialog or drawer whose code loads on first use. */
export function usePanel(): Panel {
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
