import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors ' +
  'placeholder:text-zinc-400 focus:border-saffron-500 focus:outline-none focus:ring-3 focus:ring-saffron-500/20 ' +
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500 read-only:bg-zinc-50 read-only:text-zinc-600 ' +
  'aria-invalid:border-danger-500 aria-invalid:focus:ring-danger-500/20 sm:text-sm';

/** A rupee amount box: to the paisa, never below zero, with the phone's decimal pad. */
export const RUPEE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-28 py-2.5', className)} {...props} />;
}

/** A form field's native select, its options from a list of values and labels. */
export function Select({
  options,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select className={cn(inputClasses, className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
