import { TOASTS } from '@campus-threads/contract';
import type * as SonnerModule from 'sonner';

/**
 * Toasts for the whole app (spec: storefront §9 / accounts-orders §9): identical success or error
 * messages within 2 s are shown once; success stays 2 s, error 3 s; a loading toast replaces
 * earlier loading toasts. A loading toast still spinning after 20 s is stuck: lib/stuck-toasts.ts
 * turns it into a Reset Page prompt and clears leftover loading toasts (spec: storefront §1 and
 * §9, accounts-orders §2 and §9).
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

/**
 * Loading toasts showing now, with when each started. The sweeps that act on stuck ones
 * (lib/stuck-toasts.ts) load with sonner, so pages that never show a toast do not carry them.
 */
const loadingStarted = new Map<string | number, number>();

/** Whether a loading toast with this id is still tracked (started and not dismissed or taken). */
export function isTrackedLoading(id: string | number): boolean {
  return loadingStarted.has(id);
}

/** Stops tracking and returns the loading toasts spinning for `stuckMs` or longer at `now`. */
export function takeStuckLoading(
  now: number,
  stuckMs: number = TOASTS.stuckLoadingMs,
): (string | number)[] {
  const stuck = [...loadingStarted].filter(([, at]) => now - at >= stuckMs).map(([id]) => id);
  stuck.forEach((id) => loadingStarted.delete(id));
  return stuck;
}

const isDuplicate = createDeduper();
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
    const previous = [...loadingStarted.keys()];
    loadingStarted.clear();
    loadingStarted.set(id, Date.now());
    void ready().then(({ toast }) => {
      previous.forEach((p) => toast.dismiss(p));
      toast.loading(message, { id });
    });
    return id;
  },
  dismiss(id?: string | number): void {
    if (id === undefined) loadingStarted.clear();
    else loadingStarted.delete(id);
    if (!sonnerPromise) return;
    void sonnerPromise.then(({ toast }) => toast.dismiss(id));
  },
};
