import {
  CASUAL_TAXONOMY,
  CATALOG_MESSAGES,
  isCredentialCategory,
  pluralise,
  type TshirtSort,
} from '@campus-threads/contract';
import { SlidersHorizontal, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Pagination } from '@/components/product/pagination';
import {
  EmptyProducts,
  ProductGridSkeleton,
  ProductsError,
} from '@/components/product/product-grid';
import { ProductGrid } from '@/features/products';
import { PageContainer } from '@/components/ui/page-container';
import { useTshirts } from '@/lib/tshirts-api';
import { useQueryState } from '@/lib/use-query-state';
import { AudienceToggle } from '../components/audience-toggle';
import { SortSelect } from '../components/sort-select';
import {
  categoryListParams,
  categoryViewToParams,
  changeView,
  clearFilters,
  parseCategoryView,
  selectGroup,
  selectSubCategory,
  type CategoryView,
} from '../category-view';
import { useLazyPanel } from '../use-lazy-panel';

/** The panel (and the Radix dialog code) loads when the shopper first reaches for it. */
const loadFilterSheet = () => import('../components/filter-sheet');
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

/**
 * /category/:category. Casual is listed here; hostel, university, event and accessories live
 * under /credential/:category; anything else goes home (DECISIONS.md row 1).
 */
export function CategoryPage() {
  const { category } = useParams();
  const { search } = useLocation();
  if (category === 'casual') return <CasualCategory />;
  if (isCredentialCategory(category))
    return <Navigate to={`/credential/${category}${search}`} replace />;
  return <Navigate to="/" replace />;
}

function CasualCategory() {
  const [view, update] = useQueryState(parseCategoryView, categoryViewToParams);
  const filterPanel = useLazyPanel(loadFilterSheet);
  const gridTop = useRef<HTMLDivElement>(null);
  const query = useTshirts(categoryListParams(view));
  const data = query.data;

  const go = (
    change: (current: CategoryView) => CategoryView,
    options: { replace?: boolean } = {},
  ) => update(change, { replace: options.replace });

  const totalPages = data?.pagination.totalPages ?? 0;
  useEffect(() => {
    // A page past the end (an old link) shows the last page instead.
    if (!query.isPlaceholderData && totalPages > 0 && view.page > totalPages) {
      go((v) => changeView(v, { page: totalPages }), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads the live address
  }, [query.isPlaceholderData, totalPages, view.page]);

  const onPage = (page: number) => {
    go((v) => changeView(v, { page }));
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const group = view.group ? CASUAL_TAXONOMY.find((g) => g.id === view.group) : undefined;
  const heading = view.subCategory ?? 'CASUAL';
  const total = data?.pagination.totalItems;

  return (
    <PageContainer className="pt-6 pb-16 sm:pt-10">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">
          {view.subCategory
            ? ['Casual', group?.name].filter(Boolean).join(' · ')
            : 'The casual collection'}
        </p>
        <h1 className="text-5xl font-black tracking-tight break-words text-ink-900 sm:text-7xl">
          {heading}
        </h1>
        <p className="mt-1 h-5 text-sm text-zinc-500" aria-live="polite">
          {total !== undefined
            ? `${pluralise(total, 'design')} for ${view.targetAudience === 'MEN' ? 'men' : 'ladies'}`
            : ''}
        </p>
      </div>

      <div
        ref={gridTop}
        className="sticky top-16 z-30 -mx-4 mt-6 flex scroll-mt-16 flex-wrap items-center gap-2 border-y border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:gap-3 sm:px-6 lg:-mx-8 lg:px-8"
      >
        <AudienceToggle
          value={view.targetAudience}
          onChange={(targetAudience) => go((v) => changeView(v, { targetAudience }))}
        />
        <div className="flex w-full min-w-0 items-center gap-2 sm:ml-auto sm:w-auto sm:gap-3">
          <SortSelect
            value={view.sort}
            onChange={(sort: TshirtSort) => go((v) => changeView(v, { sort }))}
          />
          <button
            type="button"
            {...filterPanel.triggerProps}
            className="relative inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg bg-ink-900 px-3 text-sm font-semibold text-white hover:bg-ink-800 sm:px-4"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filter
            {view.subCategory ? (
              <span className="size-2 rounded-full bg-saffron-400" aria-hidden="true" />
            ) : null}
          </button>
        </div>
      </div>

      {view.subCategory || group ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-zinc-500">Filtered by</span>
          <span className="inline-flex items-center rounded-full bg-saffron-50 px-3 py-1 font-medium text-saffron-700">
            {[group?.name, view.subCategory].filter(Boolean).join(' › ')}
          </span>
          <button
            type="button"
            onClick={() => go(clearFilters)}
            className="inline-flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 font-medium text-zinc-600 hover:bg-zinc-100 hover:text-ink-900"
          >
            <X className="size-3.5" aria-hidden="true" />
            Clear All
          </button>
        </div>
      ) : null}

      <div className="mt-6">
        {data ? (
          data.tshirts.length > 0 ? (
            <ProductGrid tshirts={data.tshirts} dimmed={query.isPlaceholderData} />
          ) : query.isPlaceholderData ? (
            <ProductGridSkeleton />
          ) : (
            <EmptyProducts />
          )
        ) : query.isError ? (
          <ProductsError
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            toast={CATALOG_MESSAGES.loadTshirtsFailed}
          />
        ) : (
          <ProductGridSkeleton />
        )}
      </div>

      {data ? (
        <Pagination
          className="mt-10"
          page={Math.min(view.page, Math.max(1, totalPages))}
          totalPages={totalPages}
          onChange={onPage}
        />
      ) : null}

      {filterPanel.used ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={filterPanel.open}
            onOpenChange={filterPanel.setOpen}
            group={view.group}
            subCategory={view.subCategory}
            onGroup={(id) => go((v) => selectGroup(v, id), { replace: true })}
            onSubCategory={(sub) => {
              go((v) => selectSubCategory(v, sub));
              filterPanel.setOpen(false);
            }}
            onClear={() => go(clearFilters)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

export default CategoryPage;
