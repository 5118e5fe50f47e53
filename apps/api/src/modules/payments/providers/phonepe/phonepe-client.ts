import { z } from 'zod';
import { PaymentProviderError } from '../payment-provider';
import { phonePeBaseUrls, type PhonePeConfig } from './phonepe.config';

/**
 * PhonePe's HTTP side (PG v2): the OAuth token (cached, refreshed before it expires and once on a
 * 401), one request with a timeout, and reading an answer against its schema. Failures become
 * PaymentProviderError, retryable when asking again may help. See README.md.
 */

export const PHONEPE_PATHS = {
  token: '/v1/oauth/token',
  pay: '/checkout/v2/pay',
  status: (merchantOrderId: string) =>
    `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`,
  refund: '/payments/v2/refund',
  refundStatus: (merchantRefundId: string) =>
    `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
} as const;

/** The calls, as error messages name them. */
export type PhonePeEndpoint = 'token' | 'pay' | 'status' | 'refund' | 'refund status';
type Token = { header: string; refreshAt: number; expiresAt: number };

/** PhonePe: "generate a new access token at least 5 minutes before your current one is set to expire". */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  issued_at: z.number().nullish(),
  expires_at: z.number().nullish(),
  expires_in: z.number().nullish(),
});

const errorBodySchema = z.object({
  code: z.string().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

function describeError(endpoint: PhonePeEndpoint, status: number, text: string): string {
  let detail = '';
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) {
      const code = body.data.code ?? body.data.errorCode;
      detail = [code, body.data.message].filter(Boolean).join(': ');
    }
  } catch {
    // not JSON: the status says enough
  }
  return `PhonePe ${endpoint} request failed with HTTP ${status}${detail ? ` (${detail})` : ''}`;
}

export type PhonePeClient = {
  /** The environment's hosts (or the configured ones): `auth` for the token, `pg` for the rest. */
  base: { auth: string; pg: string };
  /** A PG API call with the O-Bearer token, fetching a new token and retrying once on a 401. */
  authorized<T>(
    endpoint: PhonePeEndpoint,
    url: string,
    init: RequestInit,
    schema: z.ZodType<T>,
  ): Promise<T>;
};

export function createPhonePeClient(
  config: PhonePeConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): PhonePeClient {
  const fetchFn = deps.fetch ?? globalThis.fetch;
  /** Milliseconds since the epoch, like Date.now. */
  const now = deps.now ?? Date.now;
  const base = phonePeBaseUrls(config);

  let cachedToken: Token | undefined;
  let tokenRequest: Promise<Token> | undefined;

  /** One HTTP exchange: network errors and timeouts are retryable; the caller reads the status. */
  async function send(
    endpoint: PhonePeEndpoint,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; text: string }> {
    try {
      const response = await fetchFn(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaymentProviderError(
          `PhonePe ${endpoint} request timed out after ${config.timeoutMs} ms`,
          true,
        );
      }
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new PaymentProviderError(
        `PhonePe ${endpoint} request could not be sent: ${reason}`,
        true,
      );
    }
  }

  /** A 2xx body checked against its schema; anything else becomes a PaymentProviderError. */
  function read<T>(
    endpoint: PhonePeEndpoint,
    response: { status: number; text: string },
    schema: z.ZodType<T>,
  ): T {
    const { status, text } = response;
    if (status < 200 || status >= 300) {
      // 5xx and 429 pass; other 4xx (and a redirect: a wrong base URL) will not fix themselves.
      const retryable = status >= 500 || status === 429;
      throw new PaymentProviderError(describeError(endpoint, status, text), retryable);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(
        `PhonePe ${endpoint} answered HTTP ${status} with a body that is not JSON`,
        true,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = [
        ...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(body)')),
      ].join(', ');
      throw new PaymentProviderError(
        `PhonePe ${endpoint} answered with an unexpected body (${fields})`,
        true,
      );
    }
    return parsed.data;
  }

  async function fetchToken(): Promise<Token> {
    const requestedAt = now();
    const response = await send('token', `${base.auth}${PHONEPE_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_version: String(config.clientVersion),
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const body = read('token', response, tokenResponseSchema);
    // Lifetime from PhonePe's own clock (expires_at - issued_at, both epoch seconds), counted from
    // when we asked, so a skewed local clock neither keeps a dead token nor refetches every call.
    let lifetimeMs: number | undefined;
    if (body.expires_at != null && body.issued_at != null)
      lifetimeMs = (body.expires_at - body.issued_at) * 1000;
    else if (body.expires_in != null) lifetimeMs = body.expires_in * 1000;
    else if (body.expires_at != null) lifetimeMs = body.expires_at * 1000 - requestedAt;
    if (lifetimeMs === undefined || !(lifetimeMs > 0)) {
      throw new PaymentProviderError('PhonePe token answered without a usable expiry', true);
    }
    const expiresAt = requestedAt + lifetimeMs;
    // Short-lived tokens (a sandbox, the fake) refresh at half-life rather than never being reused.
    const refreshAt = expiresAt - Math.min(TOKEN_REFRESH_MARGIN_MS, lifetimeMs / 2);
    return { header: `O-Bearer ${body.access_token}`, refreshAt, expiresAt };
  }

  /**
   * The cached token while it is fresh; else one shared request for a new one. `rejected` is the
   * token PhonePe just answered 401 to: it is not reused, but a newer one fetched meanwhile is.
   */
  async function getToken(rejected?: Token): Promise<Token> {
    const current = cachedToken;
    if (current && current !== rejected && now() < current.refreshAt) return current;
    if (rejected && cachedToken === rejected) cachedToken = undefined;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    try {
      cachedToken = await tokenRequest;
      return cachedToken;
    } catch (error) {
      // Refreshing early failed: the old token is still good until it really expires.
      if (!rejected && current && now() < current.expiresAt) return current;
      throw error;
    }
  }

  /** A PG API call with the O-Bearer token, fetching a new token and retrying once on a 401. */
  async function authorized<T>(
    endpoint: PhonePeEndpoint,
    url: string,
    init: RequestInit,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const headers = {
      accept: 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    };
    let token = await getToken();
    let response = await send(endpoint, url, {
      ...init,
      headers: { ...headers, authorization: token.header },
    });
    if (response.status === 401) {
      token = await getToken(token);
      response = await send(endpoint, url, {
        ...init,
        headers: { ...headers, authorization: token.header },
      });
    }
    return read(endpoint, response, schema);
  }

  return { base, authorized };
}
