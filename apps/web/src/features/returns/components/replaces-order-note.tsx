import { RETURN_MESSAGES, shortOrderId } from '@campus-threads/contract';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * On a size exchange's ₹0 replacement order: "Size exchange for order #xxxx", linked back to the
 * original where this viewer can open it (`href`).
 */
export function ReplacesOrderNote({
  replacesOrderId,
  href,
  className,
}: {
  replacesOrderId: string | null;
  href?: string | null;
  className?: string;
}) {
  if (!replacesOrderId) return null;
  const text = RETURN_MESSAGES.replacementRemark(shortOrderId(replacesOrderId));
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-saffron-200 bg-saffron-50 px-3 py-2 text-sm text-saffron-800',
        className,
      )}
      data-replaces-order={replacesOrderId}
    >
      <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {href ? (
        <Link to={href} className="font-semibold hover:underline">
          {text}
        </Link>
      ) : (
        <span className="font-semibold">{text}</span>
      )}
    </p>
  );
}
