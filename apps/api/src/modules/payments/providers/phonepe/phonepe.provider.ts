import { createHash, timingSafeEqual } from 'node:crypto';
import { SITE } from '@campus-threads/contract';
import { z } from 'zod';
import {
  PaymentProviderError,
  type CallbackEvent,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type RefundInput,
  type RefundState,
  type RefundStatus,
} from '../payment-provider';
import { phonePeBaseUrls, type PhonePeConfig } from './phonepe.config';

/**
 * PhonePe Standard Checkout (PG v2) over its HTTP API: an OAuth token (cached, refreshed before it
 * expires and once on a 401), `POST /checkout/v2/pay`, `GET /checkout/v2/order/{id}/status`,
 * refunds (`POST /payments/v2/refund`, `GET /payments/v2/refund/{id}/status`), and webhooks
 * authenticated by `Authorization: sha256hex(username:password)`. See README.md.
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

/** PhonePe: "generate a new access token at least 5 minutes before your current one is set to expire". */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** PhonePe: merchantOrderId at most 63 characters, letters, digits, "_" and "-" only. */
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;
/** PhonePe: amount in paise, minimum 100. */
const MIN_AMOUNT_PAISE = 100;
const MAX_UDF_LENGTH = 256;
const UDF_SLOTS = 5;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  issued_at: z.number().nullish(),
  expires_at: z.number().nullish(),
  expires_in: z.number().nullish(),
});

const payResponseSchema = z.object({
  orderId: z.string().min(1),
  state: z.string(),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

const statusResponseSchema = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().int().nonnegative(),
  paymentDetails: z
    .array(
      z.object({
        transactionId: z.string(),
        state: z.string().optional(),
        timestamp: z.number().optional(),
      }),
    )
    .optional(),
});

/** PhonePe answers a refund request with its own id and PENDING. */
const refundResponseSchema = z.object({
  refundId: z.string().min(1),
  amount: z.number().int().nonnegative().optional(),
  state: z.string(),
});

const refundStatusResponseSchema = z.object({
  refundId: z.string().optional(),
  originalMerchantOrderId: z.string().optional(),
  amount: z.number().int().nonnegative().optional(),
  state: z.string(),
});

const callbackSchema = z.object({
  event: z.string().optional(),
  type: z.string().optional(),
  payload: z.object({ merchantOrderId: z.string().min(1), state: z.string() }),
});

const errorBodySchema = z.object({
  code: z.string().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

type Endpoint = 'token' | 'pay' | 'status' | 'refund' | 'refund status';
type Token = { header: string; refreshAt: number; expiresAt: number };

/** PhonePe order states; an order that expired unpaid reads FAILED (some webhook samples say EXPIRED). */
function toPaymentState(state: string): PaymentState | undefined {
  switch (state.toUpperCase()) {
    case 'PENDING':
      return 'PENDING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
    case 'EXPIRED':
      return 'FAILED';
    default:
      return undefined;
  }
}

/** PhonePe refund states: PENDING, CONFIRMED (accepted, on its way), COMPLETED, FAILED. */
function toRefundState(state: string): RefundState | undefined {
  switch (state.toUpperCase()) {
    case 'PENDING':
    case 'CONFIRMED':
      return 'PENDING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
      return 'FAILED';
    default:
      return undefined;
  }
}

function refundStatusOf(
  endpoint: Endpoint,
  body: { state: string; refundId?: string },
): RefundStatus {
  const state = toRefundState(body.state);
  if (!state)
    throw new PaymentProviderError(
      `PhonePe ${endpoint} answered an unknown refund state "${body.state}"`,
      true,
    );
  return { state, providerRefundId: body.refundId ?? null };
}

/** Up to five udf fields: `udf1`..`udf5` keys go to their slot, other entries fill the free slots as `key=value`. */
function toMetaInfo(meta: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!meta || Object.keys(meta).length === 0) return undefined;
  const metaInfo: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, value] of Object.entries(meta)) {
    if (/^udf[1-5]$/.test(key)) metaInfo[key] = value.slice(0, MAX_UDF_LENGTH);
    else rest.push(`${key}=${value}`.slice(0, MAX_UDF_LENGTH));
  }
  for (let slot = 1; slot <= UDF_SLOTS && rest.length > 0; slot++) {
    if (!(`udf${slot}` in metaInfo)) metaInfo[`udf${slot}`] = rest.shift()!;
  }
  if (rest.length > 0)
    throw new PaymentProviderError(`PhonePe keeps at most ${UDF_SLOTS} meta values`, false);
  return metaInfo;
}

