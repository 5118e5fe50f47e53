import {
  CATALOG_MESSAGES,
  QUANTITY_MAX,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { accessories, payments } from '../../db/schema';
import {
  MAX_HELD_UNITS_PER_ACCOUNT,
  MAX_HELD_UNITS_PER_IP,
  STOCK_HOLD_MESSAGES,
} from './stock-holds';

// Unpaid payments hold accessory stock until they settle or expire (docs/decisions/0012, 0030):
// one account, or one address, may not hold more than a few units, and a new payment never
// frees the units of the shopper's earlier one while it can still be paid.
describe.each(testDatabaseKinds())('stock held by unpaid payments on %s', (kind) => {
  const t = useTestApp(kind);
  // After every test, for every accessory: initial stock = available + held + sold.
  beforeAll(() => trackInitialStock(t.database));
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  const call = apiCaller(t);
  let seller: CreatedUser;
  let addressCounter = 0;
  /** Each test its own client address, so the per-address cap of one does not touch another. */
  const freshAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    seller = await createUser(t.app);
  });

  /** A buy-now of `quantity` units of a ₹100 accessory (no delivery charge). */
  const buyNow = (
    buyer: CreatedUser,
    accessoryId: string,
    quantity: number,
    remoteAddress: string,
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
      { remoteAddress },
    );

  const settle = (merchantOrderId: string, outcome: 'COMPLETED' | 'FAILED') =>
    t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, merchantOrderId),
      payload: { outcome },
    });

  const status = (buyer: CreatedUser, merchantOrderId: string) =>
    call<PaymentStatusResponse>('POST', `/api/payments/status/${merchantOrderId}`, buyer.token);

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  async function holdsStock(merchantOrderId: string) {
    const [row] = await t.database.db
      .select({ stockReserved: payments.stockReserved })
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    return row!.stockReserved;
  }

  const mug = (stock: number) =>
    createAccessory(t.app, seller.user._id, { pricePaise: 10_000, deliveryPricePaise: 0, stock });

  it("cannot empty a product's stock with one account's unpaid payments", async () => {
    const product = await mug(50);
    const hoarder = await createUser(t.app);
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await buyNow(hoarder, product.id, 10, address));
    // Live holds stay until their payments settle or expire (docs/decisions/0030), and across
    // them one account holds at most a line's maximum of one product (decision 0055).
    expect(answers.map((a) => a.status)).toEqual([201, 409, 409, 409, 409]);
    expect(answers[1]!.body.message).toBe(
      STOCK_HOLD_MESSAGES.productCap(product.title, 10, QUANTITY_MAX, 15),
    );
    expect(await stockOf(product.id)).toBe(40);
    const [first] = answers.map((a) => a.body.merchantOrderId);
    expect(await holdsStock(first!)).toBe(true);

    // A payment that fails gives its units back once.
    await settle(first!, 'FAILED');
    expect((await status(hoarder, first!)).body.state).toBe('FAILED');
    expect((await status(hoarder, first!)).body.state).toBe('FAILED');
    expect(await stockOf(product.id)).toBe(50);
  });

  it('never lets one account hold the whole stock of a small item with two unpaid payments (10 + 2 of 12)', async () => {
    const product = await mug(12);
    const hoarder = await createUser(t.app);
    const address = freshAddress();
    expect((await buyNow(hoarder, product.id, 10, address)).status).toBe(201);
    const second = await buyNow(hoarder, product.id, 2, address);
    expect(second.status).toBe(409);
    // Half of the 12 there are without the account's holds.
    expect(second.body.message).toBe(STOCK_HOLD_MESSAGES.productCap(product.title, 10, 6, 15));
    expect(await stockOf(product.id)).toBe(2);
    // Someone else can still buy the rest.
    expect((await buyNow(await createUser(t.app), product.id, 2, freshAddress())).status).toBe(201);

    // Started at the same moment, one of the two is held and the other refused.
    const racer = await createUser(t.app);
    const small = await mug(12);
    const raceAddress = freshAddress();
    const both = await Promise.all([
      buyNow(racer, small.id, 10, raceAddress),
      buyNow(racer, small.id, 2, raceAddress),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    expect([2, 10]).toContain(await stockOf(small.id));
    // Within the cap a second payment is fine: 3 + 3 of 12 (half is 6).
    const modest = await createUser(t.app);
    const plenty = await mug(12);
    const modestAddress = freshAddress();
    expect((await buyNow(modest, plenty.id, 3, modestAddress)).status).toBe(201);
    expect((await buyNow(modest, plenty.id, 3, modestAddress)).status).toBe(201);
    expect(await stockOf(plenty.id)).toBe(6);
  });

  it('tells a shopper who starts again that their unfinished payment holds the last units, and when they free up', async () => {
    const product = await mug(3);
    const shopper = await createUser(t.app);
    const address = freshAddress();
    const first = await buyNow(shopper, product.id, 3, address);
    expect(first.status).toBe(201);
    expect(await stockOf(product.id)).toBe(0);

    // Someone else finds it sold out while the first payment is unpaid...
    const other = await buyNow(await createUser(t.app), product.id, 1, freshAddress());
    expect(other.status).toBe(409);
    // The same words as a refusal under a race (reserveStock): the line's title named.
    expect(other.body.message).toBe(`${CATALOG_MESSAGES.outOfStock}: ${product.title}`);

    // ...and the shopper who holds it is told why, not that it sold out: their first payment can
    // still be paid, so its units cannot be sold twice.
    const again = await buyNow(shopper, product.id, 3, address);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STOCK_HOLD_MESSAGES.heldByYou(product.title, 3, 15));
    expect(await holdsStock(first.body.merchantOrderId)).toBe(true);

    // Completing the first payment is what buys them.
    await settle(first.body.merchantOrderId, 'COMPLETED');
    expect((await status(shopper, first.body.merchantOrderId)).body.state).toBe('COMPLETED');
    expect(await stockOf(product.id)).toBe(0);
  });

  /** Holds `units` unpaid, in buy-nows of at most QUANTITY_MAX units of fresh products. */
  async function holdUnits(shopper: CreatedUser, units: number, address: string) {
    const held: { productId: string; merchantOrderId: string }[] = [];
    for (let left = units; left > 0; left -= QUANTITY_MAX) {
      const product = await mug(QUANTITY_MAX);
      const created = await buyNow(shopper, product.id, Math.min(QUANTITY_MAX, left), address);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      held.push({ productId: product.id, merchantOrderId: created.body.merchantOrderId });
    }
    return held;
  }

  it(`caps what one account holds unpaid at ${MAX_HELD_UNITS_PER_ACCOUNT} units, over different products`, async () => {
    const c = await mug(20);
    const shopper = await createUser(t.app);
    const address = freshAddress();
    const held = await holdUnits(shopper, MAX_HELD_UNITS_PER_ACCOUNT, address);

    const over = await buyNow(shopper, c.id, 1, address);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(STOCK_HOLD_MESSAGES.accountCap(MAX_HELD_UNITS_PER_ACCOUNT));
    expect(await stockOf(c.id)).toBe(20);

    // Once a payment settles its units no longer count.
    await settle(held[0]!.merchantOrderId, 'FAILED');
    await status(shopper, held[0]!.merchantOrderId);
    expect((await buyNow(shopper, c.id, 1, address)).status).toBe(201);
    expect(await stockOf(c.id)).toBe(19);
  });

  it('releases a hold past its expiry when the shopper starts a new payment', async () => {
    const b = await mug(20);
    const shopper = await createUser(t.app);
    const address = freshAddress();
    const held = await holdUnits(shopper, MAX_HELD_UNITS_PER_ACCOUNT, address);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          payments.merchantOrderId,
          held.map((h) => h.merchantOrderId),
        ),
      );
    expect((await buyNow(shopper, b.id, 2, address)).status).toBe(201);
    for (const h of held) expect(await stockOf(h.productId)).toBe(QUANTITY_MAX);
  });

  it(`caps what one address holds unpaid at ${MAX_HELD_UNITS_PER_IP} units, whatever the accounts`, async () => {
    const extra = await mug(5);
    const address = freshAddress();
    const accounts = await Promise.all(
      Array.from({ length: MAX_HELD_UNITS_PER_IP / MAX_HELD_UNITS_PER_ACCOUNT + 1 }, () =>
        createUser(t.app),
      ),
    );
    for (const account of accounts.slice(0, -1))
      await holdUnits(account, MAX_HELD_UNITS_PER_ACCOUNT, address);

    const over = await buyNow(accounts.at(-1)!, extra.id, 1, address);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(STOCK_HOLD_MESSAGES.ipCap);
    expect(await stockOf(extra.id)).toBe(5);

    // The same shopper elsewhere is not held up by that address.
    expect((await buyNow(accounts.at(-1)!, extra.id, 1, freshAddress())).status).toBe(201);
  });
});
