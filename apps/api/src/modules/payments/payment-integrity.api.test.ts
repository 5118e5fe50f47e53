import {
  PAYMENT_EXPIRY_SECONDS,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { startFakePhonePe, type FakePhonePe, phonePeEnv } from '../../../test/fake-phonepe-server';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { accessories, payments, simulatorPayments } from '../../db/schema';
import { SIMULATOR_SIGNATURE_HEADER } from './providers/simulator/simulator.provider';

// Payment integrity (docs/decisions/0024): only the provider, asked by the server, can make a
// payment paid; a payment changes state once; unpaid holds end; and after every test, for every
// accessory, initial stock = available + held + sold (test/stock-equation.ts).

const PRICE_PAISE = 25_000;
let addressCounter = 0;
/** Each shopper its own client address, so the per-address hold cap of one test never touches another. */
const freshAddress = () => `10.88.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** What the tests need from one app: a shopper, an accessory, and a few readings. */
function integrityKit(t: TestApp) {
  const call = apiCaller(t);
  let seller: CreatedUser;

  async function shopper() {
    return { user: await createUser(t.app), address: freshAddress() };
  }

  const product = async (stock = 10) => {
    if (!seller) seller = await createUser(t.app);
    return createAccessory(t.app, seller.user._id, {
      pricePaise: PRICE_PAISE,
      deliveryPricePaise: 0,
      stock,
    });
  };

  /** A buy-now of `quantity` units; answers the created payment's merchantOrderId. */
  async function buy(
    buyer: { user: CreatedUser; address: string },
    accessoryId: string,
    quantity = 2,
  ) {
    const created = await call<CreatePaymentResponse>(
      'POST',
      '/api/payments/create',
      buyer.user.token,
      {
        source: 'buyNow',
        items: [{ productType: 'accessory', accessoryId, quantity }],
        amount: (PRICE_PAISE / 100) * quantity,
        deliveryDetails: buildDeliveryDetails(),
      },
      { remoteAddress: buyer.address },
    );
    expect(created.status).toBe(201);
    return created.body.merchantOrderId;
  }

  const status = (buyer: CreatedUser, merchantOrderId: string) =>
    call<PaymentStatusResponse>('POST', `/api/payments/status/${merchantOrderId}`, buyer.token);

  async function paymentRow(merchantOrderId: string) {
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    return row!;
  }

  async function ordersOf(merchantOrderId: string) {
    return t.database.query<{ id: string }>(
      `select o.id from orders o join payments p on p.id = o.payment_id
        where p.merchant_order_id = $1 order by o.id`,
      [merchantOrderId],
    );
  }

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  return { call, shopper, product, buy, status, paymentRow, ordersOf, stockOf };
}

describe.each(testDatabaseKinds())('payment integrity with the simulator on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = integrityKit(t);

  beforeAll(async () => {
    await trackInitialStock(t.database);
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  const webhook = (rawBody: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/simulator',
      headers: { 'content-type': 'application/json', ...headers },
      payload: rawBody,
    });
  const bodyFor = (merchantOrderId: string, state: string) =>
    JSON.stringify({ merchantOrderId, state });
  const signed = (rawBody: string) =>
    webhook(rawBody, { [SIMULATOR_SIGNATURE_HEADER]: t.app.services.simulator.sign(rawBody) });

  /** The provider's own record of the payment changes (the shopper paid, or it says so later). */
  const providerSays = (
    merchantOrderId: string,
    change: { state?: string; amountPaise?: number },
  ) =>
    t.database.db
      .update(simulatorPayments)
      .set(change)
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId));

  it('answers a forged webhook 401 and changes nothing, even when the payment was really paid', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product();
    const id = await kit.buy(buyer, product.id);
    // Paid at the provider, not yet known to the shop: a genuine webhook would make the order now.
    await providerSays(id, { state: 'COMPLETED' });
    const rawBody = bodyFor(id, 'COMPLETED');
    const otherSecret = 'f'.repeat(64);
    const forgeries: Record<string, string>[] = [
      {},
      { [SIMULATOR_SIGNATURE_HEADER]: '' },
      { [SIMULATOR_SIGNATURE_HEADER]: otherSecret },
      { [SIMULATOR_SIGNATURE_HEADER]: 'not-hex' },
      // A real signature, of another body.
      { [SIMULATOR_SIGNATURE_HEADER]: t.app.services.simulator.sign(bodyFor(id, 'FAILED')) },
      { authorization: t.app.services.simulator.sign(rawBody) },
    ];
    for (const headers of forgeries) {
      const response = await webhook(rawBody, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid callback signature' });
    }
    const row = await kit.paymentRow(id);
    expect(row).toMatchObject({ state: 'PENDING', stockReserved: true, settledAt: null });
    expect(await kit.ordersOf(id)).toEqual([]);
    expect(await kit.stockOf(product.id)).toBe(8);

    // An unknown provider name is not a way in either.
    expect((await webhook(rawBody, { authorization: 'x' })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: { 'content-type': 'application/json' },
      payload: rawBody,
    });
    expect(other.statusCode).toBe(404);
    expect((await kit.paymentRow(id)).state).toBe('PENDING');

    // The genuine one (same body, our signature) settles it, once.
    expect((await signed(rawBody)).json()).toMatchObject({ received: true, state: 'COMPLETED' });
    expect(await kit.ordersOf(id)).toHaveLength(1);
  });

  it('flags a genuine callback whose amount differs from the payment: no order, the hold given back', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product();
    const id = await kit.buy(buyer, product.id, 3);
    expect(await kit.stockOf(product.id)).toBe(7);
    // The provider took ₹1 less than the shop asked for.
    await providerSays(id, { state: 'COMPLETED', amountPaise: 3 * PRICE_PAISE - 100 });

    const hook = await signed(bodyFor(id, 'COMPLETED'));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ received: true, state: 'ERROR' });
    expect(await kit.paymentRow(id)).toMatchObject({ state: 'ERROR', stockReserved: false });
    expect(await kit.ordersOf(id)).toEqual([]);
    expect(await kit.stockOf(product.id)).toBe(10);

    // The shopper's status call and a second webhook leave it flagged.
    const seen = await kit.status(buyer.user, id);
    expect(seen.body).toMatchObject({ success: false, state: 'ERROR', order: null, orders: [] });
    await signed(bodyFor(id, 'COMPLETED'));
    expect((await kit.paymentRow(id)).state).toBe('ERROR');
    expect(await kit.ordersOf(id)).toEqual([]);
  });

  it('makes one state change and one set of orders from 10 identical webhooks at once, and ignores FAILED after COMPLETED', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product();
    const id = await kit.buy(buyer, product.id, 2);
    await providerSays(id, { state: 'COMPLETED' });

    const rawBody = bodyFor(id, 'COMPLETED');
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => signed(rawBody)),
      // The shopper's browser asking at the same moment.
      kit.status(buyer.user, id).then((r) => ({ statusCode: r.status, json: () => r.body })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(11).fill(200));
    expect(answers.map((a) => (a.json() as { state: string }).state)).toEqual(
      Array(11).fill('COMPLETED'),
    );
    const orderIds = await kit.ordersOf(id);
    expect(orderIds).toHaveLength(1);
    const paid = await kit.paymentRow(id);
    expect(paid.state).toBe('COMPLETED');
    expect(await kit.stockOf(product.id)).toBe(8);

    // Later the provider reports FAILED (a reversal, a bug, a replay): the shop's record stands.
    await providerSays(id, { state: 'FAILED' });
    const failed = await signed(bodyFor(id, 'FAILED'));
    expect(failed.json()).toMatchObject({ received: true, state: 'COMPLETED' });
    await t.app.services.payments.reconcile(new Date(Date.now() + 3_600_000));
    const after = await kit.paymentRow(id);
    expect(after).toMatchObject({ state: 'COMPLETED', stockReserved: true });
    expect(after.settledAt).toEqual(paid.settledAt);
    expect(await kit.ordersOf(id)).toEqual(orderIds);
    expect(await kit.stockOf(product.id)).toBe(8);
  });

  it('never marks anything paid from a return URL that says ?status=success', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product();
    const id = await kit.buy(buyer, product.id);
    const claims = {
      status: 'success',
      state: 'COMPLETED',
      code: 'PAYMENT_SUCCESS',
      success: true,
    };
    const query = `merchantOrderId=${id}&transactionId=${id}&status=success&state=COMPLETED&code=PAYMENT_SUCCESS`;

    // The page itself (the web build, or its absence in tests) is a plain GET: no payment change.
    const page = await t.app.inject({ method: 'GET', url: `/payment-callback?${query}` });
    expect(page.statusCode).not.toBe(500);
    // ...and the status endpoint it calls, with every claim in its query and body, asks the provider.
    for (const method of ['POST', 'GET'] as const) {
      const answer = await kit.call<PaymentStatusResponse>(
        method,
        `/api/payments/status/${id}?${query}`,
        buyer.user.token,
        method === 'POST' ? { ...claims, orderData: { totalAmount: 1 } } : undefined,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, state: 'PENDING', order: null });
    }
    expect(await kit.paymentRow(id)).toMatchObject({ state: 'PENDING', stockReserved: true });
    expect(await kit.ordersOf(id)).toEqual([]);
    const [simulated] = await t.database.db
      .select({ state: simulatorPayments.state })
      .from(simulatorPayments)
      .where(eq(simulatorPayments.merchantOrderId, id));
    expect(simulated!.state).toBe('PENDING');
  });

  it('gives the stock back when the provider says an expired payment failed', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product(4);
    const id = await kit.buy(buyer, product.id, 4);
    expect(await kit.stockOf(product.id)).toBe(0);
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(simulatorPayments)
      .set({ expiresAt: past })
      .where(eq(simulatorPayments.merchantOrderId, id));
    await t.database.db
      .update(payments)
      .set({ expiresAt: past, createdAt: new Date(past.getTime() - PAYMENT_EXPIRY_SECONDS * 1000) })
      .where(eq(payments.merchantOrderId, id));

    expect(await t.app.services.payments.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await kit.paymentRow(id)).toMatchObject({ state: 'FAILED', stockReserved: false });
    expect(await kit.stockOf(product.id)).toBe(4);
  });

  it('releases the reservation of a payment still PENDING at the provider past its timeout; paid later, its goods are still owed once', async () => {
    const buyer = await kit.shopper();
    const product = await kit.product(5);
    const id = await kit.buy(buyer, product.id, 5);
    expect(await kit.stockOf(product.id)).toBe(0);
    // Our timeout has passed, the provider still reads PENDING (its clock, a slow bank).
    const now = new Date(Date.now() + (PAYMENT_EXPIRY_SECONDS + 60) * 1000);

    await t.app.services.payments.reconcile(now);
    expect(await kit.paymentRow(id)).toMatchObject({ state: 'PENDING', stockReserved: false });
    expect(await kit.stockOf(product.id)).toBe(5);
    // Running again gives nothing back twice.
    await t.app.services.payments.reconcile(now);
    expect(await kit.stockOf(product.id)).toBe(5);

    // The shopper does pay in the end: the goods are owed, taken once.
    await providerSays(id, { state: 'COMPLETED' });
    expect((await kit.status(buyer.user, id)).body).toMatchObject({ state: 'COMPLETED' });
    expect(await kit.ordersOf(id)).toHaveLength(1);
    expect(await kit.stockOf(product.id)).toBe(0);
  });
});

describe.each(testDatabaseKinds())(
  'payment integrity with PhonePe (a local fake) on %s',
  (kind) => {
    let fake: FakePhonePe;
    // The fake must be listening before the app reads its addresses (the app is built in beforeAll).
    const env: Record<string, string> = {};
    beforeAll(async () => {
      fake = await startFakePhonePe();
      Object.assign(env, phonePeEnv(fake));
    });
    afterAll(() => fake?.close());
    const t = useTestApp(kind, { env });
    const kit = integrityKit(t);

    beforeAll(async () => {
      await trackInitialStock(t.database);
    });
    afterEach(async () => {
      await assertStockEquation(t.database);
      await assertMoneyEquation(t.database);
      await assertEarningsLedger(t.database);
    });

    const webhook = (callback: { headers: Record<string, string>; rawBody: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/phonepe',
        headers: { ...callback.headers, 'content-type': 'application/json' },
        payload: callback.rawBody,
      });

    it('answers a forged webhook 401 and changes nothing; a genuine one whose body lies is checked with PhonePe', async () => {
      const buyer = await kit.shopper();
      const product = await kit.product();
      const id = await kit.buy(buyer, product.id);
      fake.setOutcome(id, 'COMPLETED');
      const genuine = fake.signedCallback(id);
      for (const authorization of [
        undefined,
        '',
        'nope',
        'a'.repeat(64),
        `SHA256 ${'b'.repeat(64)}`,
      ]) {
        const headers: Record<string, string> =
          authorization === undefined ? {} : { authorization };
        const response = await webhook({ headers, rawBody: genuine.rawBody });
        expect(response.statusCode).toBe(401);
      }
      expect(await kit.paymentRow(id)).toMatchObject({ state: 'PENDING', stockReserved: true });
      expect(await kit.ordersOf(id)).toEqual([]);

      // Genuine credentials, a body claiming COMPLETED for a payment PhonePe still has PENDING.
      const other = await kit.buy(await kit.shopper(), product.id, 1);
      const lying = JSON.parse(genuine.rawBody) as { payload: Record<string, unknown> };
      lying.payload.merchantOrderId = other;
      const answer = await webhook({ headers: genuine.headers, rawBody: JSON.stringify(lying) });
      expect(answer.json()).toMatchObject({ received: true, state: 'PENDING' });
      expect(await kit.paymentRow(other)).toMatchObject({ state: 'PENDING', stockReserved: true });
      expect(await kit.ordersOf(other)).toEqual([]);

      expect((await webhook(genuine)).json()).toMatchObject({ state: 'COMPLETED' });
      expect(await kit.ordersOf(id)).toHaveLength(1);
    });

    it('flags a payment PhonePe reports with another amount: no order', async () => {
      const buyer = await kit.shopper();
      const product = await kit.product();
      const id = await kit.buy(buyer, product.id, 2);
      fake.orders.get(id)!.amount = 2 * PRICE_PAISE + 5_000;
      fake.setOutcome(id, 'COMPLETED');
      expect((await webhook(fake.signedCallback(id))).json()).toMatchObject({ state: 'ERROR' });
      expect(await kit.paymentRow(id)).toMatchObject({ state: 'ERROR', stockReserved: false });
      expect(await kit.ordersOf(id)).toEqual([]);
    });

    it('makes one set of orders from 10 identical webhooks at once, and ignores FAILED after COMPLETED', async () => {
      const buyer = await kit.shopper();
      const product = await kit.product();
      const id = await kit.buy(buyer, product.id, 2);
      fake.setOutcome(id, 'COMPLETED');
      const callback = fake.signedCallback(id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(callback)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const orderIds = await kit.ordersOf(id);
      expect(orderIds).toHaveLength(1);
      const paid = await kit.paymentRow(id);

      fake.orders.get(id)!.state = 'FAILED';
      expect((await webhook(fake.signedCallback(id))).json()).toMatchObject({ state: 'COMPLETED' });
      const after = await kit.paymentRow(id);
      expect(after).toMatchObject({ state: 'COMPLETED', stockReserved: true });
      expect(after.settledAt).toEqual(paid.settledAt);
      expect(await kit.ordersOf(id)).toEqual(orderIds);
      expect(await kit.stockOf(product.id)).toBe(8);
    });

    it('releases the reservation of a payment past its timeout while PhonePe cannot be reached', async () => {
      const buyer = await kit.shopper();
      const product = await kit.product(3);
      const id = await kit.buy(buyer, product.id, 3);
      expect(await kit.stockOf(product.id)).toBe(0);
      fake.failNext(50, { endpoint: 'status', status: 503 });
      await t.app.services.payments.reconcile(
        new Date(Date.now() + (PAYMENT_EXPIRY_SECONDS + 60) * 1000),
      );
      expect(await kit.paymentRow(id)).toMatchObject({ state: 'PENDING', stockReserved: false });
      expect(await kit.stockOf(product.id)).toBe(3);
    });
  },
);
