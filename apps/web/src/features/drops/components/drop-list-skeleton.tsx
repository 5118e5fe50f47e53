import { Skeleton } from '@/components/ui/skeleton';

/** The owner's and the admin's drop lists while the first page loads. */
export function DropListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4" role="status" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
          <div className="flex gap-3 sm:gap-4">
            <Skeleton className="aspect-[4/5] w-16 shrink-0 sm:w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} className="h-9" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
