import type { AuthResponse } from '@campus-threads/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { setToken } from '@/lib/token';

/**
 * Signs the browser in with an answer of login, register or a password reset: the token is
 * stored and the user cached as GET auth/me, so the header shows them at once. One way for all
 * three, so a reset session is exactly a login's.
 */
export function establishSession(queryClient: QueryClient, response: AuthResponse): void {
  const { token, ...user } = response;
  setToken(token);
  queryClient.setQueryData(queryKeys.auth.me(), user);
}
