import { lazy, useState, useSyncExternalStore, type ComponentType } from 'react';

/** A feature's page loader: resolves to the module's page component (see features/x/routes.ts). */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

let pendingChunks = 0;
const listeners = new Set<() => void>();

function setPending(delta: number) {
  pendingChunks += delta;
  // Notified after the render that started the import, never during it.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once it has, the page renders at once, without a Suspense fallback. */
  preload: () => Promise<void>;
};

/**
 * A route's page as a lazily loaded component. The import starts the first time the page renders
 * and is counted while in flight, so the layout can show progress: navigations run in a React
 * transition, which keeps the previous page on screen until the new chunk has arrived. A page
 * whose code is already loaded (preload()) renders directly: no fallback is committed first, which
 * React would keep on screen for at least 300 ms.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loaded: ComponentType | undefined;
  const loadCounted = () => {
    setPending(1);
    return load().then(
      (module) => {
        setPending(-1);
        loaded = module.Component;
        return { default: module.Component };
      },
      (error: unknown) => {
        setPending(-1);
        throw error;
      },
    );
  };
  const Lazy = lazy(loadCounted);
  function Page() {
    // Chosen once per mount: switching a mounted page from the lazy wrapper to the component
    // itself would remount it (state, scroll and effects lost) on its next render.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = () =>
    loaded
      ? Promise.resolve()
      : loadCounted().then(
          () => undefined,
          () => undefined,
        );
  return Page;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some page's code is still downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pendingChunks > 0,
    () => false,
  );
}
