import type { SellerProfile } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/seller/{id}?page=: a seller's public name and approved designs. */
export function getSellerProfile(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<SellerProfile> {
  return api.get<SellerProfile>(`users/seller/${encodeURIComponent(id)}`, {
    params: { page },
    signal,
    auth: false,
  });
}

export function useSellerProfile(id: string, page: number) {
  return useQuery({
    queryKey: queryKeys.sellers.profile(id, page),
    queryFn: ({ signal }) => getSellerProfile(id, page, signal),
    placeholderData: keepPreviousData,
    // A 404 is an answer, not a hiccup: no retry.
    retry: (count, error) => !(isApiRequestError(error) && error.status === 404) && count < 1,
  });
}
