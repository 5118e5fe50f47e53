import type { TshirtListResponse } from '@campus-threads/contract';
import { useTshirts, type TshirtListParams } from '@/lib/tshirts-api';
import { priceExtremeParams, priceRange } from '../listing';

/**
 * Quick Stats' price range for a collection. When the page shown holds the whole collection it
 * is read from there; otherwise the cheapest and dearest designs are asked for (one item each).
 */
export function useCollectionPriceRange(
  params: TshirtListParams,
  page: TshirtListResponse | undefined,
) {
  const whole = page !== undefined && page.pagination.totalPages <= 1;
  const { low, high } = priceExtremeParams(params);
  const enabled = page !== undefined && !whole;
  const cheapest = useTshirts(low, { enabled });
  const dearest = useTshirts(high, { enabled });
  if (!page) return null;
  if (whole) return priceRange(page.tshirts);
  return priceRange([...(cheapest.data?.tshirts ?? []), ...(dearest.data?.tshirts ?? [])]);
}
