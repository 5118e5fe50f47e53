import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/auth/verify-email/resend: another verification link (a few an hour). */
export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/verify-email/resend', {});
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // A 409 means it was verified meanwhile (another tab): the profile says so again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.profile() }),
  });
}
