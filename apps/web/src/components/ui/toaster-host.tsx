import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '@/lib/notify';

// sonner, its Toaster and the stuck-toast sweeps arrive with the first toast.
const Toaster = lazy(() => import('./ready-toaster').then((m) => ({ default: m.ReadyToaster })));

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
