import type { OutgoingHttpHeaders } from 'node:http';
import type { App } from '../src/app';
import { bearer } from './factories';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiResponse<T> = {
  status: number;
  /** The parsed JSON body (undefined when there is none), with the error `message` every 4xx carries. */
  body: T & { message?: string };
  headers: OutgoingHttpHeaders;
};

export type ApiRequestOptions = {
  /** Another client address (per-IP limits and caps). */
  remoteAddress?: string;
  headers?: Record<string, string>;
};

/**
 * One request helper for the API tests: `const call = apiCaller(t, '/api/cart')` then
 * `await call('POST', '/add', token, payload)`. It takes the test context rather than the app,
 * because `useTestApp` fills the context in beforeAll, after the describe body has run.
 */
export function apiCaller(context: { app: App }, prefix = '') {
  return async function call<T = Record<string, unknown>>(
    method: ApiMethod,
    url: string,
    token?: string,
    payload?: unknown,
    options: ApiRequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const response = await context.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      payload: payload as object | undefined,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const body = response.body
      ? response.json<T & { message?: string }>()
      : (undefined as unknown as T & { message?: string });
    return { status: response.statusCode, body, headers: response.headers };
  };
}
