import { useState } from 'react';

/**
 * A side panel whose code is fetched on the first hint of interest (pointer over or focus on its
 * trigger) and mounted on the first open, so pages ship without it.
 */
export function useLazyPanel(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    open,
    setOpen,
    /** Mount the panel once it has been opened; it then stays mounted to animate closing. */
    used,
    triggerProps: {
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      'aria-haspopup': 'dialog' as const,
    },
  };
}
