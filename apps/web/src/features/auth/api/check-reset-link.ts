import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/auth/reset-password/check: whether the link still works, asked when the
 * reset page opens, so a used or expired link is refused before a password is typed.
 */
export function checkResetLink(token: string): Promise<{ valid: true }> {
  return api.post<{ valid: true }>('auth/reset-password/check', { token }, { auth: false });
}

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.links.resetPassword(token),
    queryFn: () => checkResetLink(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
