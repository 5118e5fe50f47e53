import {
  PAGE_SIZE,
  formatRupees,
  toPaise,
  type CredentialCategory,
  type TshirtSort,
} from '@campus-threads/contract';
import type { TshirtListParams } from '@/lib/tshirts-api';
import type { CredentialDetails } from './credentials';

/** Small pure helpers of the /credential listing. */

export type TshirtCollection = Exclude<CredentialCategory, 'accessories'>;

/** ?page=N, at least 1; junk is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** GET /api/tshirts for one hostel, university (and department) or event. */
export function credentialListParams(
  category: TshirtCollection,
  details: CredentialDetails,
  page: number,
): TshirtListParams {
  return {
    category,
    hostelName: category === 'hostel' ? details.hostelName : undefined,
    universityName: category === 'event' ? undefined : details.universityName,
    departmentName: category === 'university' ? details.departmentName : undefined,
    eventName: category === 'event' ? details.eventName : undefined,
    page,
    limit: PAGE_SIZE,
  };
}

/**
 * The cheapest and the dearest design of the whole collection (not just the page shown): the
 * first item sorted by the price a shopper pays now, each way (DECISIONS.md row 20).
 */
export function priceExtremeParams(
  params: TshirtListParams,
): Record<'low' | 'high', TshirtListParams> {
  const sorted = (sort: TshirtSort): TshirtListParams => ({ ...params, sort, page: 1, limit: 1 });
  return { low: sorted('priceLow'), high: sorted('priceHigh') };
}

/** Lowest and highest price a shopper pays now (currentPrice, rupees) among the given designs. */
export function priceRange(
  items: readonly { currentPrice?: number | null }[],
): { min: number; max: number } | null {
  const prices = items
    .map((item) => item.currentPrice)
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p) && p >= 0);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** '₹349.00 – ₹699.00', one price when all cost the same, '—' when unknown. */
export function priceRangeText(range: { min: number; max: number } | null): string {
  if (!range) return '—';
  const min = formatRupees(toPaise(range.min));
  return range.min === range.max ? min : `${min} – ${formatRupees(toPaise(range.max))}`;
}
