import { AlertCircle, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { IconBox } from '@/components/ui/icon-box';
import { Skeleton } from '@/components/ui/skeleton';

export function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex items-center justify-between gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-card sm:px-6"
        >
          <div className="space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-28" />
          </div>
          <div className="flex items-center gap-3">
            <Skeleton className="hidden h-6 w-28 rounded-full sm:block" />
            <Skeleton className="h-5 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function OrdersEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-16 text-center">
      <IconBox icon={ShoppingBag} />
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">No orders yet</h2>
      <p className="mt-2 max-w-md text-base text-zinc-600">
        When you buy a tee or an accessory, it shows up here with its delivery timeline.
      </p>
      <Link to="/category/casual" className={buttonClasses('dark', 'md', 'mt-6 px-5')}>
        Start shopping
      </Link>
    </div>
  );
}

export function OrdersError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger-500/30 bg-danger-50 px-6 py-14 text-center"
    >
      <AlertCircle className="size-8 text-danger-600" aria-hidden="true" />
      <p className="mt-3 max-w-md text-base font-semibold text-ink-900">{message}</p>
      <Button variant="dark" className="mt-6" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}
