import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/auth/verify-email: the e-mailed link's token, sent when /verify-email opens. */
export function verifyEmail(token: string): Promise<{ message: string; email: string }> {
  return api.post<{ message: string; email: string }>(
    'auth/verify-email',
    { token },
    { auth: false },
  );
}

/** Asked once per token (a refresh asks again: verifying twice answers the same). */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.links.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
