import type { User } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/me: the signed-in user. */
export function getMe(): Promise<User> {
  return api.get<User>('auth/me');
}

export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auth.me(),
    queryFn: getMe,
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
