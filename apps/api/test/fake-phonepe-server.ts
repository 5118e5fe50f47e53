import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  phonePeConfigSchema,
  type PhonePeConfig,
  type PhonePeConfigInput,
} from '../src/modules/payments/providers/phonepe/phonepe.config';

/**
 * A stand-in for PhonePe's Standard Checkout API on 127.0.0.1 (node:http, in-memory), for tests and
 * local runs: the OAuth token, pay, order-status, refund and refund-status endpoints with PhonePe's
 * paths and field names,
 * under production-like prefixes so separate auth and PG base URLs are exercised. Error codes and
 * messages of the fake's own 4xx answers are the fake's, not PhonePe's.
 */

export type FakeEndpoint = 'token' | 'pay' | 'status' | 'refund' | 'refundStatus';
export type FakeOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export type FakeAttempt = {
  transactionId: string;
  paymentMode: string;
  timestamp: number;
  amount: number;
  state: 'COMPLETED' | 'FAILED';
  errorCode?: string;
  detailedErrorCode?: string;
};

export type FakeOrder = {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  /** Epoch milliseconds, as PhonePe's expireAt. */
  expireAt: number;
  state: FakeOrderState;
  redirectUrl: string;
  metaInfo?: Record<string, string>;
  paymentDetails: FakeAttempt[];
};

/** A refund as the fake keeps it: PENDING when asked for, until `setRefundOutcome`. */
export type FakeRefund = {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  /** CONFIRMED: PhonePe accepted it and it is on its way (still pending for us). */
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
  timestamp: number;
};

export type FakeFailure = {
  /** Only a request to this endpoint takes the failure (default: the next request of any kind). */
  endpoint?: FakeEndpoint;
  /** Answer with this status (default 500) ... */
  status?: number;
  /** ... and this raw body (default a PhonePe-style error JSON). */
  body?: string;
  /** Never answer (the client's timeout has to end it). */
  hang?: boolean;
};

export type FakeRequest = {
  endpoint: FakeEndpoint | 'unknown';
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakePhonePeOptions = {
  clientId?: string;
  clientSecret?: string;
  clientVersion?: number;
  callbackUsername?: string;
  callbackPassword?: string;
  tokenTtlSeconds?: number;
  /** The fake's clock in epoch milliseconds (share one with the provider to test expiry). */
  now?: () => number;
};

export type FakePhonePe = {
  url: string;
  authBaseUrl: string;
  pgBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  callbackUsername: string;
  callbackPassword: string;
  /** Lifetime of tokens issued from now on. */
  tokenTtlSeconds: number;
  /** Requests per endpoint, failed and rejected ones included. */
  calls: Record<FakeEndpoint, number>;
  requests: FakeRequest[];
  orders: Map<string, FakeOrder>;
  /** Refunds by merchantRefundId. */
  refunds: Map<string, FakeRefund>;
  /** A provider config pointing at this fake with its credentials. */
  config(overrides?: Partial<PhonePeConfigInput>): PhonePeConfig;
  /** Settles a pending order as the shopper's payment would. */
  setOutcome(merchantOrderId: string, outcome: 'COMPLETED' | 'FAILED'): FakeOrder;
  /** Moves a pending refund along as PhonePe's bank side would. */
  setRefundOutcome(
    merchantRefundId: string,
    outcome: 'CONFIRMED' | 'COMPLETED' | 'FAILED',
  ): FakeRefund;
  /** The next `count` matching requests fail as described. */
  failNext(count: number, failure?: FakeFailure): void;
  /** Every token issued so far now gets 401. */
  revokeTokens(): void;
  /** A webhook as PhonePe would send it for the order's current state. */
  signedCallback(
    merchantOrderId: string,
    options?: { event?: string },
  ): { headers: Record<string, string>; rawBody: string };
  close(): Promise<void>;
};

const AUTH_PREFIX = '/apis/identity-manager';
const PG_PREFIX = '/apis/pg';
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const fail = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { code, message, data: {} });

