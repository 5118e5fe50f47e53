import { TOASTS } from '@campus-threads/contract';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { markToasterReady } from '@/lib/notify';
import { startStuckToastSweeps } from '@/lib/stuck-toasts';

/** sonner's Toaster as the shop places it, with the stuck-toast sweeps; loaded with the first toast. */
export function ReadyToaster() {
  useEffect(() => {
    // Let sonner subscribe to its store before the first toast is pushed.
    const t = window.setTimeout(markToasterReady, 0);
    const stopSweeps = startStuckToastSweeps(toast);
    return () => {
      window.clearTimeout(t);
      stopSweeps();
    };
  }, []);
  return (
    <Toaster
      // Below the page, never over the header's cart badge or a dialog's close button.
      position="bottom-right"
      closeButton
      richColors
      visibleToasts={TOASTS.maxVisible}
      duration={TOASTS.defaultMs}
    />
  );
}
