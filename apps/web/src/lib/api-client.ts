import { REQUEST_TIMEOUT_MS, UNAUTHORIZED_LOGOUT } from '@campus-threads/contract';
import {
  errorFromResponse,
  isRefreshPath,
  networkError,
  registerUnauthorized,
  timeoutError,
  type UnauthorizedCounter,
} from './api-errors';
import { clearToken, getToken } from './token';

export const API_BASE = '/api';

/** Pages where a run of 401s must not bounce the visitor to /login. */
export const LOGOUT_EXEMPT_PATHS = [
  '/login',
  '/signup',
  '/auth-callback',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
] as const;

/** Calls that never count towards the forced logout (spec: accounts-orders §8). */
function isLogoutExemptCall(path: string): boolean {
  return isRefreshPath(path) || /(^|\/)(notifications|auth\/validate|auth\/token)\b/.test(path);
}

/** Paths that are public: no bearer token is sent. */
function isPublicPath(path: string): boolean {
  return /^\/?auth\/(login|register)\b/.test(path);
}

export function isLogoutExemptPage(pathname: string): boolean {
  return (LOGOUT_EXEMPT_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}

type UnauthorizedHandler = () => void;
let onForcedLogout: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** The auth provider registers how a forced logout navigates (client-side, keeping state). */
export function setForcedLogoutHandler(handler: UnauthorizedHandler): void {
  onForcedLogout = handler;
}

let unauthorized: UnauthorizedCounter = { count: 0, lastAt: 0 };

function handleUnauthorized(path: string): void {
  if (isLogoutExemptCall(path)) return;
  unauthorized = registerUnauthorized(unauthorized, Date.now(), UNAUTHORIZED_LOGOUT.counterResetMs);
  if (unauthorized.count < UNAUTHORIZED_LOGOUT.consecutive401s) return;
  unauthorized = { count: 0, lastAt: 0 };
  if (isLogoutExemptPage(window.location.pathname)) return;
  clearToken();
  onForcedLogout();
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default: yes, except login and register). */
  auth?: boolean;
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function buildUrl(path: string, params?: RequestOptions['params']): string {
  const clean = path.replace(/^\/+/, '');
  const url = `${API_BASE}/${clean}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One fetch wrapper for the whole app: base /api, bearer token, 60 s timeout, spec error texts. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, params, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const sendAuth = options.auth ?? !isPublicPath(path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = sendAuth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (signal?.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && sendAuth && token) handleUnauthorized(path);
    throw errorFromResponse(response.status, data, path);
  }
  if (sendAuth && token) unauthorized = { count: 0, lastAt: 0 };
  return data as T;
}

export type DownloadOptions = {
  /** What the file is (the Accept header): 'text/csv', 'application/pdf'. */
  accept: string;
  params?: RequestOptions['params'];
  /** The saved file's name, or how to read it from the answer (e.g. its Content-Disposition). */
  fileName: string | ((response: Response) => string);
  /** The path is a full address (a stored file), not one under /api. */
  absolute?: boolean;
  credentials?: RequestCredentials;
};

export type DownloadResult = { name: string; contentType: string; size: number };

/** Hands a blob to the browser as a saved file. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * A private file (CSV export, proof PDF) fetched with the bearer token, never a plain link, and
 * saved from a blob. A refusal throws the API's error (errorFromResponse); no answer at all
 * rethrows what fetch threw. An empty file is not saved (size 0 in the result).
 */
async function download(path: string, options: DownloadOptions): Promise<DownloadResult> {
  const token = getToken();
  const response = await fetch(options.absolute ? path : buildUrl(path, options.params), {
    headers: { Accept: options.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: options.credentials ?? 'same-origin',
  });
  if (!response.ok) throw errorFromResponse(response.status, await readBody(response), path);
  const blob = await response.blob();
  const name = typeof options.fileName === 'string' ? options.fileName : options.fileName(response);
  const contentType = response.headers.get('content-type') ?? '';
  if (blob.size > 0) saveBlob(blob, name);
  return { name, contentType, size: blob.size };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  download,
};
