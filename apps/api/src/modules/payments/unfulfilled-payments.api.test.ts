import {
  PAYMENT_EXPIRY_SECONDS,
  UNFULFILLED_PAYMENT_MESSAGES,
  formatRupees,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type PaymentStatusResponse,
  type Tshirt,
} from '@campus-threads/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { accessories, cartItems, payments, refunds, simulatorPayments } from '../../db/schema';
import { STOCK_HOLD_MESSAGES } from './stock-holds';

// Once, one buyer could sell an accessory into negative stock (a new payment released the
// same buyer's earlier hold while the earlier payment stayed payable, and paying it took units
// with no check), and a payment for a design withdrawn while the buyer paid still made an order.
// Now a live hold stays until its payment settles or expires (docs/decisions/0030), stock never
// goes below zero, and a paid payment that can make no order is refunded in full, the buyer told.
// After every test: the stock equation and the money equation hold.
describe.each(testDatabaseKinds())('payments that cannot be fulfilled on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(() => trackInitialStock(t.database));
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  const call = apiCaller(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  let addressCounter = 0;
  const freshAddress = () => `10.66.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
  });

  const mug = (stock: number) =>
    createAccessory(t.app, seller.user._id, { pricePaise: 10_000, deliveryPricePaise: 0, stock });

  const buyAccessory = (
    buyer: CreatedUser,
    accessoryId: string,
    quantity: number,
    address: string,
  ) =>
    call<CreatePaymentResponse>(
      'POST',
      '/api/payments/create',
      buyer.token,
      {
        source: 'buyNow',
        items: [{ productType: 'accessory', accessoryId, quantity }],
        amount: 100 * quantity,
        deliveryDetails: buildDeliveryDetails(),
      },
      { remoteAddress: address },
    );

  async function buyTee(buyer: CreatedUser, designId: string) {
    const tee = (await call<Tshirt>('GET', `/api/tshirts/${designId}`)).body;
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [
        { productType: 'tshirt', tshirtId: designId, size: 'M', color: tee.colors[0], quantity: 1 },
      ],
      amount: tee.currentPrice + tee.deliveryPrice,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
      merchantOrderId: created.body.merchantOrderId,
      paid: tee.currentPrice + tee.deliveryPrice,
    };
  }

  /** The shopper pays (or cancels) on the provider's page: the provider's own record changes. */
  const providerSays = (merchantOrderId: string, state: 'COMPLETED' | 'CANCELLED') =>
    t.database.db
      .update(simulatorPayments)
      .set({ state })
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId));

  const status = (buyer: CreatedUser, merchantOrderId: string) =>
    call<PaymentStatusResponse>('POST', `/api/payments/status/${merchantOrderId}`, buyer.token);

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  const ordersOf = (merchantOrderId: string) =>
    t.database.query<{ id: string }>(
      `select o.id from orders o join payments p on p.id = o.payment_id where p.merchant_order_id = $1`,
      [merchantOrderId],
    );

  async function wholeRefundOf(merchantOrderId: string) {
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    const rows = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment!.id), isNull(refunds.orderId)));
    return { payment: payment!, refunds: rows };
  }

  const notices = async (buyer: CreatedUser) =>
    (await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)).body
      .notifications;

  it('sells 5 units once when one buyer starts three buy-nows of 5 on a stock of 5 and pays each', async () => {
    const product = await mug(5);
    const buyer = await createUser(t.app);
    const address = freshAddress();
    const first = await buyAccessory(buyer, product.id, 5, address);
    expect(first.status).toBe(201);
    // Starting again while the first payment is live does not free its units for a second sale.
    for (let i = 0; i < 2; i += 1) {
      const again = await buyAccessory(buyer, product.id, 5, address);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        STOCK_HOLD_MESSAGES.heldByYou(product.title, 5, PAYMENT_EXPIRY_SECONDS / 60),
      );
    }
    await providerSays(first.body.merchantOrderId, 'COMPLETED');
    expect((await status(buyer, first.body.merchantOrderId)).body.state).toBe('COMPLETED');
    expect(await stockOf(product.id)).toBe(0);
    const [sold] = await t.database.query<{ units: number }>(
      `select coalesce(sum(quantity), 0)::int as units from order_items where accessory_id = $1`,
      [product.id],
    );
    expect(sold!.units).toBe(5);
  });

  it('holds 1 of a stock of 3 for one buyer who starts 12 parallel buy-nows of 1, and sells it once', async () => {
    const product = await mug(3);
    const buyer = await createUser(t.app);
    const address = freshAddress();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => buyAccessory(buyer, product.id, 1, address)),
    );
    // Across its unpaid payments one account holds at most half of a small stock (decision 0055).
    const created = attempts.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(11);
    await providerSays(created[0]!.body.merchantOrderId, 'COMPLETED');
    expect((await status(buyer, created[0]!.body.merchantOrderId)).body.state).toBe('COMPLETED');
    expect(await stockOf(product.id)).toBe(2);
  });

  // The flake the 12 parallel buy-nows once showed (two 201s): a parallel attempt asked the
  // provider about a payment whose hold had committed but which the provider was not yet told of;
  // the provider called it failed and its units were freed.
  it('does not ask the provider about a payment still being started, so a parallel attempt cannot free its units', async () => {
    const product = await mug(3);
    const buyer = await createUser(t.app);
    const address = freshAddress();
    const first = await buyAccessory(buyer, product.id, 1, address);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const merchantOrderId = first.body.merchantOrderId;
    // As between its hold's commit and the provider's answer: no provider id, unknown there.
    await t.database.db
      .update(payments)
      .set({ providerOrderId: null })
      .where(eq(payments.merchantOrderId, merchantOrderId));
    await t.database.db
      .delete(simulatorPayments)
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId));

    const second = await buyAccessory(buyer, product.id, 1, address);
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    const [held] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    expect(held).toMatchObject({ state: 'PENDING', stockReserved: true });
    expect(await stockOf(product.id)).toBe(2);

    // Past its timeout the reconciliation job ends it: the units come back once.
    await t.app.services.payments.reconcile(
      new Date(Date.now() + (PAYMENT_EXPIRY_SECONDS + 60) * 1000),
    );
    expect(await stockOf(product.id)).toBe(3);
  });

  it('frees the units of an earlier attempt the shopper cancelled on the provider page, without them coming back to the shop', async () => {
    const product = await mug(3);
    const buyer = await createUser(t.app);
    const address = freshAddress();
    const first = await buyAccessory(buyer, product.id, 3, address);
    await providerSays(first.body.merchantOrderId, 'CANCELLED');
    // The new attempt asks the provider about the earlier one first.
    const again = await buyAccessory(buyer, product.id, 3, address);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const [firstRow] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, first.body.merchantOrderId));
    expect(firstRow).toMatchObject({ state: 'CANCELLED', stockReserved: false });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('refunds in full, with no order, a payment paid after its hold lapsed and its units were sold', async () => {
    const product = await mug(5);
    const late = await createUser(t.app);
    const first = await buyAccessory(late, product.id, 5, freshAddress());
    expect(first.status).toBe(201);
    // Past our timeout the provider still says PENDING: the reconciliation job ends the hold.
    await t.app.services.payments.reconcile(
      new Date(Date.now() + (PAYMENT_EXPIRY_SECONDS + 60) * 1000),
    );
    expect(await stockOf(product.id)).toBe(5);

    // Someone else buys the 5 units.
    const other = await createUser(t.app);
    const second = await buyAccessory(other, product.id, 5, freshAddress());
    expect(second.status).toBe(201);
    await providerSays(second.body.merchantOrderId, 'COMPLETED');
    expect((await status(other, second.body.merchantOrderId)).body.state).toBe('COMPLETED');

    // Then the first shopper's bank confirms after all.
    await providerSays(first.body.merchantOrderId, 'COMPLETED');
    const answer = (await status(late, first.body.merchantOrderId)).body;
    const reason = UNFULFILLED_PAYMENT_MESSAGES.soldOut(product.title);
    expect(answer).toMatchObject({ success: false, state: 'REFUNDED', order: null, orders: [] });
    expect(answer.message).toBe(UNFULFILLED_PAYMENT_MESSAGES.refundDone(reason, '₹500.00'));
    expect(await ordersOf(first.body.merchantOrderId)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(0);

    const { payment, refunds: rows } = await wholeRefundOf(first.body.merchantOrderId);
    expect(payment).toMatchObject({ state: 'REFUNDED', stockReserved: false });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 50_000, state: 'COMPLETED', reason });
    // The buyer is told when it happens and when the money is back.
    const messages = (await notices(late)).map((n) => n.message);
    expect(messages).toContain(
      UNFULFILLED_PAYMENT_MESSAGES.refunding(reason, formatRupees(50_000)),
    );
    expect(messages).toContain(
      UNFULFILLED_PAYMENT_MESSAGES.refunded(formatRupees(50_000), first.body.merchantOrderId),
    );

    // Asked again (the page, a webhook, the job): nothing changes and nothing is refunded twice.
    expect((await status(late, first.body.merchantOrderId)).body.state).toBe('REFUNDED');
    await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000));
    expect((await wholeRefundOf(first.body.merchantOrderId)).refunds).toHaveLength(1);
    expect(await notices(late)).toHaveLength(messages.length);
  });

  it('refunds in full a payment for a design an admin rejected while the buyer paid, and leaves the cart alone', async () => {
    const design = await createDesign(t.app, seller.user._id, { pricePaise: 59_900 });
    const buyer = await createUser(t.app);
    const added = await call('POST', '/api/cart/add', buyer.token, {
      productType: 'tshirt',
      tshirtId: design.id,
      size: 'M',
      color: 'Black',
      quantity: 1,
    });
    expect(added.status).toBeLessThan(300);
    const { merchantOrderId, paid } = await buyTee(buyer, design.id);
    const rejected = await call('PATCH', `/api/tshirts/admin/${design.id}/status`, admin.token, {
      status: 'rejected',
      adminRemarks: 'Logo not cleared',
    });
    expect(rejected.status).toBe(200);

    await providerSays(merchantOrderId, 'COMPLETED');
    const answer = (await status(buyer, merchantOrderId)).body;
    expect(answer.state).toBe('REFUNDED');
    expect(await ordersOf(merchantOrderId)).toHaveLength(0);
    const { refunds: rows } = await wholeRefundOf(merchantOrderId);
    expect(rows).toMatchObject([
      {
        amountPaise: Math.round(paid * 100),
        state: 'COMPLETED',
        reason: UNFULFILLED_PAYMENT_MESSAGES.withdrawn(design.title),
      },
    ]);
    // Nothing was bought, so the cart line stays.
    const cart = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, buyer.user._id));
    expect(cart).toHaveLength(1);
  });

  it("refunds in full a cart payment whose design went with its seller's account, and gives its accessory units back", async () => {
    const leaving = await createUser(t.app);
    const design = await createDesign(t.app, leaving.user._id, { pricePaise: 45_000 });
    const product = await mug(4);
    const buyer = await createUser(t.app);
    for (const item of [
      { productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: product.id, quantity: 2 },
    ])
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBeLessThan(300);
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount: 450 + 200,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await stockOf(product.id)).toBe(2);

    // The seller's account is deleted: a design without sales goes with it.
    expect((await call('DELETE', `/api/users/${leaving.user._id}`, admin.token)).status).toBe(200);

    await providerSays(created.body.merchantOrderId, 'COMPLETED');
    expect((await status(buyer, created.body.merchantOrderId)).body.state).toBe('REFUNDED');
    expect(await ordersOf(created.body.merchantOrderId)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(4);
    const { refunds: rows } = await wholeRefundOf(created.body.merchantOrderId);
    expect(rows).toMatchObject([{ amountPaise: 65_000, state: 'COMPLETED' }]);
  });

  it('refunds in full, with no order, a payment for a design its seller edited back into review while the buyer paid', async () => {
    const design = await createDesign(t.app, seller.user._id, { pricePaise: 52_900 });
    const buyer = await createUser(t.app);
    const { merchantOrderId, paid } = await buyTee(buyer, design.id);
    // The seller's edit (PUT /api/tshirts/:id) sends the design back to review.
    await t.app.services.designs.updateDesign(design.id, { status: 'pending', pricePaise: 39_900 });

    await providerSays(merchantOrderId, 'COMPLETED');
    const answer = (await status(buyer, merchantOrderId)).body;
    expect(answer.state).toBe('REFUNDED');
    expect(await ordersOf(merchantOrderId)).toHaveLength(0);
    const reason = UNFULFILLED_PAYMENT_MESSAGES.backInReview(design.title);
    const { refunds: rows } = await wholeRefundOf(merchantOrderId);
    expect(rows).toMatchObject([{ amountPaise: Math.round(paid * 100), reason }]);
    expect((await notices(buyer)).map((n) => n.message)).toContain(
      UNFULFILLED_PAYMENT_MESSAGES.refunding(reason, formatRupees(Math.round(paid * 100))),
    );
  });

  it('refunds in full, with no order, a payment for an accessory its seller deleted (or took off sale) while the buyer paid', async () => {
    for (const withdraw of ['delete', 'deactivate'] as const) {
      const product = await mug(3);
      const buyer = await createUser(t.app);
      const created = await buyAccessory(buyer, product.id, 2, freshAddress());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      if (withdraw === 'delete') {
        expect((await call('DELETE', `/api/accessories/${product.id}`, seller.token)).status).toBe(
          200,
        );
      } else {
        await t.database.db
          .update(accessories)
          .set({ status: 'inactive' })
          .where(eq(accessories.id, product.id));
      }

      await providerSays(created.body.merchantOrderId, 'COMPLETED');
      expect((await status(buyer, created.body.merchantOrderId)).body.state).toBe('REFUNDED');
      expect(await ordersOf(created.body.merchantOrderId)).toHaveLength(0);
      const reason =
        withdraw === 'delete'
          ? UNFULFILLED_PAYMENT_MESSAGES.removed(product.title)
          : UNFULFILLED_PAYMENT_MESSAGES.withdrawn(product.title);
      const { refunds: rows } = await wholeRefundOf(created.body.merchantOrderId);
      expect(rows).toMatchObject([{ amountPaise: 20_000, state: 'COMPLETED', reason }]);
      if (withdraw === 'deactivate') expect(await stockOf(product.id)).toBe(3);
    }
  });

  it('completes a payment at the price the buyer saw when the design is repriced while they pay', async () => {
    const design = await createDesign(t.app, seller.user._id, { pricePaise: 49_900 });
    const buyer = await createUser(t.app);
    const { merchantOrderId, paid } = await buyTee(buyer, design.id);
    const repriced = await call('PATCH', `/api/tshirts/admin/${design.id}/status`, admin.token, {
      status: 'approved',
      adminRemarks: JSON.stringify({ price: 799 }),
    });
    expect(repriced.status).toBe(200);
    expect((await call<Tshirt>('GET', `/api/tshirts/${design.id}`)).body.price).toBe(799);

    await providerSays(merchantOrderId, 'COMPLETED');
    const answer = (await status(buyer, merchantOrderId)).body;
    expect(answer.state).toBe('COMPLETED');
    expect(answer.order!.totalAmount).toBe(paid);
    expect(answer.order!.items[0]!.price).toBe(499);
  });

  it('refuses, in the database itself, a stock below zero', async () => {
    const product = await mug(1);
    await expect(
      t.database.query(`update accessories set stock = stock - 2 where id = $1`, [product.id]),
    ).rejects.toThrow(/accessories_stock_not_negative/);
    expect(await stockOf(product.id)).toBe(1);
  });
});