function endpointOf(method: string, path: string): FakeEndpoint | 'unknown' {
  if (method === 'POST' && path === `${AUTH_PREFIX}/v1/oauth/token`) return 'token';
  if (method === 'POST' && path === `${PG_PREFIX}/checkout/v2/pay`) return 'pay';
  if (method === 'GET' && /^\/apis\/pg\/checkout\/v2\/order\/[^/]+\/status$/.test(path))
    return 'status';
  if (method === 'POST' && path === `${PG_PREFIX}/payments/v2/refund`) return 'refund';
  if (method === 'GET' && /^\/apis\/pg\/payments\/v2\/refund\/[^/]+\/status$/.test(path))
    return 'refundStatus';
  return 'unknown';
}

export async function startFakePhonePe(options: FakePhonePeOptions = {}): Promise<FakePhonePe> {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const failures: FakeFailure[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        fail(res, 500, 'INTERNAL_SERVER_ERROR', error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePhonePe = {
    url,
    authBaseUrl: `${url}${AUTH_PREFIX}`,
    pgBaseUrl: `${url}${PG_PREFIX}`,
    clientId: options.clientId ?? 'FAKE_CLIENT_ID',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    clientVersion: options.clientVersion ?? 1,
    callbackUsername: options.callbackUsername ?? 'fake_webhook_user',
    callbackPassword: options.callbackPassword ?? 'fakeWebhookPass1',
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    calls: { token: 0, pay: 0, status: 0, refund: 0, refundStatus: 0 },
    requests: [],
    orders: new Map(),
    refunds: new Map(),

    config(overrides = {}) {
      return phonePeConfigSchema.parse({
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        clientVersion: fake.clientVersion,
        env: 'sandbox',
        callbackUsername: fake.callbackUsername,
        callbackPassword: fake.callbackPassword,
        authBaseUrl: fake.authBaseUrl,
        pgBaseUrl: fake.pgBaseUrl,
        ...overrides,
      });
    },

    setOutcome(merchantOrderId, outcome) {
      const order = fake.orders.get(merchantOrderId);
      if (!order) throw new Error(`fake PhonePe: no order ${merchantOrderId}`);
      if (order.state !== 'PENDING')
        throw new Error(`fake PhonePe: order ${merchantOrderId} is already ${order.state}`);
      order.paymentDetails.push({
        transactionId: newId('OM'),
        paymentMode: 'UPI_INTENT',
        timestamp: now(),
        amount: order.amount,
        state: outcome,
        ...(outcome === 'FAILED' ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'ZM' } : {}),
      });
      order.state = outcome;
      return order;
    },

    setRefundOutcome(merchantRefundId, outcome) {
      const refund = fake.refunds.get(merchantRefundId);
      if (!refund) throw new Error(`fake PhonePe: no refund ${merchantRefundId}`);
      if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED')
        throw new Error(`fake PhonePe: refund ${merchantRefundId} is already ${refund.state}`);
      refund.state = outcome;
      refund.timestamp = now();
      return refund;
    },

    failNext(count, failure = {}) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },

    revokeTokens() {
      for (const token of tokens.values()) token.revoked = true;
    },

    signedCallback(merchantOrderId, callbackOptions = {}) {
      const order = currentOrder(merchantOrderId);
      if (!order) throw new Error(`fake PhonePe: no order ${merchantOrderId}`);
      const event =
        callbackOptions.event ??
        (order.state === 'COMPLETED'
          ? 'checkout.order.completed'
          : order.state === 'FAILED'
            ? 'checkout.order.failed'
            : undefined);
      if (!event)
        throw new Error(`fake PhonePe: order ${merchantOrderId} is still PENDING; pass an event`);
      const rawBody = JSON.stringify({
        event,
        payload: {
          merchantId: 'FAKEMERCHANT',
          merchantOrderId: order.merchantOrderId,
          orderId: order.orderId,
          state: order.state,
          amount: order.amount,
          expireAt: order.expireAt,
          metaInfo: order.metaInfo ?? {},
          paymentDetails: order.paymentDetails,
        },
      });
      const authorization = createHash('sha256')
        .update(`${fake.callbackUsername}:${fake.callbackPassword}`)
        .digest('hex');
      return { headers: { authorization, 'content-type': 'application/json' }, rawBody };
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  /** The order as of now: PhonePe reports an order that expired unpaid as FAILED. */
  function currentOrder(merchantOrderId: string): FakeOrder | undefined {
    const order = fake.orders.get(merchantOrderId);
    if (order && order.state === 'PENDING' && now() >= order.expireAt) order.state = 'FAILED';
    return order;
  }

  function authorized(req: IncomingMessage): boolean {
    const match = /^O-Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const token = match ? tokens.get(match[1]!) : undefined;
    return !!token && !token.revoked && now() < token.expiresAt;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const { pathname, searchParams } = new URL(req.url ?? '/', url);
    const endpoint = endpointOf(method, pathname);
    const body = await readBody(req);
    fake.requests.push({ endpoint, method, path: req.url ?? '/', headers: req.headers, body });
    if (endpoint === 'unknown')
      return fail(res, 404, 'NOT_FOUND', `No route ${method} ${pathname}`);
    fake.calls[endpoint]++;

    const index = failures.findIndex((f) => f.endpoint === undefined || f.endpoint === endpoint);
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      if (failure!.hang) return; // closeAllConnections() ends it when the fake closes
      const status = failure!.status ?? 500;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        failure!.body ??
          JSON.stringify({ code: 'INTERNAL_SERVER_ERROR', message: 'Injected failure', data: {} }),
      );
      return;
    }

    if (endpoint === 'token') return issueToken(req, res, body);
    if (!authorized(req))
      return fail(res, 401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    if (endpoint === 'pay') return createOrder(res, body);
    if (endpoint === 'refund') return createRefund(res, body);
    if (endpoint === 'refundStatus')
      return refundStatus(res, decodeURIComponent(pathname.split('/').at(-2)!));
    const merchantOrderId = decodeURIComponent(pathname.split('/').at(-2)!);
    return orderStatus(res, merchantOrderId, searchParams.get('details') === 'true');
  }

  function issueToken(req: IncomingMessage, res: ServerResponse, body: string) {
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return fail(res, 400, 'BAD_REQUEST', 'Expected a form-urlencoded body');
    }
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials')
      return fail(res, 400, 'BAD_REQUEST', 'grant_type must be client_credentials');
    if (
      form.get('client_id') !== fake.clientId ||
      form.get('client_secret') !== fake.clientSecret ||
      form.get('client_version') !== String(fake.clientVersion)
    ) {
      return fail(res, 400, 'INVALID_CLIENT', 'Client credentials are invalid');
    }
    const issuedAt = Math.floor(now() / 1000);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, {
      expiresAt: (issuedAt + fake.tokenTtlSeconds) * 1000,
      revoked: false,
    });
    sendJson(res, 200, {
      access_token: accessToken,
      encrypted_access_token: accessToken,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: issuedAt + fake.tokenTtlSeconds,
      session_expires_at: issuedAt + fake.tokenTtlSeconds,
      token_type: 'O-Bearer',
    });
  }

  function createOrder(res: ServerResponse, body: string) {
    let input: {
      merchantOrderId?: unknown;
      amount?: unknown;
      expireAfter?: unknown;
      metaInfo?: Record<string, string>;
      paymentFlow?: { type?: unknown; merchantUrls?: { redirectUrl?: unknown } };
    };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return fail(res, 400, 'BAD_REQUEST', 'Body is not JSON');
    }
    const { merchantOrderId, amount, expireAfter, paymentFlow } = input;
    if (typeof merchantOrderId !== 'string' || !MERCHANT_ORDER_ID.test(merchantOrderId)) {
      return fail(res, 400, 'BAD_REQUEST', 'merchantOrderId is invalid');
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return fail(res, 400, 'BAD_REQUEST', 'amount is invalid');
    if (paymentFlow?.type !== 'PG_CHECKOUT')
      return fail(res, 400, 'BAD_REQUEST', 'paymentFlow.type must be PG_CHECKOUT');
    const redirectUrl = paymentFlow.merchantUrls?.redirectUrl;
    if (typeof redirectUrl !== 'string')
      return fail(res, 400, 'BAD_REQUEST', 'paymentFlow.merchantUrls.redirectUrl is required');
    if (fake.orders.has(merchantOrderId))
      return fail(res, 400, 'DUPLICATE_ORDER', 'merchantOrderId has been used already');

    const expireAfterSeconds =
      typeof expireAfter === 'number' && expireAfter > 0 ? expireAfter : 1200;
    const order: FakeOrder = {
      merchantOrderId,
      orderId: newId('OMO'),
      amount,
      expireAt: now() + expireAfterSeconds * 1000,
      state: 'PENDING',
      redirectUrl,
      metaInfo: input.metaInfo,
      paymentDetails: [],
    };
    fake.orders.set(merchantOrderId, order);
    sendJson(res, 200, {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${url}/transact/pg?token=${order.orderId}`,
    });
  }

  function createRefund(res: ServerResponse, body: string) {
    let input: { merchantRefundId?: unknown; originalMerchantOrderId?: unknown; amount?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return fail(res, 400, 'BAD_REQUEST', 'Body is not JSON');
    }
    const { merchantRefundId, originalMerchantOrderId, amount } = input;
    if (typeof merchantRefundId !== 'string' || !MERCHANT_ORDER_ID.test(merchantRefundId))
      return fail(res, 400, 'BAD_REQUEST', 'merchantRefundId is invalid');
    if (fake.refunds.has(merchantRefundId))
      return fail(res, 400, 'DUPLICATE_REFUND', 'merchantRefundId has been used already');
    const order =
      typeof originalMerchantOrderId === 'string'
        ? currentOrder(originalMerchantOrderId)
        : undefined;
    if (!order) return fail(res, 400, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    if (order.state !== 'COMPLETED')
      return fail(res, 400, 'BAD_REQUEST', 'Only a completed order can be refunded');
    const refunded = [...fake.refunds.values()]
      .filter((r) => r.originalMerchantOrderId === order.merchantOrderId && r.state !== 'FAILED')
      .reduce((sum, r) => sum + r.amount, 0);
    if (
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount < 100 ||
      refunded + amount > order.amount
    )
      return fail(res, 400, 'INVALID_REFUND_AMOUNT', 'amount is invalid');
    const refund: FakeRefund = {
      merchantRefundId,
      refundId: newId('OMR'),
      originalMerchantOrderId: order.merchantOrderId,
      amount,
      state: 'PENDING',
      timestamp: now(),
    };
    fake.refunds.set(merchantRefundId, refund);
    sendJson(res, 200, { refundId: refund.refundId, amount, state: refund.state });
  }

  function refundStatus(res: ServerResponse, merchantRefundId: string) {
    const refund = fake.refunds.get(merchantRefundId);
    if (!refund) return fail(res, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId');
    sendJson(res, 200, {
      originalMerchantOrderId: refund.originalMerchantOrderId,
      amount: refund.amount,
      state: refund.state,
      timestamp: refund.timestamp,
      refundId: refund.refundId,
    });
  }

  function orderStatus(res: ServerResponse, merchantOrderId: string, details: boolean) {
    const order = currentOrder(merchantOrderId);
    if (!order) return fail(res, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    const last = order.paymentDetails.at(-1);
    sendJson(res, 200, {
      orderId: order.orderId,
      state: order.state,
      amount: order.amount,
      expireAt: order.expireAt,
      metaInfo: order.metaInfo ?? {},
      ...(order.state === 'FAILED' ? { errorCode: last?.errorCode ?? 'TXN_NOT_COMPLETED' } : {}),
      paymentDetails: details ? order.paymentDetails : last ? [last] : [],
    });
  }

  return fake;
}

/** The environment that points an app at this fake as its PhonePe (the shop's public address set). */
export function phonePeEnv(fake: FakePhonePe): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'phonepe',
    PUBLIC_URL: 'https://shop.example.in',
    PHONEPE_CLIENT_ID: fake.clientId,
    PHONEPE_CLIENT_SECRET: fake.clientSecret,
    PHONEPE_CLIENT_VERSION: String(fake.clientVersion),
    PHONEPE_CALLBACK_USERNAME: fake.callbackUsername,
    PHONEPE_CALLBACK_PASSWORD: fake.callbackPassword,
    PHONEPE_AUTH_BASE_URL: fake.authBaseUrl,
    PHONEPE_PG_BASE_URL: fake.pgBaseUrl,
  };
}
