import { TOASTS } from '@campus-threads/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, markToasterReady, onToasterRequested } from '@/lib/notify';

const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster() {
      useEffect(() => {
        // Let sonner subscribe to its store before the first toast is pushed.
        const t = window.setTimeout(markToasterReady, 0);
        return () => window.clearTimeout(t);
      }, []);
      return (
        <SonnerToaster position="top-right" closeButton richColors visibleToasts={TOASTS.maxVisible} duration={TOASTS.defaultMs} />
      );
    },
  })),
);

/** Mounts sonner's Toaster the first time the app asks for a toast. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
