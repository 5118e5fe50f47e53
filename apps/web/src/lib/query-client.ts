import { QUERY_DEFAULTS } from '@campus-threads/contract';
import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-errors';

/** Retry once (never for 4xx), no refetch on window focus; cache kept 5 minutes (DESIGN.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
