import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const VARIANTS = {
  primary:
    'bg-saffron-600 text-white shadow-sm hover:bg-saffron-700 active:bg-saffron-800 disabled:bg-saffron-300',
  dark: 'bg-ink-900 text-white shadow-sm hover:bg-ink-800 active:bg-ink-950 disabled:bg-ink-600',
  secondary:
    'border border-zinc-300 bg-white text-ink-900 shadow-sm hover:bg-zinc-50 active:bg-zinc-100 disabled:text-zinc-400',
  ghost: 'text-ink-800 hover:bg-zinc-100 active:bg-zinc-200 disabled:text-zinc-400',
  'ghost-dark':
    'text-zinc-200 hover:bg-white/10 hover:text-white active:bg-white/15 disabled:text-zinc-500',
  outline_light: 'border border-white/25 text-white hover:bg-white/10 active:bg-white/15',
  danger: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700 disabled:bg-danger-500/60',
  link: 'h-auto p-0 text-saffron-700 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  sm: 'h-9 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-11 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed',
    SIZES[size],
    VARIANTS[variant],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner before the label. */
  loading?: boolean;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClasses(variant, size, className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
