import { DROP_PAGE_TEXTS, type Drop } from '@campus-threads/contract';
// Icons the storefront chunk already carries: no file of their own for this page.
import { BadgeCheck, PackageX, RotateCcw } from 'lucide-react';
import { cn } from '@/lib/cn';

const LOOK = {
  succeeded: {
    icon: BadgeCheck,
    className: 'border-success-500/30 bg-success-50 text-success-700',
  },
  failed: { icon: RotateCcw, className: 'border-danger-500/30 bg-danger-50 text-danger-700' },
  cancelled: { icon: PackageX, className: 'border-zinc-300 bg-zinc-100 text-zinc-700' },
} as const;

/** How a closed drop ended, in words a buyer who joined is looking for; nothing while open. */
export function DropBanner({ drop }: { drop: Drop }) {
  if (drop.status === 'open') return null;
  const { icon: Icon, className } = LOOK[drop.status];
  const text = DROP_PAGE_TEXTS.banners[drop.status];
  return (
    <div
      className={cn('flex items-start gap-3 rounded-xl border p-4', className)}
      data-testid="drop-banner"
      data-status={drop.status}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-900">{text.title}</p>
        <p className="mt-0.5 text-ink-800">{text.text}</p>
        {drop.status === 'cancelled' && drop.cancelledReason ? (
          <p className="mt-1 break-words text-ink-800">
            {DROP_PAGE_TEXTS.cancelledReason(drop.cancelledReason)}
          </p>
        ) : null}
        <p className="mt-1 text-zinc-600">
          {DROP_PAGE_TEXTS.closedAt(drop.closedAt ?? drop.deadline)}
        </p>
      </div>
    </div>
  );
}
