import type { ForgotPasswordInput } from '@campus-threads/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: one answer whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    'auth/forgot-password',
    { email: input.email },
    { auth: false },
  );
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
