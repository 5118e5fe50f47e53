import { RETURN_MESSAGES, type ReturnRequest } from '@campus-threads/contract';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';

describe.each(testDatabaseKinds())('reading exchanges and returns on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let buyer: CreatedUser;
  let otherBuyer: CreatedUser;
  /** Oldest first: requested, approved, rejected (seller's orders), requested (the shop's). */
  const made: ReturnRequest[] = [];

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    otherSeller = await createUser(t.app);
    buyer = await createUser(t.app);
    otherBuyer = await createUser(t.app);
    const own = await createDesign(t.app, seller.user._id, { deliverWithPlatform: false });
    const shops = await createDesign(t.app, seller.user._id);
    for (const [designId, move] of [
      [own.id, null],
      [own.id, { status: 'approved' }],
      [own.id, { status: 'rejected', remark: 'Worn' }],
      [shops.id, null],
    ] as const) {
      const order = await kit.delivered(buyer, admin, teeItem(designId));
      const request = await kit.asked(buyer, order._id, {
        type: 'return',
        reason: 'Too large',
        items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
      });
      if (move) expect((await kit.decide(admin, request._id, move)).status).toBe(200);
      made.push(request);
    }
  });
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  const ids = (requests: ReturnRequest[]) => requests.map((r) => r._id);
  const requested = () => made[0]!;
  const approved = () => made[1]!;
  const rejected = () => made[2]!;
  const shopRequested = () => made[3]!;

  it('shows an order’s requests to its buyer, its fulfilling seller and admins only', async () => {
    const orderId = rejected().orderId;
    for (const who of [buyer, seller, admin]) {
      const read = await kit.list(who, `/api/orders/${orderId}/returns`);
      expect(read.status).toBe(200);
      // The whole history by default, the rejected one too.
      expect(read.body.requests).toEqual([
        expect.objectContaining({ _id: rejected()._id, status: 'rejected' }),
      ]);
    }
    for (const url of [
      `/api/orders/${orderId}/returns`,
      `/api/orders/${randomUUID()}/returns`,
      '/api/orders/nope/returns',
    ])
      for (const who of [otherSeller, otherBuyer]) {
        const refused = await kit.list(who, url);
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe(RETURN_MESSAGES.orderNotFound);
      }
    // The designer of a shop-fulfilled order does not decide it, nor read its requests.
    const shopOrder = await kit.list(seller, `/api/orders/${shopRequested().orderId}/returns`);
    expect(shopOrder.status).toBe(404);
    const guest = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns` });
    expect(guest.statusCode).toBe(401);
  });

  it('lists the buyer’s own and the seller’s own, open ones by default', async () => {
    const mine = await kit.list(buyer, '/api/returns/mine');
    expect(ids(mine.body.requests)).toEqual(ids([shopRequested(), approved(), requested()]));
    const all = await kit.list(buyer, '/api/returns/mine?status=all');
    expect(all.body.pagination.totalItems).toBe(4);
    expect((await kit.list(otherBuyer, '/api/returns/mine?status=all')).body.requests).toEqual([]);

    const sellers = await kit.list(seller, '/api/returns/seller?status=all');
    expect(ids(sellers.body.requests)).toEqual(ids([rejected(), approved(), requested()]));
    const open = await kit.list(seller, '/api/returns/seller?status=requested');
    expect(ids(open.body.requests)).toEqual([requested()._id]);
    expect((await kit.list(otherSeller, '/api/returns/seller?status=all')).body.requests).toEqual(
      [],
    );
  });

  it('lists every request for admins by status, newest first, paged', async () => {
    const cases: [string, ReturnRequest[]][] = [
      ['', [shopRequested(), approved(), requested()]],
      ['?status=open', [shopRequested(), approved(), requested()]],
      ['?status=requested', [shopRequested(), requested()]],
      ['?status=approved', [approved()]],
      ['?status=rejected', [rejected()]],
      ['?status=received', []],
      ['?status=all', [shopRequested(), rejected(), approved(), requested()]],
    ];
    for (const [query, expected] of cases) {
      const read = await kit.list(admin, `/api/admin/returns${query}`);
      expect(read.status).toBe(200);
      expect(ids(read.body.requests), query).toEqual(ids(expected));
    }
    const second = await kit.list(admin, '/api/admin/returns?status=all&limit=1&page=2');
    expect(ids(second.body.requests)).toEqual([rejected()._id]);
    expect(second.body.pagination).toEqual({
      currentPage: 2,
      totalPages: 4,
      totalItems: 4,
      itemsPerPage: 1,
    });
    expect((await kit.list(admin, '/api/admin/returns?status=lost')).status).toBe(422);
    expect((await kit.list(seller, '/api/admin/returns')).status).toBe(403);
    // Each request carries its lines and the buyer's name as on the order.
    const [first] = (await kit.list(admin, '/api/admin/returns?status=approved')).body.requests;
    expect(first).toMatchObject({
      buyerName: 'Ananya Das',
      items: [expect.objectContaining({ productType: 'tshirt', quantity: 1, size: 'M' })],
      timeline: [
        expect.objectContaining({ status: 'requested' }),
        expect.objectContaining({ status: 'approved' }),
      ],
    });
  });
});
