import { REVIEW_SCREEN_TEXTS } from '@campus-threads/contract';
import { Skeleton } from '@/components/ui/skeleton';

/** Review rows while they load: stars, a name line and two lines of text each. */
export function ReviewRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} aria-hidden="true" className="space-y-3 py-6">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3.5 w-48" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </li>
      ))}
    </>
  );
}

/** The reviews section before its first page is in: the summary's and the rows' shapes. */
export function ReviewsSkeleton() {
  return (
    <div
      role="status"
      aria-label={REVIEW_SCREEN_TEXTS.loading}
      className="mt-6 grid gap-8 lg:grid-cols-12 lg:gap-12"
    >
      <div className="space-y-3 lg:col-span-4" aria-hidden="true">
        <Skeleton className="h-12 w-20" />
        <Skeleton className="h-5 w-28" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-3 w-full" />
        ))}
      </div>
      <ul className="divide-y divide-zinc-200 lg:col-span-8">
        <ReviewRowsSkeleton />
      </ul>
    </div>
  );
}
