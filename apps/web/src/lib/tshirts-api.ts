import type { Tshirt, TshirtListResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { pageDataFor } from './page-data';
import { queryKeys } from './query-keys';

/** Query of GET /api/tshirts (contract: tshirtListQuerySchema); undefined values are left out. */
export type TshirtListParams = {
  category?: string;
  subCategory?: string;
  targetAudience?: string;
  search?: string;
  hostelName?: string;
  universityName?: string;
  departmentName?: string;
  eventName?: string;
  sort?: string;
  page?: number;
  limit?: number;
};

export function getTshirts(
  params: TshirtListParams,
  signal?: AbortSignal,
): Promise<TshirtListResponse> {
  return api.get<TshirtListResponse>('tshirts', { params, signal });
}

/**
 * A page of t-shirts. Opening a listing always refetches (spec: "loading the page forces a
 * refresh"); while the next page loads the previous one stays on screen.
 */
export function useTshirts(params: TshirtListParams, options: { enabled?: boolean } = {}) {
  const queryKey = queryKeys.tshirts.list(params);
  // A page just served with this list in its HTML is that refresh (lib/page-data.ts).
  const seed = pageDataFor<TshirtListResponse>(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getTshirts(params, signal),
    placeholderData: keepPreviousData,
    initialData: seed?.data,
    initialDataUpdatedAt: seed?.updatedAt,
    refetchOnMount: seed ? false : 'always',
    enabled: options.enabled ?? true,
  });
}

export function getTshirt(id: string, signal?: AbortSignal): Promise<Tshirt> {
  return api.get<Tshirt>(`tshirts/${encodeURIComponent(id)}`, { signal });
}

/** One t-shirt with full-size images (cached 5 minutes, spec §9). */
export function useTshirt(id: string) {
  const queryKey = queryKeys.tshirts.detail(id);
  const seed = pageDataFor<Tshirt>(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getTshirt(id, signal),
    initialData: seed?.data,
    initialDataUpdatedAt: seed?.updatedAt,
  });
}
