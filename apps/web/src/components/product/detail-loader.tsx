import { isPresentId } from '@campus-threads/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiRequestError } from '@/lib/api-errors';
import { ProductDetailSkeleton } from '@/components/product/product-detail-layout';

/**
 * A detail page's route: an id that cannot be one goes to /not-found without a request; each id
 * gets its own loader (`key`), so nothing chosen on one product carries over to the next.
 */
export function DetailRoute({ children }: { children: (id: string) => ReactNode }) {
  const { id = '' } = useParams();
  if (!isPresentId(id)) return <Navigate to="/not-found" replace />;
  return children(id);
}

export type LoadFailure = 'notFound' | 'failed';

type DetailLoaderProps<T> = {
  query: UseQueryResult<T>;
  /** The skeleton's loading text. */
  loadingLabel: string;
  /** What the page shows for a failed load: a 404 ('notFound') or any other error ('failed'). */
  failure: (kind: LoadFailure, retry: () => void) => ReactNode;
  /** Said once when a load fails (a toast, a log line). */
  onFailure?: (kind: LoadFailure, error: unknown) => void;
  /** Something to show instead when a load fails for another reason than a 404. */
  fallback?: () => T | undefined;
  children: (item: T) => ReactNode;
};

/**
 * One loader for the product and accessory pages (spec: storefront §2, §7, §8): the item once it
 * is there, the page-shaped skeleton until then, and the page's own answer to a failed load.
 */
export function DetailLoader<T>({
  query,
  loadingLabel,
  failure,
  onFailure,
  fallback,
  children,
}: DetailLoaderProps<T>) {
  const kind: LoadFailure | null = query.isError
    ? isApiRequestError(query.error) && query.error.status === 404
      ? 'notFound'
      : 'failed'
    : null;

  useEffect(() => {
    if (kind) onFailure?.(kind, query.error);
    // Once per failure, not on every render with a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, query.error]);

  const item = query.data ?? (kind === 'failed' ? fallback?.() : undefined);
  if (item !== undefined && kind !== 'notFound') return children(item);
  if (kind) return failure(kind, () => void query.refetch());
  return <ProductDetailSkeleton label={loadingLabel} />;
}
