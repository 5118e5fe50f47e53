import { api } from '@/lib/api-client';

/** POST /api/auth/refresh-token with the current bearer token; answers a fresh token. */
export async function refreshTokenRequest(): Promise<string> {
  const data = await api.post<{ token?: string }>('auth/refresh-token', {});
  if (!data?.token) throw new Error('No authentication token received');
  return data.token;
}
