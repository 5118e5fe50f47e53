import type { ReactNode } from 'react';
import { Pagination } from '@/components/product/pagination';
import { LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';

/** What a list needs of its query (a TanStack Query result fits). */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type PagedListProps<T> = {
  query: ListQuery;
  /** The page's items; undefined while nothing has loaded. */
  items: readonly T[] | undefined;
  /** Shown while the first page loads. */
  loading: ReactNode;
  /** The failed load's title (its message comes from the error). */
  errorTitle: string;
  /** A failed reload keeps the list on screen (the error shows only when there is no list). */
  keepItemsOnError?: boolean;
  /** Shown when the page has no item. */
  empty: ReactNode;
  /** Numbered pages under the list (none when there is one page). */
  pagination?: { page: number; totalPages: number; onChange: (page: number) => void };
  /** Anything else under the list instead (e.g. Previous / Next). */
  footer?: ReactNode;
  /** Given: the list and its pagination sit in one box with these classes. */
  className?: string;
  children: (items: readonly T[]) => ReactNode;
};

/** The `pagination` of a paged reply as PagedList takes it: a new page scrolls back to the top. */
export function pagesOf(
  reply: { pagination: { currentPage: number; totalPages: number } } | undefined,
  onPage: (page: number) => void,
): PagedListProps<unknown>['pagination'] {
  if (!reply) return undefined;
  return {
    page: reply.pagination.currentPage,
    totalPages: reply.pagination.totalPages,
    onChange: (page) => {
      onPage(page);
      window.scrollTo({ top: 0 });
    },
  };
}

/**
 * One page of a list with its loading, failed and empty states and its pagination: the screens
 * that page (admin orders, users, designs, accessories; seller sales and uploads) look alike.
 */
export function PagedList<T>({
  query,
  items,
  loading,
  errorTitle,
  keepItemsOnError = false,
  empty,
  pagination,
  footer,
  className,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && (!keepItemsOnError || items === undefined))
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!items || items.length === 0) return <>{empty}</>;
  const body = (
    <>
      {children(items)}
      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onChange={pagination.onChange}
        />
      ) : null}
      {footer}
    </>
  );
  return className === undefined ? body : <div className={cn(className)}>{body}</div>;
}
