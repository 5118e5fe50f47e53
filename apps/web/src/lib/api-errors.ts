import { HTTP_ERROR_MESSAGES, type ApiFieldError } from '@campus-threads/contract';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/**
 * Every failed API call throws this. `message` is what a person should read: the server's own
 * message when it sent one (e.g. 'Invalid email or password'), otherwise the status text of the
 * spec (accounts-orders §8). `statusText` is always the spec's status text.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly statusText: string;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: ApiFieldError[];

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    statusText: string;
    serverMessage?: string;
    fieldErrors?: ApiFieldError[];
  }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.statusText = init.statusText;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? [];
  }

  /** The first server error for one field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The spec's text for an HTTP status. */
export function statusMessage(
  status: number,
  path = '',
  fieldErrors: ApiFieldError[] = [],
): string {
  if (status === 401) return HTTP_ERROR_MESSAGES.unauthorized;
  if (status === 403) return HTTP_ERROR_MESSAGES.forbidden;
  if (status === 404)
    return isRefreshPath(path) ? HTTP_ERROR_MESSAGES.refreshNotFound : HTTP_ERROR_MESSAGES.notFound;
  if (status === 422) {
    const first = fieldErrors[0]?.message;
    return first ? `${HTTP_ERROR_MESSAGES.validation}: ${first}` : HTTP_ERROR_MESSAGES.validation;
  }
  if (status === 429) return HTTP_ERROR_MESSAGES.tooManyRequests;
  if (status >= 500) return HTTP_ERROR_MESSAGES.server;
  return HTTP_ERROR_MESSAGES.badRequest;
}

export function isRefreshPath(path: string): boolean {
  return /(^|\/)auth\/refresh-token\b/.test(path);
}

function parseFieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e: unknown) => {
    if (e && typeof e === 'object' && typeof (e as ApiFieldError).message === 'string') {
      const field = (e as ApiFieldError).field;
      return [
        { field: typeof field === 'string' ? field : '', message: (e as ApiFieldError).message },
      ];
    }
    return [];
  });
}

/** Build the error for an HTTP answer that was not 2xx. `body` is the parsed JSON, if any. */
export function errorFromResponse(status: number, body: unknown, path = ''): ApiRequestError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverMessage =
    typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const fieldErrors = parseFieldErrors(record.errors);
  const statusText = statusMessage(status, path, fieldErrors);
  // 5xx bodies and the refresh 404 get the spec's text; 422 with field errors gets the spec's
  // "Validation error: ...: <first field error>"; otherwise the server's words win. A 503 with a
  // message is the shop saying why on purpose (maintenance: new payments paused), so it is shown.
  let message = serverMessage ?? statusText;
  if (status === 503 && serverMessage) message = serverMessage;
  else if (status >= 500 || (status === 404 && isRefreshPath(path))) message = statusText;
  else if (status === 422 && fieldErrors.length > 0) message = statusText;
  return new ApiRequestError({
    status,
    kind: 'http',
    message,
    statusText,
    serverMessage,
    fieldErrors,
  });
}

/**
 * No answer at all (offline, the server down). The app and its API share one origin, so there is
 * no second path to retry: the person reads the spec's text for that end (decision 0007).
 */
export function networkError(): ApiRequestError {
  return new ApiRequestError({
    status: 0,
    kind: 'network',
    message: HTTP_ERROR_MESSAGES.unableToConnect,
    statusText: HTTP_ERROR_MESSAGES.noResponse,
  });
}

export function timeoutError(): ApiRequestError {
  return new ApiRequestError({
    status: 0,
    kind: 'timeout',
    message: HTTP_ERROR_MESSAGES.timeout,
    statusText: HTTP_ERROR_MESSAGES.timeout,
  });
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiRequestError(error)) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Three consecutive 401s log the user out; the count starts over when 60 s pass without one.
 * Pure state so it can be tested without timers.
 */
export type UnauthorizedCounter = { count: number; lastAt: number };

export function registerUnauthorized(
  counter: UnauthorizedCounter,
  now: number,
  resetMs: number,
): UnauthorizedCounter {
  const count = now - counter.lastAt > resetMs ? 1 : counter.count + 1;
  return { count, lastAt: now };
}
