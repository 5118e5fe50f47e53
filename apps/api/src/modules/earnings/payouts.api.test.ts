import { randomUUID } from 'node:crypto';
import {
  EARNINGS_MESSAGES,
  formatRupees,
  PAYOUT_EXPORT_COLUMNS,
  PAYOUT_MESSAGES,
  payoutExportFileName,
  shopDay,
  type AdminPayoutsResponse,
  type Payout,
  type PayoutDetails,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import {
  bearer,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { auditLog, earnings, notifications, payoutDetails, payouts } from '../../db/schema';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

// EARNINGS_HOLD_DAYS=0: an entry is available once its order is delivered, so these tests pay
// out without moving a clock (the hold itself is earnings-ledger.api.test.ts's).
describe.each(testDatabaseKinds())('payouts to sellers on %s', (kind) => {
  const t = useTestApp(kind, { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = earningsKit(t);
  const { call } = kit;
  let admin: CreatedUser;
  let buyer: CreatedUser;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹50 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 5_000 });
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
  });
  const totals = async () => (await t.app.services.earnings.payouts.list()).totals;
  afterEach(() => assertEarningsLedger(t.database, totals));

  /** A seller with a UPI id and `sales` delivered Self Service orders of ₹549 (₹494.10 each to them). */
  async function sellerWithSales(sales: number, name?: string) {
    const seller = await createUser(t.app, name ? { fullName: name } : {});
    const saved = await call('PUT', '/api/sellers/me/payout-details', seller.token, {
      upiId: 'seller.sen@okaxis',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const orderIds: string[] = [];
    for (let i = 0; i < sales; i += 1) {
      const [order] = await kit.pay(
        buyer,
        [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
        549,
      );
      await kit.deliver(order!._id, admin);
      orderIds.push(order!._id);
    }
    return { seller, design, orderIds };
  }

  const payout = (
    sellerId: string,
    amount: number,
    reference = 'UTR4455667788',
    token = admin.token,
  ) => call<Payout>('POST', '/api/admin/payouts', token, { sellerId, amount, reference });

  const earningsOf = async (user: CreatedUser) =>
    (await call<SellerEarningsResponse>('GET', '/api/sellers/me/earnings', user.token)).body;

  const adminRow = async (sellerId: string) =>
    (await call<AdminPayoutsResponse>('GET', '/api/admin/payouts', admin.token)).body.sellers.find(
      (s) => s.sellerId === sellerId,
    );

  it('pays out what is available, marking entries paid only once payouts cover all of them', async () => {
    const { seller, orderIds } = await sellerWithSales(2, 'Seller Sen');
    expect(await adminRow(seller.user._id)).toEqual({
      sellerId: seller.user._id,
      sellerName: 'Seller Sen',
      sellerEmail: seller.user.email,
      upiId: 'seller.sen@okaxis',
      pending: 0,
      available: 988.2,
      paid: 0,
      lastPayoutAt: null,
    });

    const first = await payout(seller.user._id, 494.1);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      sellerId: seller.user._id,
      amount: 494.1,
      reference: 'UTR4455667788',
      upiId: 'seller.sen@okaxis',
    });
    const stateOf = async (orderId: string) => (await kit.entriesOf(orderId))[0]!;
    expect(await stateOf(orderIds[0]!)).toMatchObject({ state: 'paid', payoutId: first.body._id });
    expect((await stateOf(orderIds[1]!)).state).toBe('pending');

    // ₹200 covers part of the second entry: it stays available until a payout covers the rest.
    expect((await payout(seller.user._id, 200, 'UTR-PART-1')).status).toBe(201);
    expect((await stateOf(orderIds[1]!)).state).toBe('pending');
    expect((await earningsOf(seller)).summary).toEqual({
      pending: 0,
      available: 294.1,
      paid: 694.1,
    });
    const last = await payout(seller.user._id, 294.1, 'UTR-PART-2');
    expect(last.status).toBe(201);
    expect(await stateOf(orderIds[1]!)).toMatchObject({ state: 'paid', payoutId: last.body._id });

    const mine = await earningsOf(seller);
    expect(mine.summary).toEqual({ pending: 0, available: 0, paid: 988.2 });
    expect(mine.entries.map((e) => [e.state, e.reference])).toEqual([
      ['paid', 'UTR-PART-2'],
      ['paid', 'UTR4455667788'],
    ]);
    expect(mine.payouts.map((p) => p.reference)).toEqual([
      'UTR-PART-2',
      'UTR-PART-1',
      'UTR4455667788',
    ]);
    expect((await adminRow(seller.user._id))!.lastPayoutAt).toBe(last.body.createdAt);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.record'), eq(auditLog.entityId, seller.user._id)));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      actorId: admin.user._id,
      entityType: 'user',
      after: expect.objectContaining({ payoutId: first.body._id, amount: 494.1 }),
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user._id), eq(notifications.type, 'PAYOUT_SENT')));
    expect(told.map((n) => n.message)).toContain(
      PAYOUT_MESSAGES.sellerNotice(formatRupees(49_410), 'UTR4455667788'),
    );
  });

  it('refuses a payout above the available balance, saying what is available', async () => {
    const { seller } = await sellerWithSales(1);
    const refused = await payout(seller.user._id, 494.11);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYOUT_MESSAGES.amountTooHigh(formatRupees(49_410)));
    expect(
      await t.database.db.select().from(payouts).where(eq(payouts.sellerId, seller.user._id)),
    ).toEqual([]);
  });

  it('makes exactly one of three concurrent payouts of the whole balance', async () => {
    const { seller } = await sellerWithSales(1);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => payout(seller.user._id, 494.1, `UTR-SAME-${n}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(PAYOUT_MESSAGES.nothingAvailable);
    expect((await earningsOf(seller)).summary).toEqual({ pending: 0, available: 0, paid: 494.1 });
  });

  it('refuses a seller without payout details, an unknown seller and a seller with nothing available', async () => {
    const { seller } = await sellerWithSales(1);
    await t.database.db.delete(payoutDetails).where(eq(payoutDetails.sellerId, seller.user._id));
    const noDetails = await payout(seller.user._id, 100);
    expect([noDetails.status, noDetails.body.message]).toEqual([
      409,
      PAYOUT_MESSAGES.noPayoutDetails,
    ]);

    for (const sellerId of [randomUUID(), 'not-a-user'])
      expect((await payout(sellerId, 100)).body.message).toBe(PAYOUT_MESSAGES.sellerNotFound);
    expect((await payout(randomUUID(), 100)).status).toBe(404);

    const newcomer = await createUser(t.app);
    await call('PUT', '/api/sellers/me/payout-details', newcomer.token, { upiId: 'new.comer@ybl' });
    const nothing = await payout(newcomer.user._id, 1);
    expect([nothing.status, nothing.body.message]).toEqual([409, PAYOUT_MESSAGES.nothingAvailable]);
  });

  it('reverses a delivered, paid-out order with a reversal entry that the next payout nets', async () => {
    const { seller, design, orderIds } = await sellerWithSales(1);
    expect((await payout(seller.user._id, 494.1)).status).toBe(201);
    // A return after the payout (a return of a paid-out sale takes this path): the paid entry is
    // never edited.
    const { ledger } = t.app.services.earnings;
    await t.database.db.transaction((tx) => ledger.reverseOrder(tx, orderIds[0]!, new Date()));
    await t.database.db.transaction((tx) => ledger.reverseOrder(tx, orderIds[0]!, new Date()));
    const rows = await kit.entriesOf(orderIds[0]!);
    expect(rows.map((r) => [r.kind, r.state, r.amountPaise])).toEqual([
      ['sale', 'paid', 49_410],
      ['reversal', 'pending', -49_410],
    ]);
    expect(rows[1]!.reversesId).toBe(rows[0]!.id);
    expect((await earningsOf(seller)).summary).toEqual({
      pending: 0,
      available: -494.1,
      paid: 494.1,
    });
    expect((await payout(seller.user._id, 1)).body.message).toBe(PAYOUT_MESSAGES.nothingAvailable);

    // Two more sales: ₹988.20 earned, ₹494.10 of it owed back: ₹494.10 to pay, which settles all.
    for (let i = 0; i < 2; i += 1) {
      const [order] = await kit.pay(
        buyer,
        [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
        549,
      );
      await kit.deliver(order!._id, admin);
    }
    expect((await earningsOf(seller)).summary.available).toBe(494.1);
    expect((await payout(seller.user._id, 494.1)).status).toBe(201);
    const mine = await earningsOf(seller);
    expect(mine.summary).toEqual({ pending: 0, available: 0, paid: 988.2 });
    expect(mine.entries.map((e) => e.state)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('keeps the seller’s UPI id, refused with the contract’s text when it is not one', async () => {
    const seller = await createUser(t.app);
    const none = await call<PayoutDetails>('GET', '/api/sellers/me/payout-details', seller.token);
    expect(none.body).toEqual({ upiId: null, updatedAt: null });
    for (const [upiId, message] of [
      ['', EARNINGS_MESSAGES.upiRequired],
      ['not a upi id', EARNINGS_MESSAGES.upiInvalid],
      ['name@', EARNINGS_MESSAGES.upiInvalid],
    ] as const) {
      const refused = await call('PUT', '/api/sellers/me/payout-details', seller.token, { upiId });
      expect([refused.status, refused.body.message]).toEqual([422, message]);
    }
    const saved = await call<PayoutDetails>('PUT', '/api/sellers/me/payout-details', seller.token, {
      upiId: '  ananya.das@okhdfcbank ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.upiId).toBe('ananya.das@okhdfcbank');
    await call('PUT', '/api/sellers/me/payout-details', seller.token, { upiId: 'ananya@ybl' });
    const read = await call<PayoutDetails>('GET', '/api/sellers/me/payout-details', seller.token);
    expect(read.body.upiId).toBe('ananya@ybl');
    // The admin sees the current one.
    expect((await adminRow(seller.user._id))!.upiId).toBe('ananya@ybl');
  });

  it('lets only admins near payouts, and shows each seller only their own entries', async () => {
    const { seller } = await sellerWithSales(1);
    const other = await createUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/payouts'],
      ['POST', '/api/admin/payouts'],
      ['GET', `/api/admin/payouts/export?from=${shopDay()}&to=${shopDay()}`],
    ] as const) {
      expect(
        (await call(method, url, seller.token, method === 'POST' ? {} : undefined)).status,
      ).toBe(403);
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).status).toBe(
        401,
      );
    }
    // Not even for themselves: a seller cannot record a payout to their own account.
    expect((await payout(seller.user._id, 1, 'UTR-SELF-PAY', seller.token)).status).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/sellers/me/earnings'],
      ['GET', '/api/sellers/me/payout-details'],
      ['PUT', '/api/sellers/me/payout-details'],
    ] as const)
      expect(
        (await call(method, url, undefined, method === 'PUT' ? { upiId: 'x@ybl' } : undefined))
          .status,
      ).toBe(401);

    expect((await earningsOf(seller)).entries).toHaveLength(1);
    const theirs = await earningsOf(other);
    expect(theirs.entries).toEqual([]);
    expect(theirs.summary).toEqual({ pending: 0, available: 0, paid: 0 });
    expect(theirs.payoutDetails.upiId).toBeNull();
  });

  it('lists sellers with the most available first, then by name', async () => {
    const { seller: two } = await sellerWithSales(2, 'Zoya Two Sales');
    const { seller: one } = await sellerWithSales(1, 'Aarav One Sale');
    const { seller: alsoOne } = await sellerWithSales(1, 'Bela One Sale');
    const listed = (await call<AdminPayoutsResponse>('GET', '/api/admin/payouts', admin.token))
      .body;
    const ids = listed.sellers.map((s) => s.sellerId);
    const at = (id: string) => ids.indexOf(id);
    expect(at(two.user._id)).toBeLessThan(at(one.user._id));
    expect(at(one.user._id)).toBeLessThan(at(alsoOne.user._id));
    for (let i = 1; i < listed.sellers.length; i += 1)
      expect(listed.sellers[i - 1]!.available).toBeGreaterThanOrEqual(listed.sellers[i]!.available);
  });

  it('exports the payouts of a period as CSV with the contract’s columns', async () => {
    const { seller } = await sellerWithSales(2, 'Csv Seller');
    const inPeriod = await payout(seller.user._id, 494.1, '=HYPERLINK("x")');
    const earlier = await payout(seller.user._id, 100, 'UTR-OLD-ONE');
    await t.database.db
      .update(payouts)
      .set({ createdAt: new Date('2026-01-15T06:00:00Z') })
      .where(eq(payouts.id, earlier.body._id));
    const today = shopDay();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/export?from=${today}&to=${today}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(payoutExportFileName(today, today));
    expect(response.body.split('\n')[0]).toBe(PAYOUT_EXPORT_COLUMNS.join(','));
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const mine = rows.filter((r) => r.Seller === 'Csv Seller');
    expect(mine).toEqual([
      expect.objectContaining({
        'Payout ID': inPeriod.body._id,
        'Seller Email': seller.user.email,
        'UPI ID': 'seller.sen@okaxis',
        Amount: '494.1',
        // A formula stays text in a spreadsheet.
        Reference: `'=HYPERLINK("x")`,
        'Recorded By': admin.user.fullName,
      }),
    ]);
    const january = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts/export?from=2026-01-15&to=2026-01-15',
      headers: bearer(admin.token),
    });
    expect(
      (parse(january.body, { columns: true }) as Record<string, string>[]).map((r) => r.Reference),
    ).toEqual(['UTR-OLD-ONE']);
    const backwards = await call(
      'GET',
      `/api/admin/payouts/export?from=${today}&to=2026-01-01`,
      admin.token,
    );
    expect(backwards.status).toBe(422);
  });

  it('catches a ledger that breaks the equation', async () => {
    const { orderIds } = await sellerWithSales(1);
    const [entry] = await kit.entriesOf(orderIds[0]!);
    await t.database.db
      .update(earnings)
      .set({ amountPaise: 49_411 })
      .where(eq(earnings.id, entry!.id));
    await expect(assertEarningsLedger(t.database)).rejects.toThrow();
    await t.database.db
      .update(earnings)
      .set({ amountPaise: 49_410 })
      .where(eq(earnings.id, entry!.id));
    await t.database.db.update(earnings).set({ state: 'paid' }).where(eq(earnings.id, entry!.id));
    await expect(assertEarningsLedger(t.database)).rejects.toThrow();
    await t.database.db
      .update(earnings)
      .set({ state: 'pending' })
      .where(eq(earnings.id, entry!.id));
  });
});
