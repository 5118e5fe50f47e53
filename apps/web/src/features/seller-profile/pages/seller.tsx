import { isPresentId } from '@campus-threads/contract';
import { CalendarDays, Shirt } from 'lucide-react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Pagination } from '@/components/product/pagination';
import {
  EmptyProducts,
  ProductGridSkeleton,
  ProductsError,
} from '@/components/product/product-grid';
import { ProductGrid } from '@/features/products';
import { StarRating } from '@/components/ui/star-rating';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiRequestError } from '@/lib/api-errors';
import { useSellerProfile } from '../api/get-seller-profile';
import { SellerReviews } from '../components/seller-reviews';
import { initialOf, memberSinceLabel, parsePage } from '../seller-page';

function SellerView({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useSellerProfile(id, page);

  if (query.isError && isApiRequestError(query.error) && query.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  const seller = query.data;
  const since = seller ? memberSinceLabel(seller.memberSince) : null;

  return (
    <PageContainer className="space-y-8 py-8 sm:py-12">
      <header className="flex items-center gap-4 sm:gap-5">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-ink-900 text-2xl font-bold text-white sm:size-16"
          aria-hidden="true"
        >
          {seller ? initialOf(seller.fullName) : ''}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-saffron-700 uppercase">
            Designer
          </p>
          {seller ? (
            <h1 className="truncate text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {seller.fullName}
            </h1>
          ) : (
            <Skeleton className="mt-1 h-8 w-48" />
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-600">
            {since ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4 text-zinc-400" aria-hidden="true" /> {since}
              </span>
            ) : null}
            {seller ? (
              <span className="inline-flex items-center gap-1.5" data-testid="seller-design-count">
                <Shirt className="size-4 text-zinc-400" aria-hidden="true" />{' '}
                {seller.pagination.totalItems}{' '}
                {seller.pagination.totalItems === 1 ? 'design' : 'designs'} in the shop
              </span>
            ) : null}
            {seller && seller.reviewCount > 0 ? (
              <StarRating rating={seller.rating} count={seller.reviewCount} />
            ) : null}
          </p>
        </div>
      </header>

      {seller ? (
        seller.tshirts.length > 0 ? (
          <>
            <ProductGrid tshirts={seller.tshirts} dimmed={query.isPlaceholderData} />
            <Pagination
              page={Math.min(page, Math.max(1, seller.pagination.totalPages))}
              totalPages={seller.pagination.totalPages}
              onChange={(next) => {
                const search = new URLSearchParams(params);
                if (next === 1) search.delete('page');
                else search.set('page', String(next));
                setParams(search);
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        ) : (
          <EmptyProducts
            title="No designs on this page"
            text="This seller has fewer designs than that."
          />
        )
      ) : query.isError ? (
        <ProductsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ProductGridSkeleton />
      )}
      {seller ? <SellerReviews sellerId={seller._id} /> : null}
    </PageContainer>
  );
}

/** /seller/:id: a designer's public page. */
export function SellerPage() {
  const { id = '' } = useParams();
  if (!isPresentId(id)) return <Navigate to="/not-found" replace />;
  return <SellerView key={id} id={id} />;
}

export default SellerPage;
