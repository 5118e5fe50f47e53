import type { Accessory } from '@campus-threads/contract';
import { GraduationCap } from 'lucide-react';
import { cn } from '@/lib/cn';
import { hasPlace, placeLine } from '../accessory-display';

/** The university and department an accessory is for; nothing when it names neither. */
export function AccessoryPlace({
  accessory,
  truncate = false,
  className,
}: {
  accessory: Pick<Accessory, 'universityName' | 'departmentName' | 'isAllDepartments'>;
  /** One line, cut short (cards); else it wraps (the product page). */
  truncate?: boolean;
  className?: string;
}) {
  if (!hasPlace(accessory)) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-1.5 text-sm text-zinc-600', className)}>
      <GraduationCap className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
      <span className={cn('min-w-0', truncate ? 'truncate' : 'break-words')}>
        {placeLine(accessory)}
      </span>
    </p>
  );
}
