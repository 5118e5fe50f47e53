import {
  SIMULATOR_MESSAGES,
  SIMULATOR_TOKEN_PARAM,
  simulatorSettlePath,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { orders, simulatorPayments } from '../../db/schema';

/**
 * The simulator settles only through its hosted page's own address (docs/decisions/0031): the
 * redirectUrl carries an HMAC of the payment id, and a settle call without it, or with another
 * payment's, changes nothing.
 */
describe.each(testDatabaseKinds())('the payment simulator’s signed page on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let accessoryId: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Token Seller' });
    buyer = await createUser(t.app, { fullName: 'Token Buyer' });
    accessoryId = (await createAccessory(t.app, seller.user._id, { pricePaise: 10_000, stock: 50 }))
      .id;
  });

  async function newPayment(): Promise<CreatePaymentResponse> {
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [{ productType: 'accessory', accessoryId, quantity: 1 }],
      amount: 100,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  const tokenOf = (payment: CreatePaymentResponse) =>
    new URL(payment.redirectUrl, 'http://shop.test').searchParams.get(SIMULATOR_TOKEN_PARAM)!;

  const settleAt = (url: string, payload: Record<string, unknown> = { outcome: 'COMPLETED' }) =>
    t.app.inject({ method: 'POST', url, payload });

  async function stateOf(merchantOrderId: string) {
    const [row] = await t.database.db
      .select({ state: simulatorPayments.state })
      .from(simulatorPayments)
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId));
    // The status check is what makes the order of a completed payment.
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${merchantOrderId}`,
      buyer.token,
    );
    const made = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.merchantOrderId, merchantOrderId));
    return { simulator: row?.state, orders: made.length, status: status.body.state };
  }

  const stillPending = { simulator: 'PENDING', orders: 0, status: 'PENDING' };

  it('gives the hosted page a token in its address, and shows the page only there', async () => {
    const payment = await newPayment();
    const token = tokenOf(payment);
    expect(token).toMatch(/^[\w-]{43}$/);
    const bare = `/pay/simulator/${payment.merchantOrderId}`;
    for (const url of [bare, `${bare}?${SIMULATOR_TOKEN_PARAM}=${'A'.repeat(43)}`]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SIMULATOR_MESSAGES.invalidLink });
    }
    const page = await t.app.inject({ method: 'GET', url: payment.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<input type="hidden" name="${SIMULATOR_TOKEN_PARAM}" value="${token}">`,
    );
  });

  it('refuses a settle call without the token: 403, nothing paid', async () => {
    const payment = await newPayment();
    const id = payment.merchantOrderId;
    for (const url of [`/api/payments/simulator/${id}`, `/api/payments/simulator/${id}?x=1`]) {
      const refused = await settleAt(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SIMULATOR_MESSAGES.invalidLink });
    }
    const empty = await settleAt(`/api/payments/simulator/${id}`, {
      outcome: 'COMPLETED',
      [SIMULATOR_TOKEN_PARAM]: '',
    });
    expect(empty.statusCode).toBe(403);
    expect(await stateOf(id)).toEqual(stillPending);
  });

  it('refuses the token of another payment (or a forged one): 403, nothing paid', async () => {
    const mine = await newPayment();
    const other = await newPayment();
    const id = mine.merchantOrderId;
    const wrongInQuery = await settleAt(
      `/api/payments/simulator/${id}?${SIMULATOR_TOKEN_PARAM}=${tokenOf(other)}`,
    );
    expect(wrongInQuery.statusCode).toBe(403);
    expect(wrongInQuery.json()).toEqual({ message: SIMULATOR_MESSAGES.invalidLink });
    const wrongInBody = await settleAt(`/api/payments/simulator/${id}`, {
      outcome: 'COMPLETED',
      [SIMULATOR_TOKEN_PARAM]: tokenOf(other),
    });
    expect(wrongInBody.statusCode).toBe(403);
    // The right token in the query does not rescue a wrong one in the body.
    const mixed = await settleAt(
      `/api/payments/simulator/${id}?${SIMULATOR_TOKEN_PARAM}=${tokenOf(mine)}`,
      { outcome: 'COMPLETED', [SIMULATOR_TOKEN_PARAM]: tokenOf(other) },
    );
    expect(mixed.statusCode).toBe(403);
    const forged = tokenOf(mine).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await settleAt(`/api/payments/simulator/${id}?${SIMULATOR_TOKEN_PARAM}=${forged}`))
        .statusCode,
    ).toBe(403);
    expect(await stateOf(id)).toEqual(stillPending);
    expect(await stateOf(other.merchantOrderId)).toEqual(stillPending);
  });

  it('settles with the right token, in the query or in the body', async () => {
    const byQuery = await newPayment();
    const paid = await settleAt(simulatorSettlePath(byQuery.redirectUrl));
    expect(paid.statusCode).toBe(303);
    expect(await stateOf(byQuery.merchantOrderId)).toEqual({
      simulator: 'COMPLETED',
      orders: 1,
      status: 'COMPLETED',
    });

    const byBody = await newPayment();
    const failed = await settleAt(`/api/payments/simulator/${byBody.merchantOrderId}`, {
      outcome: 'FAILED',
      [SIMULATOR_TOKEN_PARAM]: tokenOf(byBody),
    });
    expect(failed.statusCode).toBe(303);
    expect(await stateOf(byBody.merchantOrderId)).toMatchObject({
      simulator: 'FAILED',
      orders: 0,
    });
  });

  it('settles through the page’s own form, as a browser posts it', async () => {
    const payment = await newPayment();
    const page = await t.app.inject({ method: 'GET', url: payment.redirectUrl });
    const action = /<form method="post" action="([^"]+)">/
      .exec(page.body)![1]!
      .replace(/&amp;/g, '&');
    const hidden = new RegExp(`name="${SIMULATOR_TOKEN_PARAM}" value="([^"]+)"`).exec(
      page.body,
    )![1]!;
    const form = new URLSearchParams({ [SIMULATOR_TOKEN_PARAM]: hidden, outcome: 'COMPLETED' });
    const posted = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(await stateOf(payment.merchantOrderId)).toMatchObject({
      simulator: 'COMPLETED',
      orders: 1,
    });
  });
});
