import { STORAGE_KEYS } from '@campus-threads/contract';

/**
 * The access token lives in localStorage under STORAGE_KEYS.token (the client contract).
 * Components subscribe through `subscribeToken` so a token change re-renders who needs it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return safeStorage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function setToken(token: string): void {
  safeStorage()?.setItem(STORAGE_KEYS.token, token);
  listeners.forEach((l) => l());
}

export function clearToken(): void {
  safeStorage()?.removeItem(STORAGE_KEYS.token);
  listeners.forEach((l) => l());
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload, decoded without verification (the server verifies). Null when malformed. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a JWT in epoch milliseconds, or null when it has none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Milliseconds of validity left (negative when expired); null when unknown. */
export function tokenRemainingMs(token: string, now: number = Date.now()): number | null {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null ? null : expiresAt - now;
}