function describeError(endpoint: Endpoint, status: number, text: string): string {
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

export function createPhonePeProvider(
  config: PhonePeConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): PaymentProvider {
  const fetchFn = deps.fetch ?? globalThis.fetch;
  /** Milliseconds since the epoch, like Date.now. */
  const now = deps.now ?? Date.now;
  const base = phonePeBaseUrls(config);
  const callbackDigest = createHash('sha256')
    .update(`${config.callbackUsername}:${config.callbackPassword}`)
    .digest();

  let cachedToken: Token | undefined;
  let tokenRequest: Promise<Token> | undefined;

  /** One HTTP exchange: network errors and timeouts are retryable; the caller reads the status. */
  async function send(
    endpoint: Endpoint,
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
    endpoint: Endpoint,
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
    endpoint: Endpoint,
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

  /** GET /payments/v2/refund/{merchantRefundId}/status. */
  async function getRefundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const refund = await authorized(
      'refund status',
      `${base.pg}${PHONEPE_PATHS.refundStatus(merchantRefundId)}`,
      { method: 'GET' },
      refundStatusResponseSchema,
    );
    return refundStatusOf('refund status', refund);
  }

  return {
    name: 'phonepe',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!MERCHANT_ORDER_ID.test(input.merchantOrderId)) {
        throw new PaymentProviderError(
          'PhonePe merchantOrderId must be 1-63 letters, digits, "_" or "-"',
          false,
        );
      }
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
        throw new PaymentProviderError(
          `PhonePe amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`,
          false,
        );
      }
      if (!Number.isSafeInteger(input.expireAfterSeconds) || input.expireAfterSeconds <= 0) {
        throw new PaymentProviderError(
          'PhonePe expireAfter must be a positive whole number of seconds',
          false,
        );
      }
      const body = {
        merchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
        expireAfter: input.expireAfterSeconds,
        metaInfo: toMetaInfo(input.meta),
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: config.paymentMessage ?? `${SITE.name} order ${input.merchantOrderId}`,
          merchantUrls: { redirectUrl: input.redirectUrl },
        },
      };
      const created = await authorized(
        'pay',
        `${base.pg}${PHONEPE_PATHS.pay}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        payResponseSchema,
      );
      return { providerOrderId: created.orderId, redirectUrl: created.redirectUrl };
    },

    async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
      // details=false: PhonePe lists only the latest attempt, which is the one that settled the order.
      const order = await authorized(
        'status',
        `${base.pg}${PHONEPE_PATHS.status(merchantOrderId)}?details=false`,
        { method: 'GET' },
        statusResponseSchema,
      );
      const state = toPaymentState(order.state);
      if (!state)
        throw new PaymentProviderError(
          `PhonePe status answered an unknown order state "${order.state}"`,
          true,
        );
      const attempts = order.paymentDetails ?? [];
      const attempt =
        attempts.find((a) => a.state?.toUpperCase() === 'COMPLETED') ?? attempts.at(-1);
      return {
        state,
        amountPaise: order.amount,
        providerTransactionId: attempt?.transactionId ?? null,
      };
    },

    /**
     * POST /payments/v2/refund. A refused request (a 4xx: PhonePe already has this
     * merchantRefundId, say, because an earlier answer was lost) is checked against the refund's
     * status: a refund PhonePe knows is answered as it stands, so a retry never refunds twice.
     */
    async refund(input: RefundInput): Promise<RefundStatus> {
      if (!MERCHANT_ORDER_ID.test(input.merchantRefundId)) {
        throw new PaymentProviderError(
          'PhonePe merchantRefundId must be 1-63 letters, digits, "_" or "-"',
          false,
        );
      }
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
        throw new PaymentProviderError(
          `PhonePe refund amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`,
          false,
        );
      }
      try {
        const accepted = await authorized(
          'refund',
          `${base.pg}${PHONEPE_PATHS.refund}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              merchantRefundId: input.merchantRefundId,
              originalMerchantOrderId: input.merchantOrderId,
              amount: input.amountPaise,
            }),
          },
          refundResponseSchema,
        );
        return refundStatusOf('refund', accepted);
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
        const known = await getRefundStatus(input.merchantRefundId).catch(() => undefined);
        if (known) return known;
        throw error;
      }
    },

    getRefundStatus,

    async verifyCallback({ headers, rawBody }): Promise<CallbackEvent | null> {
      const given = headers.authorization?.trim();
      if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return null;
      if (!timingSafeEqual(Buffer.from(given, 'hex'), callbackDigest)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = callbackSchema.safeParse(json);
      if (!parsed.success) return null;
      const { event, type, payload } = parsed.data;
      // Order events only (checkout.order.completed / .failed, or the older `type`); refund events
      // carry a refund's state, not the payment's.
      const kind = event ?? type;
      if (!kind || /refund/i.test(kind)) return null;
      const state = toPaymentState(payload.state);
      if (!state) return null;
      // The payload's amount is not used: the service asks getStatus before acting.
      return { merchantOrderId: payload.merchantOrderId, state };
    },
  };
}
