import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Error text shown under the control with role="alert". */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Extra element on the label row (e.g. a "Forgot?" link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and error wired through aria-describedby. */
export function FormField({ label, error, hint, className, labelAside, children }: FormFieldProps) {
  const id = useId();
  // The hint is hidden while there is an error: only a shown hint may describe the control.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-danger-600', className)}>
      {children}
    </p>
  );
}

/** A form-level error banner (e.g. 'Invalid email or password'). */
export function FormAlert({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'rounded-lg border border-danger-500/30 bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-700',
        className,
      )}
    >
      {children}
    </div>
  );
}
