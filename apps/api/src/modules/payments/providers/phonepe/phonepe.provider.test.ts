import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
} from '../payment-provider';
import { startFakePhonePe, type FakePhonePe } from '../../../../../test/fake-phonepe-server';
import type { PhonePeConfigInput } from './phonepe.config';
import { createPhonePeProvider } from './phonepe.provider';

let fake: FakePhonePe;
/** One clock for the fake and the provider, moved by the tests. */
let clock: number;
const now = () => clock;
let seq = 0;

beforeEach(async () => {
  clock = Date.UTC(2025, 0, 15, 10, 0, 0);
  fake = await startFakePhonePe({ now });
});

afterEach(async () => {
  await fake.close();
});

function provider(overrides: Partial<PhonePeConfigInput> = {}): PaymentProvider {
  return createPhonePeProvider(fake.config(overrides), { now });
}

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  seq += 1;
  return {
    merchantOrderId: `CT-test-${seq}`,
    amountPaise: 123_450,
    redirectUrl: `https://shop.example/payment-callback?merchantOrderId=CT-test-${seq}`,
    expireAfterSeconds: 900,
    meta: { userId: 'u_42' },
    ...overrides,
  };
}

/** The rejection, checked to be a PaymentProviderError. */
async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('PhonePe OAuth token', () => {
  it('is fetched once with the client credentials and reused', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    await phonepe.getStatus(merchantOrderId);
    await phonepe.getStatus(merchantOrderId);

    expect(fake.calls).toEqual({ token: 1, pay: 1, status: 2, refund: 0, refundStatus: 0 });
    const tokenRequest = fake.requests.find((r) => r.endpoint === 'token')!;
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      client_id: fake.clientId,
      client_version: '1',
      client_secret: fake.clientSecret,
      grant_type: 'client_credentials',
    });
    for (const request of fake.requests.filter((r) => r.endpoint !== 'token')) {
      expect(request.headers.authorization).toMatch(/^O-Bearer \S+$/);
    }
  });

  it('shares one token request between concurrent calls', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(provider());
    fake.calls.token = 0;
    await Promise.all([
      phonepe.getStatus(merchantOrderId),
      phonepe.getStatus(merchantOrderId),
      phonepe.getStatus(merchantOrderId),
    ]);
    expect(fake.calls.token).toBe(1);
  });

  it('is refreshed five minutes before it expires', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe); // token lives 3600 s

    clock += (3600 - 300 - 1) * 1000;
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(1);

    clock += 2 * 1000;
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(2);
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(2);
  });

  it('is refreshed at half-life when it lives less than ten minutes', async () => {
    fake.tokenTtlSeconds = 120;
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    clock += 59_000;
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(1);
    clock += 2_000;
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(2);
  });

  it('keeps using a still-valid token when an early refresh fails', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe, { expireAfterSeconds: 3600 });
    clock += 3400 * 1000; // inside the refresh margin, before expiry
    fake.failNext(1, { endpoint: 'token', status: 503 });
    await expect(phonepe.getStatus(merchantOrderId)).resolves.toMatchObject({ state: 'PENDING' });
    expect(fake.calls.token).toBe(2);
  });

  it('is fetched again after a 401 and the call retried once', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    fake.revokeTokens();

    await expect(phonepe.getStatus(merchantOrderId)).resolves.toMatchObject({ state: 'PENDING' });
    expect(fake.calls).toEqual({ token: 2, pay: 1, status: 2, refund: 0, refundStatus: 0 });
    // and the new token is the one kept
    await phonepe.getStatus(merchantOrderId);
    expect(fake.calls.token).toBe(2);
  });

  it('gives up with a non-retryable error when the retry is refused too', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    fake.failNext(2, {
      endpoint: 'status',
      status: 401,
      body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'no' }),
    });

    const error = await providerError(phonepe.getStatus(merchantOrderId));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('401');
    expect(fake.calls).toEqual({ token: 2, pay: 1, status: 2, refund: 0, refundStatus: 0 });
  });

  it('reports wrong client credentials as not retryable', async () => {
    const phonepe = provider({ clientSecret: 'not-the-secret' });
    const error = await providerError(phonepe.createPayment(paymentInput()));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('INVALID_CLIENT');
    expect(error.message).not.toContain('not-the-secret');
    expect(fake.calls.pay).toBe(0);
  });
});

/** Creates a payment through `phonepe` and returns its input. */
async function createAnd(phonepe: PaymentProvider, overrides: Partial<CreatePaymentInput> = {}) {
  const input = paymentInput(overrides);
  await phonepe.createPayment(input);
  return input;
}

