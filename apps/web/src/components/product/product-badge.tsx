import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  /** Percent off. */
  sale: 'bg-danger-600 font-bold',
  /** A fact about the product: official, Technical. */
  dark: 'bg-ink-900 font-semibold',
} as const;

/** A small pill on a card image or next to a product title. */
export function ProductBadge({
  tone,
  icon: Icon,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs text-white',
        TONES[tone],
        className,
      )}
    >
      {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
