import { randomBytes } from 'node:crypto';
import type { AuthResponse, User } from '@campus-threads/contract';
import type { App } from '../src/app';

export type CreatedUser = { user: User; token: string; password: string };

let sequence = 0;

export function buildUserInput(overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${randomBytes(3).toString('hex')}`;
  return {
    fullName: `Test User ${sequence}`,
    email: `user-${unique}@example.com`,
    phone: `98765${String(10000 + (sequence % 90000)).slice(-5)}`,
    password: 'Campus@2026',
    ...overrides,
  };
}

/** Registers a user through the API and returns it with its token and password. */
export async function createUser(
  app: App,
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
): Promise<CreatedUser> {
  const input = buildUserInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) {
    throw new Error(`createUser failed: ${response.statusCode} ${response.body}`);
  }
  const { token, ...user } = response.json<AuthResponse>();
  return { user, token, password: input.password };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
