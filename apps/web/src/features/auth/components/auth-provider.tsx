import {
  AUTH_MESSAGES,
  TOKEN_REFRESH,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
} from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setForcedLogoutHandler } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-errors';
import {
  AuthContext,
  clearLogoutMark,
  markLogoutStarted,
  type AuthContextValue,
  type SessionOptions,
} from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { clearToken, getToken, setToken, subscribeToken } from '@/lib/token';
import {
  initialRefreshState,
  recordRefreshAttempt,
  recordRefreshSkip,
  shouldRefreshToken,
  type RefreshState,
} from '@/lib/token-refresh';
import { useMe } from '../api/get-me';
import { loginRequest } from '../api/login';
import { refreshTokenRequest } from '../api/refresh-token';
import { registerRequest } from '../api/register';
import { establishSession } from '../session';

function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** Keeps the access token fresh: checked every 4 minutes, renewed when under 5 minutes remain. */
function useTokenRefresh(token: string | null) {
  const state = useRef<RefreshState>(initialRefreshState);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const check = async () => {
      const current = getToken();
      const decision = shouldRefreshToken(current, state.current);
      if (!decision.refresh) {
        state.current = recordRefreshSkip(state.current, decision);
        return;
      }
      try {
        const fresh = await refreshTokenRequest();
        if (cancelled) return;
        state.current = recordRefreshAttempt(state.current, true);
        setToken(fresh);
      } catch {
        state.current = recordRefreshAttempt(state.current, false);
      }
    };
    void check();
    const interval = window.setInterval(() => void check(), TOKEN_REFRESH.checkEveryMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
}

/** Provides the session (lib/auth-context) to the whole app. Lives inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useStoredToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe(Boolean(token));

  useTokenRefresh(token);

  // A stored token the server no longer accepts is dropped, so the visitor is simply signed out.
  useEffect(() => {
    if (me.error && isApiRequestError(me.error) && me.error.status === 401) clearToken();
  }, [me.error]);

  // Signed out anywhere (logout, forced logout, another tab): forget the cached user.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: queryKeys.auth.all });
  }, [token, queryClient]);

  useEffect(() => {
    if (location.pathname === '/') clearLogoutMark();
  }, [location.pathname]);

  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(() => {
    setForcedLogoutHandler(() => {
      queryClient.clear();
      const { pathname, search, hash } = locationRef.current;
      void navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
    });
  }, [navigate, queryClient]);

  const establish = useCallback(
    (response: AuthResponse) => establishSession(queryClient, response),
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginInput, options: SessionOptions = {}) => {
      try {
        const response = await loginRequest(input);
        establish(response);
        if (!options.silent) notify.success(AUTH_MESSAGES.loggedIn);
        return response;
      } catch (error) {
        const message = error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials;
        if (!options.silent) notify.error(`Login failed: ${message}`);
        throw error;
      }
    },
    [establish],
  );

  const register = useCallback(
    async (input: RegisterInput, options: SessionOptions = {}) => {
      try {
        const response = await registerRequest(input);
        establish(response);
        if (!options.silent) notify.success(AUTH_MESSAGES.accountCreated);
        return response;
      } catch (error) {
        const message = error instanceof Error ? error.message : AUTH_MESSAGES.registrationFailed;
        if (!options.silent) notify.error(`Signup failed: ${message}`);
        throw error;
      }
    },
    [establish],
  );

  const logout = useCallback(() => {
    markLogoutStarted();
    clearToken();
    queryClient.clear();
    notify.success(AUTH_MESSAGES.loggedOut);
    void navigate('/');
  }, [navigate, queryClient]);

  const user = token ? (me.data ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: Boolean(token) && me.isPending && !me.isError,
      isAuthenticated: Boolean(user),
      isAdmin: Boolean(user?.isAdmin),
      login,
      register,
      logout,
    }),
    [user, token, me.isPending, me.isError, login, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
