import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/token';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };
export type ChangePasswordResponse = { success: boolean; message: string; token?: string };

/** PUT /api/auth/change-password. Old tokens stop working, so the returned one is stored. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  const data = await api.put<ChangePasswordResponse>('auth/change-password', body);
  if (data?.token) setToken(data.token);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