describe('createPayment', () => {
  it('sends the Standard Checkout pay request and returns the checkout page', async () => {
    const phonepe = provider({ paymentMessage: 'Campus Threads order' });
    const input = paymentInput({ meta: { userId: 'u_42', udf5: 'cart-7' } });

    const created = await phonepe.createPayment(input);

    const order = fake.orders.get(input.merchantOrderId)!;
    expect(created).toEqual({
      providerOrderId: order.orderId,
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/transact\//),
    });
    const request = fake.requests.find((r) => r.endpoint === 'pay')!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      merchantOrderId: input.merchantOrderId,
      amount: 123_450,
      expireAfter: 900,
      metaInfo: { udf1: 'userId=u_42', udf5: 'cart-7' },
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: 'Campus Threads order',
        merchantUrls: { redirectUrl: input.redirectUrl },
      },
    });
  });

  it('refuses input PhonePe would reject without calling it', async () => {
    const phonepe = provider();
    for (const input of [
      paymentInput({ amountPaise: 99 }),
      paymentInput({ amountPaise: 150.5 }),
      paymentInput({ merchantOrderId: 'has spaces' }),
      paymentInput({ merchantOrderId: 'x'.repeat(64) }),
      paymentInput({ expireAfterSeconds: 0 }),
      paymentInput({ meta: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } }),
    ]) {
      expect((await providerError(phonepe.createPayment(input))).retryable).toBe(false);
    }
    expect(fake.calls.pay).toBe(0);
  });

  it("passes PhonePe's 4xx on as not retryable, with its code and message", async () => {
    const phonepe = provider();
    const input = await createAnd(phonepe);
    const error = await providerError(phonepe.createPayment(input)); // same merchantOrderId again
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'PhonePe pay request failed with HTTP 400 (DUPLICATE_ORDER: merchantOrderId has been used already)',
    );
  });

  it('reports a 5xx as retryable, and works again afterwards', async () => {
    const phonepe = provider();
    fake.failNext(1, { endpoint: 'pay', status: 503 });
    const input = paymentInput();
    const error = await providerError(phonepe.createPayment(input));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('HTTP 503');
    await expect(phonepe.createPayment(input)).resolves.toMatchObject({
      providerOrderId: expect.any(String),
    });
  });

  it('reports a 5xx from the token endpoint as retryable', async () => {
    fake.failNext(1, { endpoint: 'token', status: 500 });
    const error = await providerError(provider().createPayment(paymentInput()));
    expect(error.retryable).toBe(true);
    expect(fake.calls.pay).toBe(0);
  });

  it('reports a 429 as retryable', async () => {
    fake.failNext(1, { endpoint: 'pay', status: 429 });
    expect((await providerError(provider().createPayment(paymentInput()))).retryable).toBe(true);
  });
});

describe('getStatus', () => {
  it('reads PENDING, then COMPLETED with the transaction id and amount', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);

    await expect(phonepe.getStatus(merchantOrderId)).resolves.toEqual({
      state: 'PENDING',
      amountPaise: 123_450,
      providerTransactionId: null,
    });

    const order = fake.setOutcome(merchantOrderId, 'COMPLETED');
    await expect(phonepe.getStatus(merchantOrderId)).resolves.toEqual({
      state: 'COMPLETED',
      amountPaise: 123_450,
      providerTransactionId: order.paymentDetails[0]!.transactionId,
    });
    expect(fake.requests.at(-1)!.path).toBe(
      `/apis/pg/checkout/v2/order/${merchantOrderId}/status?details=false`,
    );
  });

  it('reads FAILED for a failed payment', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    const order = fake.setOutcome(merchantOrderId, 'FAILED');
    await expect(phonepe.getStatus(merchantOrderId)).resolves.toEqual({
      state: 'FAILED',
      amountPaise: 123_450,
      providerTransactionId: order.paymentDetails[0]!.transactionId,
    });
  });

  it('reads FAILED for an order that expired unpaid', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe, { expireAfterSeconds: 600 });
    clock += 601_000;
    await expect(phonepe.getStatus(merchantOrderId)).resolves.toMatchObject({
      state: 'FAILED',
      providerTransactionId: null,
    });
  });

  it('reports an unknown order as a non-retryable error', async () => {
    const error = await providerError(provider().getStatus('CT-never-created'));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('ORDER_NOT_FOUND');
  });

  it('reports a body that is not JSON, or not a status, as retryable', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    fake.failNext(1, { endpoint: 'status', status: 200, body: '<html>maintenance</html>' });
    fake.failNext(1, {
      endpoint: 'status',
      status: 200,
      body: JSON.stringify({ state: 'COMPLETED' }),
    });
    fake.failNext(1, {
      endpoint: 'status',
      status: 200,
      body: JSON.stringify({ state: 'SETTLING', amount: 1 }),
    });

    const notJson = await providerError(phonepe.getStatus(merchantOrderId));
    expect([notJson.retryable, notJson.message]).toEqual([
      true,
      'PhonePe status answered HTTP 200 with a body that is not JSON',
    ]);
    const noAmount = await providerError(phonepe.getStatus(merchantOrderId));
    expect([noAmount.retryable, noAmount.message]).toEqual([
      true,
      'PhonePe status answered with an unexpected body (amount)',
    ]);
    const unknownState = await providerError(phonepe.getStatus(merchantOrderId));
    expect(unknownState.retryable).toBe(true);
    expect(unknownState.message).toContain('SETTLING');
  });

  it('times out a request that hangs, as retryable', async () => {
    const phonepe = provider({ timeoutMs: 150 });
    const { merchantOrderId } = await createAnd(phonepe);
    fake.failNext(1, { endpoint: 'status', hang: true });

    const started = performance.now();
    const error = await providerError(phonepe.getStatus(merchantOrderId));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('PhonePe status request timed out after 150 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reports an unreachable PhonePe as retryable', async () => {
    const config = fake.config();
    await fake.close();
    fake = await startFakePhonePe({ now }); // for afterEach; the old port is closed
    const error = await providerError(createPhonePeProvider(config, { now }).getStatus('CT-1'));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^PhonePe token request could not be sent/);
  });
});

