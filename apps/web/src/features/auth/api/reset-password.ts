import type { AuthResponse, ResetPasswordInput } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { establishSession } from '../session';
import { assertAuthResponse } from './login';

/** POST /api/auth/reset-password: answers like login (the user and a token). */
export async function resetPassword(input: ResetPasswordInput): Promise<AuthResponse> {
  const data = await api.post<unknown>(
    'auth/reset-password',
    { token: input.token, newPassword: input.newPassword },
    { auth: false },
  );
  return assertAuthResponse(data);
}

/** The reset, then the session it answers, stored as a login's (every older session has ended). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (response) => establishSession(queryClient, response),
  });
}
