import { useRef } from 'react';

type FocusHandler = (event: Event) => void;

/**
 * Focus goes back where it was when a dialog or sheet closes. Radix returns it to a
 * `<Dialog.Trigger>`; a dialog opened from state (a link that sets `open`, a lazily loaded sheet)
 * has none, and focus would fall to the page's start. This remembers the element that had focus
 * when the content opened and focuses it again on close, when it is still on the page.
 */
export function useReturnFocus(
  onOpenAutoFocus?: FocusHandler,
  onCloseAutoFocus?: FocusHandler,
): { onOpenAutoFocus: FocusHandler; onCloseAutoFocus: FocusHandler } {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = returnTo.current;
      returnTo.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
