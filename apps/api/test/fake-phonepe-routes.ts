import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FakeEndpoint,
  FakeFailure,
  FakeOrder,
  FakePhonePe,
  FakeRefund,
} from './fake-phonepe-types';

/**
 * The fake PhonePe's HTTP side (fake-phonepe-server.ts keeps its state and controls): PhonePe's
 * token, pay, order-status, refund and refund-status endpoints, with its paths and field names.
 */

export const AUTH_PREFIX = '/apis/identity-manager';
export const PG_PREFIX = '/apis/pg';
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

export const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;

/** What the routes share with the fake's controls. */
export type FakePhonePeState = {
  fake: FakePhonePe;
  now: () => number;
  /** Issued access tokens. */
  tokens: Map<string, { expiresAt: number; revoked: boolean }>;
  /** Failures still to inject (`failNext`). */
  failures: FakeFailure[];
  /** The order as of now (one that expired unpaid reads FAILED). */
  currentOrder(merchantOrderId: string): FakeOrder | undefined;
};

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

/** The server's request handler: an error thrown while answering answers 500. */
export function createFakePhonePeRoutes(state: FakePhonePeState) {
  const { fake, now, tokens, failures, currentOrder } = state;
  const url = fake.url;

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

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        fail(res, 500, 'INTERNAL_SERVER_ERROR', error instanceof Error ? error.message : 'error');
    });
  };
}
