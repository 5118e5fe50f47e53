import { REVIEW_SCREEN_TEXTS as T, type RatingSummary as Summary } from '@campus-threads/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { RatingSummary } from './rating-summary';
import { ReviewRowsSkeleton, ReviewsSkeleton } from './reviews-skeleton';

type ReviewsPage<R> = {
  reviews: R[];
  summary: Summary;
  pagination: { currentPage: number; totalPages: number };
};

function PageError({ query }: { query: UseQueryResult }) {
  return (
    <LoadError
      title={T.loadFailed}
      message={errorMessage(query.error, 'Please try again.')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A reviews section with no review yet: what will appear there. */
export function NoReviews({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mt-6 flex items-start gap-4 rounded-2xl border border-dashed border-zinc-300 bg-white p-6">
      <MessageSquareText className="mt-0.5 size-6 shrink-0 text-zinc-400" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink-900">{title}</p>
        <p className="mt-1 text-sm text-zinc-600">{hint}</p>
      </div>
    </div>
  );
}

/** One page of reviews as rows of the list: its skeleton, its error, or a row per review. */
export function ReviewPageRows<R>({
  query,
  children,
}: {
  query: UseQueryResult<ReviewsPage<R>>;
  children: (review: R) => ReactNode;
}) {
  if (query.isPending) return <ReviewRowsSkeleton rows={2} />;
  if (query.isError)
    return (
      <li className="py-6">
        <PageError query={query} />
      </li>
    );
  return <>{query.data.reviews.map(children)}</>;
}

/**
 * A reviews section's body, a product's or a seller's: the rating summary, then `pages` pages of
 * rows (`children` renders page n with ReviewPageRows) and "Show more reviews" while there are
 * more; `empty` when there is no review. `first` is page 1, `last` the last page asked for.
 */
export function PagedReviews<R>({
  first,
  last,
  pages,
  onMore,
  empty,
  listLabel,
  children,
}: {
  first: UseQueryResult<ReviewsPage<R>>;
  last: UseQueryResult<ReviewsPage<R>>;
  pages: number;
  onMore: () => void;
  empty: ReactNode;
  listLabel: string;
  children: (page: number) => ReactNode;
}) {
  if (first.isPending) return <ReviewsSkeleton />;
  if (first.isError)
    return (
      <div className="mt-6">
        <PageError query={first} />
      </div>
    );
  if (first.data.reviews.length === 0) return empty;
  const more = last.data
    ? last.data.pagination.currentPage < last.data.pagination.totalPages
    : last.isPending;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-12 lg:gap-12">
      <RatingSummary summary={first.data.summary} className="lg:col-span-4" />
      <div className="min-w-0 lg:col-span-8">
        <ul className="divide-y divide-zinc-200" aria-label={listLabel}>
          {Array.from({ length: pages }, (_, i) => children(i + 1))}
        </ul>
        {more ? (
          <Button
            variant="secondary"
            className="mt-6 w-full sm:w-auto"
            loading={last.isPending}
            onClick={onMore}
          >
            {T.showMore}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
