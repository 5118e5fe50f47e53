import {
  DEFAULT_EARNINGS_HOLD_DAYS,
  type AdminSiteSettings,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { flatDeliveryFees, shipFrom } from '../../../test/delivery-fixtures';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { earnings } from '../../db/schema';
import { createEarningsService } from './earnings.service';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('the sellers’ earnings ledger on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = earningsKit(t);
  const { call } = kit;
  let admin: CreatedUser;
  let buyer: CreatedUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
    // Delivery to the buyer's campus: ₹40 from the shop, ₹50 from a seller in Guwahati (within
    // Assam) and ₹20 into the North-East from Delhi, each parcel one slab (decision 0066).
    await flatDeliveryFees(t, { campus: 4_000, state: 5_000, special: 2_000 });
  });
  afterEach(() =>
    assertEarningsLedger(
      t.database,
      async () => (await t.app.services.earnings.payouts.list()).totals,
    ),
  );

  /** The earnings services on the app's database, read at the clock the test moves. */
  function atClock(clock: { now: Date }) {
    return createEarningsService({
      db: t.database.db,
      notifications: t.app.services.notifications,
      users: t.app.services.users,
      rates: (tx) => t.app.services.settings.earningRates(tx),
      holdDays: DEFAULT_EARNINGS_HOLD_DAYS,
      now: () => clock.now,
    });
  }

  const myEarnings = async (user: CreatedUser) =>
    (await call<SellerEarningsResponse>('GET', '/api/sellers/me/earnings', user.token)).body;

  /** A Self Service tee (the seller prints and ships it from Guwahati) at ₹499, delivery ₹50. */
  const selfServiceTee = async (sellerId: string) => {
    await shipFrom(t.app, sellerId, '781039');
    return createDesign(t.app, sellerId, {
      pricePaise: 49_900,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
  };

  const tee = (id: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    productType: 'tshirt',
    tshirtId: id,
    size: 'M',
    color: 'Black',
    quantity,
    ...extra,
  });

  it('earns a sale less the commission on lines a seller ships and a royalty of a Print & Delivery tee’s price', async () => {
    const seller = await createUser(t.app, { fullName: 'Seller Sen' });
    const designer = await createUser(t.app, { fullName: 'Designer Das' });
    const maker = await createUser(t.app, { fullName: 'Maker Mehta' });
    const own = await selfServiceTee(seller.user._id);
    // The shop prints and ships it, with the buyer's name on the back (+₹30) and ₹40 delivery.
    const printed = await createDesign(t.app, designer.user._id, {
      pricePaise: 59_930,
      customizable: true,
      customizableParts: ['Back'],
    });
    await shipFrom(t.app, maker.user._id, '110016');
    const bottle = await createAccessory(t.app, maker.user._id, { pricePaise: 33_335, stock: 5 });
    // 2 × 499 + 50 = 1,048; 599.30 + 30 + 40 = 669.30; 333.35 + 20 = 353.35: 2,070.65 in all.
    const orders = await kit.pay(
      buyer,
      [
        tee(own.id, 2),
        tee(printed.id, 1, { wantsCustomization: true, customName: 'RIYA' }),
        { productType: 'accessory', accessoryId: bottle.id, quantity: 1 },
      ],
      2_070.65,
    );
    expect(orders).toHaveLength(3);
    const orderOf = (fulfillerId: string | null) =>
      orders.find((o) => o.fulfillerId === fulfillerId)!._id;

    const entry = async (orderId: string) => {
      const rows = await kit.entriesOf(orderId);
      expect(rows).toHaveLength(1);
      const { sellerId, kind, basePaise, rateBasisPoints, amountPaise, state, availableAt } =
        rows[0]!;
      return { sellerId, kind, basePaise, rateBasisPoints, amountPaise, state, availableAt };
    };
    // 1,048 less 10% = 943.20.
    expect(await entry(orderOf(seller.user._id))).toEqual({
      sellerId: seller.user._id,
      kind: 'sale',
      basePaise: 104_800,
      rateBasisPoints: 1_000,
      amountPaise: 94_320,
      state: 'pending',
      availableAt: null,
    });
    // 15% of 599.30 (not of the fee or delivery) = 89.895, rounded half up once: 89.90.
    expect(await entry(orderOf(null))).toMatchObject({
      sellerId: designer.user._id,
      kind: 'royalty',
      basePaise: 59_930,
      rateBasisPoints: 1_500,
      amountPaise: 8_990,
    });
    // 353.35 less 35.335 → 35.34: 318.01.
    expect(await entry(orderOf(maker.user._id))).toMatchObject({
      kind: 'sale',
      basePaise: 35_335,
      amountPaise: 31_801,
    });

    const mine = await myEarnings(seller);
    expect(mine.summary).toEqual({ pending: 943.2, available: 0, paid: 0 });
    expect(mine.entries).toEqual([
      expect.objectContaining({
        kind: 'sale',
        orderId: orderOf(seller.user._id),
        title: own.title,
        amount: 943.2,
        state: 'pending',
        availableAt: null,
        reference: null,
      }),
    ]);
    expect(mine.weekly).toHaveLength(12);
    expect(mine.weekly.at(-1)!.amount).toBe(943.2);
    expect(mine.holdDays).toBe(DEFAULT_EARNINGS_HOLD_DAYS);
    expect((await myEarnings(designer)).summary.pending).toBe(89.9);
  });

  it('makes each line’s entry once when the same payment is confirmed twice at once', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const id = await kit.createPayment(buyer, [tee(own.id)], 549);
    const answers = await Promise.all([
      kit.confirmPayment(buyer, id),
      kit.confirmPayment(buyer, id),
    ]);
    expect(answers.map((a) => a.body.state)).toEqual(['COMPLETED', 'COMPLETED']);
    const orderId = answers[0]!.body.orders[0]!._id;
    expect(answers[1]!.body.orders[0]!._id).toBe(orderId);
    expect(await kit.entriesOf(orderId)).toEqual([
      expect.objectContaining({ kind: 'sale', amountPaise: 49_410 }),
    ]);
    expect((await myEarnings(seller)).pagination.totalItems).toBe(1);
  });

  it('keeps a delivered order’s entries pending until the hold has passed (an injected clock)', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const [order] = await kit.pay(buyer, [tee(own.id)], 549);
    const before = Date.now();
    await kit.deliver(order!._id, admin);
    const [held] = await kit.entriesOf(order!._id);
    const availableAt = held!.availableAt!.getTime();
    // Delivered just now: available EARNINGS_HOLD_DAYS later.
    expect(availableAt).toBeGreaterThanOrEqual(before + DEFAULT_EARNINGS_HOLD_DAYS * DAY_MS);
    expect(availableAt).toBeLessThanOrEqual(Date.now() + DEFAULT_EARNINGS_HOLD_DAYS * DAY_MS);

    const clock = { now: new Date(availableAt - 1) };
    const earningsAt = atClock(clock);
    const read = () => earningsAt.forSeller(seller.user._id, { page: 1, limit: 20 });
    expect((await read()).summary).toEqual({ pending: 494.1, available: 0, paid: 0 });
    expect((await read()).entries[0]).toMatchObject({
      state: 'pending',
      availableAt: new Date(availableAt).toISOString(),
    });
    clock.now = new Date(availableAt);
    expect((await read()).summary).toEqual({ pending: 0, available: 494.1, paid: 0 });
    expect((await read()).entries[0]!.state).toBe('available');
    // Nothing was written when the hold ended: the state is read at the clock.
    expect((await kit.entriesOf(order!._id))[0]!.state).toBe('pending');
  });

  it('starts the hold once, at delivery + the hold days', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const [order] = await kit.pay(buyer, [tee(own.id)], 549);
    const ledger = atClock({ now: new Date() }).ledger;
    const deliveredAt = new Date('2026-11-02T10:00:00Z');
    await ledger.startHold(t.database.db, order!._id, deliveredAt);
    await ledger.startHold(t.database.db, order!._id, new Date('2026-12-01T10:00:00Z'));
    expect((await kit.entriesOf(order!._id))[0]!.availableAt).toEqual(
      new Date('2026-11-09T10:00:00Z'),
    );
  });

  it('reverses the entries of an order cancelled before delivery', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const [order] = await kit.pay(buyer, [tee(own.id)], 549);
    await kit.cancel(order!._id, admin);
    expect(await kit.entriesOf(order!._id)).toEqual([
      expect.objectContaining({ kind: 'sale', state: 'reversed', amountPaise: 49_410 }),
    ]);
    // Reversing again (a refund after the cancel) changes nothing.
    await t.app.services.earnings.ledger.reverseOrder(t.database.db, order!._id, new Date());
    expect(await kit.entriesOf(order!._id)).toHaveLength(1);
    const mine = await myEarnings(seller);
    expect(mine.summary).toEqual({ pending: 0, available: 0, paid: 0 });
    expect(mine.entries[0]!.state).toBe('reversed');
    // It never earned anything: the chart leaves it out.
    expect(mine.weekly.at(-1)!.amount).toBe(0);
  });

  it('copies the rates onto entries made after an admin changes them, never onto earlier ones', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const [first] = await kit.pay(buyer, [tee(own.id)], 549);
    const settings = (await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token))
      .body;
    const withCommission = (commissionPercent: number) => ({
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      maintenanceMode: settings.maintenanceMode,
      deliverablePinCodes: settings.deliverablePinCodes,
      commissionPercent,
      royaltyPercent: settings.royaltyPercent,
    });
    const saved = await call('PUT', '/api/admin/settings', admin.token, withCommission(12.5));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const [second] = await kit.pay(buyer, [tee(own.id)], 549);
      expect((await kit.entriesOf(first!._id))[0]).toMatchObject({
        rateBasisPoints: 1_000,
        amountPaise: 49_410,
      });
      // 549 less 12.5% (68.625 → 68.63) = 480.37.
      expect((await kit.entriesOf(second!._id))[0]).toMatchObject({
        rateBasisPoints: 1_250,
        amountPaise: 48_037,
      });
    } finally {
      await call(
        'PUT',
        '/api/admin/settings',
        admin.token,
        withCommission(settings.commissionPercent),
      );
    }
  });

  it('records a balance the seller collected at the door once, as minus it, available with the order', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const [order] = await kit.pay(buyer, [tee(own.id)], 549);
    await kit.deliver(order!._id, admin);
    const { ledger } = t.app.services.earnings;
    const collected = {
      orderId: order!._id,
      sellerId: seller.user._id,
      amountPaise: 27_450,
      title: own.title,
    };
    await Promise.all([
      t.database.db.transaction((tx) => ledger.recordCollectedBalance(tx, collected, new Date())),
      t.database.db.transaction((tx) => ledger.recordCollectedBalance(tx, collected, new Date())),
    ]);
    const rows = await kit.entriesOf(order!._id);
    expect(rows.map((r) => [r.kind, r.amountPaise])).toEqual([
      ['sale', 49_410],
      ['collected', -27_450],
    ]);
    expect(rows[1]!.availableAt).toEqual(rows[0]!.availableAt);
    expect((await myEarnings(seller)).summary.pending).toBe(219.6);
  });

  it('charts each entry in its week, weeks starting Monday at midnight in India', async () => {
    const seller = await createUser(t.app);
    const own = await selfServiceTee(seller.user._id);
    const { ledger } = t.app.services.earnings;
    const collectAt = async (at: string, amountPaise: number) => {
      const [order] = await kit.pay(buyer, [tee(own.id)], 549);
      const collected = { orderId: order!._id, sellerId: seller.user._id, amountPaise, title: 'x' };
      await t.database.db.transaction((tx) =>
        ledger.recordCollectedBalance(tx, collected, new Date(at)),
      );
    };
    // Sunday 2 March 2025, 23:59 in India, then Monday 3 March, 00:00.
    await collectAt('2025-03-02T18:29:00Z', 1_000);
    await collectAt('2025-03-02T18:30:00Z', 2_000);
    const weekly = (
      await atClock({ now: new Date('2025-03-05T12:00:00Z') }).forSeller(seller.user._id, {
        page: 1,
        limit: 1,
      })
    ).weekly;
    expect(weekly.slice(-3)).toEqual([
      { weekStart: '2025-02-17', amount: 0 },
      { weekStart: '2025-02-24', amount: -10 },
      { weekStart: '2025-03-03', amount: -20 },
    ]);
  });

  it('gives an account that never sold zeros and every week of the chart', async () => {
    const nobody = await createUser(t.app);
    const mine = await myEarnings(nobody);
    expect(mine).toMatchObject({
      summary: { pending: 0, available: 0, paid: 0 },
      entries: [],
      pagination: { currentPage: 1, totalItems: 0, totalPages: 0 },
      payoutDetails: { upiId: null, updatedAt: null },
      payouts: [],
    });
    expect(mine.weekly.map((w) => w.amount)).toEqual(Array(12).fill(0));
    const rows = await t.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.sellerId, nobody.user._id));
    expect(rows).toEqual([]);
  });
});
