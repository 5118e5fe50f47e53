import {
  CATALOG_MESSAGES,
  type Accessory,
  type AccessoryListResponse,
} from '@campus-threads/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyProducts, ProductsError } from '@/components/product/product-grid';
import { ProductCardSkeleton } from '@/components/product/card-parts';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { showingText } from '../accessory-filters';
import { AccessoryCard } from './accessory-card';

/** 1 column on a phone, 2 on a tablet, 3 on a desktop (spec §2). */
const ACCESSORY_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';
/** The first card's image is the largest paint; the others load lazily (components/product/product-grid). */
const EAGER_CARDS = 1;

export function AccessoryGrid({
  accessories,
  dimmed = false,
}: {
  accessories: Accessory[];
  dimmed?: boolean;
}) {
  // The cards' titles are <h3>s: a hidden <h2> keeps the outline in order under the page's <h1>.
  return (
    <>
      <h2 className="sr-only">Accessories</h2>
      <ul
        className={cn(ACCESSORY_GRID, 'transition-opacity', dimmed && 'opacity-60')}
        aria-busy={dimmed || undefined}
      >
        {accessories.map((accessory, index) => (
          <li key={accessory?.accessoryId || `invalid-${index}`}>
            <AccessoryCard accessory={accessory} priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** While the first answer loads: a spinner where the count goes, and card-shaped placeholders. */
function AccessoryGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div>
      <p className="mb-4 flex h-5 items-center gap-2 text-sm text-zinc-500">
        <Spinner className="size-4 text-saffron-500" label="Loading accessories" />
      </p>
      <div className={ACCESSORY_GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/**
 * A listing's body: the loading spinner, 'Connection Error' with Try Again, or the count
 * ('Showing N of M accessories', plus '(filtered from T total)') above the grid or the empty
 * state 'No accessories found' / 'Try adjusting your search or filter criteria'.
 */
export function AccessoryResults({
  query,
  unfilteredTotal,
  filtered,
}: {
  query: UseQueryResult<AccessoryListResponse>;
  /** Every accessory in this scope, before the filters. */
  unfilteredTotal: number | undefined;
  filtered: boolean;
}) {
  useEffect(() => {
    if (query.isError) notify.error(CATALOG_MESSAGES.loadAccessoriesFailed);
  }, [query.isError]);

  if (query.isPending) return <AccessoryGridSkeleton />;
  if (!query.data) {
    return <ProductsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { accessories, pagination } = query.data;
  return (
    <>
      <p className="mb-4 text-sm text-zinc-600" aria-live="polite">
        {showingText(
          accessories.length,
          pagination?.totalItems ?? accessories.length,
          unfilteredTotal,
          filtered,
        )}
      </p>
      {accessories.length === 0 ? (
        <EmptyProducts
          icon={PackageSearch}
          title={CATALOG_MESSAGES.noAccessories}
          text={CATALOG_MESSAGES.adjustFilters}
        />
      ) : (
        <AccessoryGrid accessories={accessories} dimmed={query.isPlaceholderData} />
      )}
    </>
  );
}
