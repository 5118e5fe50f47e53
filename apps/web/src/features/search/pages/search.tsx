import {
  formatRupees,
  IMAGE_SIZES,
  pluralise,
  toPaise,
  type Accessory,
} from '@campus-threads/contract';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/product/pagination';
import { ProductImage } from '@/components/product/product-image';
import {
  EmptyProducts,
  ProductGridSkeleton,
  ProductsError,
} from '@/components/product/product-grid';
import { ProductGrid } from '@/features/products';
import { PageContainer } from '@/components/ui/page-container';
import { useTshirts } from '@/lib/tshirts-api';
import { useAccessorySearch } from '../api/search-accessories';
import { parseSearchView, searchListParams, searchViewToParams } from '../search-view';

/** /search?q= — t-shirts and accessories matching the header search (DECISIONS.md row 13). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const view = parseSearchView(params);
  const top = useRef<HTMLDivElement>(null);
  const tshirts = useTshirts(searchListParams(view), { enabled: view.q !== '' });
  const accessories = useAccessorySearch(view.q);

  if (!view.q) {
    return (
      <PageContainer className="pt-10 pb-16">
        <h1 className="text-4xl font-black tracking-tight text-ink-900 sm:text-5xl">Search</h1>
        <p className="mt-3 text-zinc-600">
          Type a design, a campus or a theme in the search box above.
        </p>
      </PageContainer>
    );
  }

  const data = tshirts.data;
  const total = data?.pagination.totalItems ?? 0;
  const accessoryHits = accessories.data?.accessories ?? [];
  const nothing =
    data !== undefined &&
    !tshirts.isPlaceholderData &&
    total === 0 &&
    accessories.isSuccess &&
    accessoryHits.length === 0;

  const onPage = (page: number) => {
    setParams(searchViewToParams({ ...view, page }));
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageContainer className="pt-6 pb-16 sm:pt-10">
      <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">Search</p>
      <h1 className="mt-1 text-3xl font-black tracking-tight break-words text-ink-900 sm:text-5xl">
        Results for "{view.q}"
      </h1>
      <p className="mt-2 h-5 text-sm text-zinc-500" aria-live="polite">
        {data && !tshirts.isPlaceholderData ? pluralise(total, 'design') : ''}
        {accessories.isSuccess && accessoryHits.length > 0
          ? ` · ${pluralise(accessories.data.pagination.totalItems, 'accessory')}`
          : ''}
      </p>

      {nothing ? (
        <div className="mt-8">
          <EmptyProducts
            title={`No results for "${view.q}"`}
            text="Try another word, a shorter search, or browse the collections."
          >
            <Link
              to="/category/casual"
              className="mt-6 inline-flex h-11 items-center rounded-lg bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800"
            >
              Browse casual t-shirts
            </Link>
          </EmptyProducts>
        </div>
      ) : (
        <>
          {accessoryHits.length > 0 ? <AccessoryRow accessories={accessoryHits} /> : null}
          <section aria-labelledby="tshirt-results" className="mt-10" ref={top}>
            <h2
              id="tshirt-results"
              className="scroll-mt-20 text-xl font-bold tracking-tight text-ink-900"
            >
              T-shirts
            </h2>
            <div className="mt-4">
              {data ? (
                data.tshirts.length > 0 ? (
                  <ProductGrid tshirts={data.tshirts} dimmed={tshirts.isPlaceholderData} />
                ) : tshirts.isPlaceholderData ? (
                  <ProductGridSkeleton />
                ) : (
                  <p className="rounded-xl bg-zinc-50 px-4 py-8 text-center text-sm text-zinc-600">
                    No t-shirts match "{view.q}".
                  </p>
                )
              ) : tshirts.isError ? (
                <ProductsError
                  onRetry={() => void tshirts.refetch()}
                  retrying={tshirts.isFetching}
                />
              ) : (
                <ProductGridSkeleton count={8} />
              )}
            </div>
            {data ? (
              <Pagination
                className="mt-10"
                page={view.page}
                totalPages={data.pagination.totalPages}
                onChange={onPage}
              />
            ) : null}
          </section>
        </>
      )}
    </PageContainer>
  );
}

function AccessoryRow({ accessories }: { accessories: Accessory[] }) {
  return (
    <section aria-labelledby="accessory-results" className="mt-8">
      <div className="flex items-end justify-between gap-4">
        <h2 id="accessory-results" className="text-xl font-bold tracking-tight text-ink-900">
          Accessories
        </h2>
        <Link to="/accessories" className="text-sm font-semibold text-saffron-700 hover:underline">
          All accessories
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {accessories.map((a) => (
          <li key={a.accessoryId}>
            <Link
              to={`/accessory/${a.accessoryId}`}
              className="group flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-2 pr-3 shadow-card transition-shadow hover:shadow-pop"
            >
              <span className="block aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:w-16">
                <ProductImage
                  src={a.thumbnails?.[0] ?? a.images?.[0]}
                  alt=""
                  width={IMAGE_SIZES.thumbnail.width}
                  height={IMAGE_SIZES.thumbnail.height}
                  sizes="4rem"
                />
              </span>
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm font-semibold text-ink-900 group-hover:text-saffron-700">
                  {a.title}
                </span>
                <span className="mt-0.5 block text-sm text-zinc-600 tabular-nums">
                  {formatRupees(toPaise(a.currentPrice ?? a.price))}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default SearchPage;
