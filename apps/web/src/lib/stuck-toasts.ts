import { GENERIC_MESSAGES, TOASTS } from '@campus-threads/contract';
import type { toast as sonnerToast } from 'sonner';
import { isTrackedLoading, takeStuckLoading } from './notify';

type Toast = Pick<typeof sonnerToast, 'warning' | 'dismiss' | 'getToasts'>;

export const STUCK_SWEEP_MS = TOASTS.stuckSweepMs;
export const SHELL_SWEEP_MS = TOASTS.shellSweepMs;
export const STUCK_TOAST_TEXT = GENERIC_MESSAGES.stuckLoading;
export const RESET_PAGE_LABEL = GENERIC_MESSAGES.resetPage;

/**
 * Replaces each loading toast spinning for over 20 s with the Reset Page prompt (same id, so it
 * takes the spinner's place; it stays until used or closed). Each is prompted once.
 */
export function promptStuckLoading(toast: Toast, now: number = Date.now()): (string | number)[] {
  const stuck = takeStuckLoading(now);
  for (const id of stuck) {
    toast.warning(STUCK_TOAST_TEXT, {
      id,
      duration: Infinity,
      action: { label: RESET_PAGE_LABEL, onClick: () => window.location.reload() },
    });
  }
  return stuck;
}

/**
 * The app's sweep of stuck toasts: the prompt above, and any loading toast sonner still shows
 * that nobody tracks any more (its owner went away without dismissing it) is cleared.
 */
export function clearStuckToasts(toast: Toast, now: number = Date.now()): void {
  const prompted = promptStuckLoading(toast, now);
  for (const shown of toast.getToasts()) {
    const orphan =
      'type' in shown &&
      shown.type === 'loading' &&
      !isTrackedLoading(shown.id) &&
      !prompted.includes(shown.id);
    if (orphan) toast.dismiss(shown.id);
  }
}

/**
 * Started with the toaster (the first toast loads both): stuck loading toasts are looked for every
 * 5 s, and everything stuck is cleared at once and every 30 s (spec: storefront §9, seller-admin
 * §1). Returns the stop function.
 */
export function startStuckToastSweeps(toast: Toast): () => void {
  clearStuckToasts(toast);
  const prompt = setInterval(() => promptStuckLoading(toast), STUCK_SWEEP_MS);
  const clear = setInterval(() => clearStuckToasts(toast), SHELL_SWEEP_MS);
  return () => {
    clearInterval(prompt);
    clearInterval(clear);
  };
}
