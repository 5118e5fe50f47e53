import { DROP_PAGE_TEXTS, DROP_SLUG_PATTERN } from '@campus-threads/contract';
import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductDetailSkeleton } from '@/components/product/product-detail-layout';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useDrop } from '../api/get-drop';
import { DropView } from './drop-view';

const DropMissing = lazy(() => import('./drop-missing').then((m) => ({ default: m.DropMissing })));

const skeleton = <ProductDetailSkeleton label={DROP_PAGE_TEXTS.loading} />;

/** /drop/:slug, the page a drop's shared link opens (docs/decisions/0049). */
export function DropPage() {
  const { slug = '' } = useParams();
  // A slug no drop can have is not worth a request.
  if (!DROP_SLUG_PATTERN.test(slug))
    return (
      <Suspense fallback={skeleton}>
        <DropMissing notFound onRetry={() => undefined} retrying={false} />
      </Suspense>
    );
  return <DropLoader key={slug} slug={slug} />;
}

/** The drop once it is there (asked again while open), the skeleton until then, or why not. */
function DropLoader({ slug }: { slug: string }) {
  const { user } = useAuth();
  const query = useDrop(slug, Boolean(user));
  const { refetch } = query;
  const onDeadline = useCallback(() => void refetch(), [refetch]);

  if (query.data) return <DropView data={query.data} onDeadline={onDeadline} />;
  if (query.isError)
    return (
      <Suspense fallback={skeleton}>
        <DropMissing
          notFound={isApiRequestError(query.error) && query.error.status === 404}
          onRetry={() => void refetch()}
          retrying={query.isFetching}
        />
      </Suspense>
    );
  return skeleton;
}