describe('refund', () => {
  /** A paid order at the fake, and the provider that paid it. */
  async function paidOrder(amountPaise = 123_450) {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe, { amountPaise });
    fake.setOutcome(merchantOrderId, 'COMPLETED');
    return { phonepe, merchantOrderId };
  }

  it('sends the refund request with our id, the original order and the amount in paise', async () => {
    const { phonepe, merchantOrderId } = await paidOrder();
    const refund = await phonepe.refund({
      merchantRefundId: 'RF-test-1',
      merchantOrderId,
      amountPaise: 61_725,
    });
    expect(refund).toEqual({
      state: 'PENDING',
      providerRefundId: fake.refunds.get('RF-test-1')!.refundId,
    });
    const request = fake.requests.find((r) => r.endpoint === 'refund')!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/apis/pg/payments/v2/refund');
    expect(request.headers.authorization).toMatch(/^O-Bearer /);
    expect(JSON.parse(request.body)).toEqual({
      merchantRefundId: 'RF-test-1',
      originalMerchantOrderId: merchantOrderId,
      amount: 61_725,
    });
  });

  it('reads a refund as PENDING (also when CONFIRMED), then COMPLETED or FAILED', async () => {
    const { phonepe, merchantOrderId } = await paidOrder();
    await phonepe.refund({ merchantRefundId: 'RF-a', merchantOrderId, amountPaise: 10_000 });
    await phonepe.refund({ merchantRefundId: 'RF-b', merchantOrderId, amountPaise: 10_000 });
    expect((await phonepe.getRefundStatus('RF-a')).state).toBe('PENDING');
    fake.setRefundOutcome('RF-a', 'CONFIRMED');
    expect((await phonepe.getRefundStatus('RF-a')).state).toBe('PENDING');
    fake.setRefundOutcome('RF-a', 'COMPLETED');
    fake.setRefundOutcome('RF-b', 'FAILED');
    expect(await phonepe.getRefundStatus('RF-a')).toEqual({
      state: 'COMPLETED',
      providerRefundId: fake.refunds.get('RF-a')!.refundId,
    });
    expect((await phonepe.getRefundStatus('RF-b')).state).toBe('FAILED');
    const status = fake.requests.filter((r) => r.endpoint === 'refundStatus').at(-1)!;
    expect(status.path).toBe('/apis/pg/payments/v2/refund/RF-b/status');
  });

  it('answers a repeated refund id with the refund already made, never a second one', async () => {
    const { phonepe, merchantOrderId } = await paidOrder(20_000);
    const input = { merchantRefundId: 'RF-twice', merchantOrderId, amountPaise: 20_000 };
    const first = await phonepe.refund(input);
    const again = await phonepe.refund(input);
    expect(again).toEqual(first);
    expect(fake.refunds.size).toBe(1);
    expect(fake.calls.refund).toBe(2);
    expect(fake.calls.refundStatus).toBe(1);
  });

  it('passes a refused refund on as not retryable, and a 5xx as retryable', async () => {
    const { phonepe, merchantOrderId } = await paidOrder(20_000);
    const tooMuch = await providerError(
      phonepe.refund({ merchantRefundId: 'RF-big', merchantOrderId, amountPaise: 20_100 }),
    );
    expect(tooMuch.retryable).toBe(false);
    expect(tooMuch.message).toContain('INVALID_REFUND_AMOUNT');

    fake.failNext(1, { endpoint: 'refund', status: 503 });
    const outage = await providerError(
      phonepe.refund({ merchantRefundId: 'RF-ok', merchantOrderId, amountPaise: 20_000 }),
    );
    expect(outage.retryable).toBe(true);
    expect(fake.refunds.size).toBe(0);
    expect(
      (await phonepe.refund({ merchantRefundId: 'RF-ok', merchantOrderId, amountPaise: 20_000 }))
        .state,
    ).toBe('PENDING');
  });

  it('refuses a refund PhonePe would reject without calling it', async () => {
    const phonepe = provider();
    for (const input of [
      { merchantRefundId: 'RF bad id', merchantOrderId: 'CT-1', amountPaise: 1_000 },
      { merchantRefundId: 'R'.repeat(64), merchantOrderId: 'CT-1', amountPaise: 1_000 },
      { merchantRefundId: 'RF-1', merchantOrderId: 'CT-1', amountPaise: 99 },
      { merchantRefundId: 'RF-1', merchantOrderId: 'CT-1', amountPaise: 100.5 },
    ]) {
      expect((await providerError(phonepe.refund(input))).retryable).toBe(false);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('verifyCallback', () => {
  async function settledCallback() {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    fake.setOutcome(merchantOrderId, 'COMPLETED');
    return { phonepe, merchantOrderId, callback: fake.signedCallback(merchantOrderId) };
  }

  it('accepts a callback signed with the configured username and password', async () => {
    const { phonepe, merchantOrderId, callback } = await settledCallback();
    await expect(phonepe.verifyCallback(callback)).resolves.toEqual({
      merchantOrderId,
      state: 'COMPLETED',
    });
    // hex case does not matter
    const upper = {
      ...callback,
      headers: {
        ...callback.headers,
        authorization: callback.headers.authorization!.toUpperCase(),
      },
    };
    await expect(phonepe.verifyCallback(upper)).resolves.toEqual({
      merchantOrderId,
      state: 'COMPLETED',
    });
  });

  it('reads a failed order as FAILED', async () => {
    const phonepe = provider();
    const { merchantOrderId } = await createAnd(phonepe);
    fake.setOutcome(merchantOrderId, 'FAILED');
    await expect(phonepe.verifyCallback(fake.signedCallback(merchantOrderId))).resolves.toEqual({
      merchantOrderId,
      state: 'FAILED',
    });
  });

  it('rejects a wrong signature and a missing or malformed header', async () => {
    const { phonepe, callback } = await settledCallback();
    const wrong = createHash('sha256')
      .update(`${fake.callbackUsername}:wrong-password`)
      .digest('hex');
    for (const authorization of [
      wrong,
      undefined,
      '',
      'not-hex',
      `${callback.headers.authorization}00`,
      `O-Bearer ${callback.headers.authorization}`,
    ]) {
      await expect(
        phonepe.verifyCallback({
          headers: { ...callback.headers, authorization },
          rawBody: callback.rawBody,
        }),
      ).resolves.toBeNull();
    }
  });

  it('rejects a callback for other credentials', async () => {
    const { callback } = await settledCallback();
    const other = provider({ callbackPassword: 'anotherPassword9' });
    await expect(other.verifyCallback(callback)).resolves.toBeNull();
  });

  it('rejects a malformed body even when the signature is right', async () => {
    const { phonepe, merchantOrderId, callback } = await settledCallback();
    const bodies = [
      '',
      '{not json',
      JSON.stringify({ event: 'checkout.order.completed' }),
      JSON.stringify({ event: 'checkout.order.completed', payload: { state: 'COMPLETED' } }),
      JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId, state: 'SOMETHING' },
      }),
      JSON.stringify({ payload: { merchantOrderId, state: 'COMPLETED' } }),
      JSON.stringify({
        event: 'pg.refund.completed',
        payload: { merchantOrderId, state: 'COMPLETED' },
      }),
    ];
    for (const rawBody of bodies) {
      await expect(
        phonepe.verifyCallback({ headers: callback.headers, rawBody }),
      ).resolves.toBeNull();
    }
  });
});
