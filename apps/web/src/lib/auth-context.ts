import type { AuthResponse, LoginInput, RegisterInput, User } from '@campus-threads/contract';
import { createContext, useContext } from 'react';

/**
 * The session as every feature sees it. The auth feature provides it (AuthProvider); other
 * features only read it here, so no feature imports another feature's internals.
 */
export type AuthContextValue = {
  user: User | null;
  /** True while the stored token is being checked (GET auth/me). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** `silent`: no toasts (the checkout tells the shopper itself). */
  login: (input: LoginInput, options?: SessionOptions) => Promise<AuthResponse>;
  register: (input: RegisterInput, options?: SessionOptions) => Promise<AuthResponse>;
  logout: () => void;
};

export type SessionOptions = { silent?: boolean };

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Where a guard sent the visitor from; login and signup return there afterwards. */
export type FromState = {
  from?: { pathname: string; search?: string; hash?: string; state?: unknown };
};

export function redirectTarget(state: unknown, fallback = '/'): { to: string; state?: unknown } {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup')
    return { to: fallback };
  return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state };
}

/**
 * Set while a logout is on its way to "/": a guarded page that re-renders signed out in the
 * meantime follows to "/" instead of sending the visitor to /login.
 */
let logoutStartedAt = 0;
const LOGOUT_WINDOW_MS = 5_000;

export function markLogoutStarted(now: number = Date.now()): void {
  logoutStartedAt = now;
}

export function clearLogoutMark(): void {
  logoutStartedAt = 0;
}

export function isLoggingOut(now: number = Date.now()): boolean {
  return logoutStartedAt > 0 && now - logoutStartedAt < LOGOUT_WINDOW_MS;
}
