import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** An icon centred in a tinted rounded square (stats, empty states). Size and tint via className. */
export function IconBox({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-600',
        className,
      )}
    >
      <Icon className={cn('size-7', iconClassName)} aria-hidden="true" />
    </span>
  );
}
