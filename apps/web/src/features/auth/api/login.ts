import { AUTH_MESSAGES, type AuthResponse, type LoginInput } from '@campus-threads/contract';
import { api } from '@/lib/api-client';

/** Login and register must answer a token and a user id (spec: accounts-orders §8). */
export function assertAuthResponse(data: unknown): AuthResponse {
  if (!data || typeof data !== 'object') throw new Error(AUTH_MESSAGES.emptyResponse);
  const record = data as Partial<AuthResponse>;
  if (!record.token) throw new Error(AUTH_MESSAGES.noToken);
  if (!record._id) throw new Error(AUTH_MESSAGES.noUserId);
  return record as AuthResponse;
}

/** POST /api/auth/login (no bearer token). */
export async function loginRequest(input: LoginInput): Promise<AuthResponse> {
  const data = await api.post<unknown>(
    'auth/login',
    { email: input.email, password: input.password },
    { auth: false },
  );
  return assertAuthResponse(data);
}
