import { Suspense, lazy, useState } from 'react';
import type { CredentialDialogProps } from './credential-dialog';

/** The dialog's code (form, suggestions, Radix dialog) loads on first use, not with the page. */
export const preloadCredentialDialog = () => import('./credential-dialog');

const CredentialDialog = lazy(() =>
  preloadCredentialDialog().then((m) => ({ default: m.CredentialDialog })),
);

/**
 * The credential dialog, fetched the first time it opens. Once loaded it stays mounted so
 * closing animates and reopening is instant.
 */
export function LazyCredentialDialog(props: CredentialDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CredentialDialog {...props} />
    </Suspense>
  );
}
