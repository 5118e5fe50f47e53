import type { AuthResponse, RegisterInput } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { assertAuthResponse } from './login';

/** POST /api/auth/register (no bearer token). */
export async function registerRequest(input: RegisterInput): Promise<AuthResponse> {
  const body = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    password: input.password,
  };
  const data = await api.post<unknown>('auth/register', body, { auth: false });
  return assertAuthResponse(data);
}
