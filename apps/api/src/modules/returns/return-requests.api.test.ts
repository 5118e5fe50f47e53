import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_MESSAGES,
  shortOrderId,
  UPLOAD_MESSAGES,
  type NotificationsResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { accessoryItem, returnsKit, teeItem } from '../../../test/returns-fixtures';
import { returnItems, returnRequests } from '../../db/schema/returns';

describe.each(testDatabaseKinds())('asking for an exchange or a return on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  /** Seller-fulfilled (Self Service), offered in S, M and L only. */
  let teeId: string;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    const tee = await createDesign(t.app, seller.user._id, {
      deliverWithPlatform: false,
      sizes: ['S', 'M', 'L'],
      customizable: true,
      customizableParts: ['Back'],
    });
    teeId = tee.id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  const exchangeOf = (orderItemId: string, exchangeSize?: string, quantity = 1) => ({
    type: 'exchange',
    reason: 'Too small',
    items: [{ orderItemId, quantity, ...(exchangeSize ? { exchangeSize } : {}) }],
  });
  const returnOf = (orderItemId: string, quantity = 1) => ({
    type: 'return',
    reason: 'Not as pictured',
    items: [{ orderItemId, quantity }],
  });

  it('records an exchange for the buyer and tells the seller who fulfils it', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    const photo = await kit.photo(buyer);
    const made = await kit.asked(buyer, order._id, {
      ...exchangeOf(order.items[0]!._id, 'L'),
      photos: [photo],
    });
    expect(made).toMatchObject({
      orderId: order._id,
      type: 'exchange',
      reason: 'Too small',
      status: 'requested',
      fulfillerId: seller.user._id,
      buyerName: order.deliveryDetails.fullName,
      replacementOrderId: null,
      refundAmount: null,
      creditNoteNumber: null,
      items: [
        expect.objectContaining({
          orderItemId: order.items[0]!._id,
          productType: 'tshirt',
          size: 'M',
          quantity: 1,
          exchangeSize: 'L',
        }),
      ],
      timeline: [expect.objectContaining({ status: 'requested' })],
    });
    expect(made.photos).toEqual([
      { url: `/files/${photo}`, thumbnailUrl: expect.stringMatching(/\.thumb\.webp$/) },
    ]);
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', seller.token);
    // The seller's own notice, opening Sales (decision 0056).
    expect(news.body.notifications[0]).toMatchObject({
      type: 'SELLER_RETURN',
      orderId: order._id,
      message: RETURN_MESSAGES.newRequest(shortOrderId(order._id), 'exchange'),
    });
  });

  it('tells every admin of a request on the shop’s own order', async () => {
    const shopTee = await createDesign(t.app, seller.user._id); // Print & Delivery
    const order = await kit.delivered(buyer, admin, teeItem(shopTee.id));
    expect(order.fulfillerId).toBeNull();
    const made = await kit.asked(buyer, order._id, returnOf(order.items[0]!._id));
    expect(made.fulfillerId).toBeNull();
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', admin.token);
    expect(news.body.notifications[0]).toMatchObject({
      type: 'ADMIN_RETURN',
      orderId: order._id,
    });
  });

  it('answers anyone but the buyer as if the order did not exist', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    const body = returnOf(order.items[0]!._id);
    for (const who of [seller, admin, await createUser(t.app)]) {
      const refused = await kit.ask(who, order._id, body);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(RETURN_MESSAGES.orderNotFound);
    }
    expect((await kit.ask(buyer, 'not-an-id', body)).status).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses an order not delivered yet, and one past the window', async () => {
    const pending = await kit.buy(buyer, teeItem(teeId));
    const early = await kit.ask(buyer, pending._id, returnOf(pending.items[0]!._id));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RETURN_MESSAGES.notDelivered);

    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    await kit.deliveredDaysAgo(order._id, DEFAULT_RETURN_WINDOW_DAYS + 0.5);
    const late = await kit.ask(buyer, order._id, returnOf(order.items[0]!._id));
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(RETURN_MESSAGES.windowClosed(DEFAULT_RETURN_WINDOW_DAYS));
    // Still open just inside the window.
    await kit.deliveredDaysAgo(order._id, DEFAULT_RETURN_WINDOW_DAYS - 0.5);
    await kit.asked(buyer, order._id, returnOf(order.items[0]!._id));
  });

  it('counts an order delivered before delivered_at was kept from its last change', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    await kit.deliveredDaysAgo(order._id, DEFAULT_RETURN_WINDOW_DAYS + 1, false);
    const late = await kit.ask(buyer, order._id, returnOf(order.items[0]!._id));
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(RETURN_MESSAGES.windowClosed(DEFAULT_RETURN_WINDOW_DAYS));
    await kit.deliveredDaysAgo(order._id, 1, false);
    await kit.asked(buyer, order._id, returnOf(order.items[0]!._id));
  });

  it('refuses a personalised line, for a return and an exchange', async () => {
    const order = await kit.delivered(
      buyer,
      admin,
      teeItem(teeId, { wantsCustomization: true, customName: 'Bina' }),
    );
    const line = order.items[0]!._id;
    for (const body of [returnOf(line), exchangeOf(line, 'L')]) {
      const refused = await kit.ask(buyer, order._id, body);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(RETURN_MESSAGES.personalised);
    }
  });

  it('refuses an exchange without a new size, in the same size, or in one not offered', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    const line = order.items[0]!._id;
    const cases: [Record<string, unknown>, string][] = [
      [exchangeOf(line), RETURN_MESSAGES.exchangeSizeRequired],
      [exchangeOf(line, 'M'), RETURN_MESSAGES.exchangeSameSize],
      [exchangeOf(line, 'XL'), RETURN_MESSAGES.exchangeSizeNotOffered('XL')],
      [exchangeOf(line, 'HUGE'), RETURN_MESSAGES.exchangeSizeRequired],
    ];
    for (const [body, message] of cases) {
      const refused = await kit.ask(buyer, order._id, body);
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
  });

  it('lets a line go back at most once in all, counting requests not rejected', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId, { quantity: 2 }));
    const line = order.items[0]!._id;
    const tooMany = await kit.ask(buyer, order._id, returnOf(line, 3));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(RETURN_MESSAGES.quantityTooMany(2));

    const first = await kit.asked(buyer, order._id, returnOf(line, 1));
    const again = await kit.ask(buyer, order._id, exchangeOf(line, 'L', 2));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(RETURN_MESSAGES.quantityTooMany(1));
    await kit.asked(buyer, order._id, exchangeOf(line, 'L', 1));
    const none = await kit.ask(buyer, order._id, returnOf(line, 1));
    expect(none.body.message).toBe(RETURN_MESSAGES.quantityTooMany(0));

    // A rejected request gives its units back to ask for again.
    const rejected = await kit.decide(seller, first._id, {
      status: 'rejected',
      remark: 'Worn',
    });
    expect(rejected.status).toBe(200);
    await kit.asked(buyer, order._id, returnOf(line, 1));
  });

  it('keeps one unit from going back twice when two requests race', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    const line = order.items[0]!._id;
    const results = await Promise.all([
      kit.ask(buyer, order._id, returnOf(line)),
      kit.ask(buyer, order._id, exchangeOf(line, 'S')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const rows = await t.database.db
      .select()
      .from(returnItems)
      .where(eq(returnItems.orderItemId, line));
    expect(rows).toHaveLength(1);
  });

  it('refuses more than three photos, photos of someone else and a line twice', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId, { quantity: 2 }));
    const line = order.items[0]!._id;
    const photos = await Promise.all([1, 2, 3, 4].map(() => kit.photo(buyer)));
    const four = await kit.ask(buyer, order._id, { ...returnOf(line), photos });
    expect(four.status).toBe(422);
    expect(four.body.message).toBe(RETURN_MESSAGES.tooManyPhotos);

    const theirs = await kit.photo(seller);
    const stolen = await kit.ask(buyer, order._id, { ...returnOf(line), photos: [theirs] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe(UPLOAD_MESSAGES.unknownFile);

    const twice = await kit.ask(buyer, order._id, {
      type: 'return',
      reason: 'Too large',
      items: [
        { orderItemId: line, quantity: 1 },
        { orderItemId: line, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(RETURN_MESSAGES.duplicateItem);

    const stranger = await kit.ask(buyer, order._id, returnOf(randomUUID()));
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toBe(RETURN_MESSAGES.itemNotInOrder);

    const rows = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order._id));
    expect(rows).toEqual([]);
    await kit.asked(buyer, order._id, { ...returnOf(line), photos: photos.slice(0, 3) });
  });

  it('exchanges an accessory like for like only while it is in stock', async () => {
    const bottle = await createAccessory(t.app, seller.user._id, {
      stock: 1,
      title: 'Last Bottle',
    });
    const order = await kit.delivered(buyer, admin, accessoryItem(bottle.id));
    const line = order.items[0]!._id;
    const none = await kit.ask(buyer, order._id, exchangeOf(line));
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(RETURN_MESSAGES.outOfStock('Last Bottle'));
    const sized = await kit.ask(buyer, order._id, exchangeOf(line, 'L'));
    expect(sized.status).toBe(422);
    expect(sized.body.message).toBe(RETURN_MESSAGES.exchangeSizeNotOffered('L'));
    // A return needs no stock.
    await kit.asked(buyer, order._id, returnOf(line));

    const mug = await createAccessory(t.app, seller.user._id, { stock: 3 });
    const mugOrder = await kit.delivered(buyer, admin, accessoryItem(mug.id));
    const made = await kit.asked(buyer, mugOrder._id, exchangeOf(mugOrder.items[0]!._id));
    expect(made.items[0]).toMatchObject({ productType: 'accessory', exchangeSize: null });
  });
});
