import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_PREFIX, createFakePhonePeRoutes, newId, PG_PREFIX } from './fake-phonepe-routes';
import type { FakeFailure, FakeOrder, FakePhonePe, FakePhonePeOptions } from './fake-phonepe-types';
import { phonePeConfigSchema } from '../src/modules/payments/providers/phonepe/phonepe.config';

/**
 * A stand-in for PhonePe's Standard Checkout API on 127.0.0.1 (node:http, in-memory), for tests and
 * local runs: the OAuth token, pay, order-status, refund and refund-status endpoints with PhonePe's
 * paths and field names (fake-phonepe-routes.ts),
 * under production-like prefixes so separate auth and PG base URLs are exercised. Error codes and
 * messages of the fake's own 4xx answers are the fake's, not PhonePe's. This file keeps the fake's
 * state and the controls a test moves it with.
 */

export type {
  FakeEndpoint,
  FakeOrderState,
  FakeAttempt,
  FakeOrder,
  FakeRefund,
  FakeFailure,
  FakeRequest,
  FakePhonePeOptions,
  FakePhonePe,
} from './fake-phonepe-types';

export async function startFakePhonePe(options: FakePhonePeOptions = {}): Promise<FakePhonePe> {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const failures: FakeFailure[] = [];

  // Its routes are added once the fake below exists: nobody knows the port before then.
  const server = createServer();
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

  server.on('request', createFakePhonePeRoutes({ fake, now, tokens, failures, currentOrder }));
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
