import { AlertCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IconBox } from '@/components/ui/icon-box';

/** A failed load with Try Again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-danger-500/30 bg-danger-50 p-5 sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-6 shrink-0 text-danger-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink-900">{title}</p>
        <p className="mt-0.5 text-sm text-zinc-700">{message}</p>
      </div>
      <Button variant="dark" size="sm" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}

/** Nothing to show yet, with what to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center">
      <IconBox icon={icon} />
      <h2 className="mt-5 text-xl font-bold tracking-tight text-ink-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-600">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
