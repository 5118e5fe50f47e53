import { TOASTS } from '@campus-threads/contract';
import type * as SonnerModule from 'sonner';

/**
 * Toasts for the whole app (spec: storefront §9 / accounts-orders §9): identical success or error
 * messages within 2 s are shown once; success stays 2 s, error 3 s; a loading toast replaces
 * earlier loading toasts.
 *
 * sonner is loaded on the first toast, not with the first page: most visits never need it.
 * <ToasterHost> mounts the Toaster and tells us when it is ready.
 */
type Sonner = typeof SonnerModule;

export function createDeduper(windowMs: number = TOASTS.dedupeWindowMs) {
  const lastShown = new Map<string, number>();
  return (key: string, now: number = Date.now()): boolean => {
    const previous = lastShown.get(key);
    if (previous !== undefined && now - previous < windowMs) return true;
    lastShown.set(key, now);
    if (lastShown.size > 100) {
      for (const [k, t] of lastShown) if (now - t >= windowMs) lastShown.delete(k);
    }
    return false;
  };
}

let sonnerPromise: Promise<Sonner> | null = null;
let hostReady: Promise<void> | null = null;
let resolveHost: (() => void) | null = null;
const hostListeners = new Set<() => void>();

/** Subscribe the toaster host: it renders the Toaster once somebody wants a toast. */
export function onToasterRequested(listener: () => void): () => void {
  hostListeners.add(listener);
  if (hostReady) listener();
  return () => hostListeners.delete(listener);
}

/** Called by the toaster host after the Toaster has mounted. */
export function markToasterReady(): void {
  resolveHost?.();
}

export function loadSonner(): Promise<Sonner> {
  sonnerPromise ??= import('sonner');
  return sonnerPromise;
}

function ready(): Promise<Sonner> {
  if (!hostReady) {
    hostReady = new Promise<void>((resolve) => {
      resolveHost = resolve;
    });
    hostListeners.forEach((l) => l());
  }
  return Promise.all([loadSonner(), hostReady]).then(([sonner]) => sonner);
}

const isDuplicate = createDeduper();
let loadingIds: (string | number)[] = [];
let loadingSeq = 0;

export const notify = {
  success(message: string): void {
    if (isDuplicate(`success:${message}`)) return;
    void ready().then(({ toast }) => toast.success(message, { duration: TOASTS.successMs }));
  },
  error(message: string): void {
    if (isDuplicate(`error:${message}`)) return;
    void ready().then(({ toast }) => toast.error(message, { duration: TOASTS.errorMs }));
  },
  info(message: string): void {
    void ready().then(({ toast }) => toast.info(message, { duration: TOASTS.defaultMs }));
  },
  /** Shows a loading toast, dismissing earlier loading toasts; returns its id for `dismiss`. */
  loading(message: string): string {
    const id = `loading-${++loadingSeq}`;
    const previous = loadingIds;
    loadingIds = [id];
    void ready().then(({ toast }) => {
      previous.forEach((p) => toast.dismiss(p));
      toast.loading(message, { id });
    });
    return id;
  },
  dismiss(id?: string | number): void {
    loadingIds = id === undefined ? [] : loadingIds.filter((l) => l !== id);
    if (!sonnerPromise) return;
    void sonnerPromise.then(({ toast }) => toast.dismiss(id));
  },
};
