import { useSyncExternalStore } from 'react';

/**
 * Whether the notification panel is open. Shared so the phone menu's "Notifications" row can open
 * the full-screen panel that the header's bell owns.
 */
let open = false;
const listeners = new Set<() => void>();

export function setNotificationsOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
