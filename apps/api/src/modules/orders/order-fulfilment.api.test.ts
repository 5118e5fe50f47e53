import {
  KNOWN_COURIERS,
  ORDER_STATUS_MESSAGES,
  SHIPMENT_MESSAGES,
  shortOrderId,
  trackingUrl,
  type NotificationsResponse,
  type Order,
  type SellerOrder,
} from '@campus-threads/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { assertEarningsLedger } from '../../../test/earnings-ledger';

const SELF_SERVICE = { printWithPlatform: false, deliverWithPlatform: false } as const;
const [INDIA_POST] = KNOWN_COURIERS;
const TEST_SHIPMENT_MOVE = { status: 'shipped', ...TEST_SHIPMENT } as const;

/**
 * Self Service fulfilment (docs/decisions/0048): the seller who fulfils an order ships
 * it with a courier and tracking number and sees it delivered, one step at a time; every
 * fulfiller, an admin too, must name the courier and tracking number to ship.
 */
describe.each(testDatabaseKinds())('shipping an order on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  afterEach(() => assertEarningsLedger(t.database));
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;
  let selfTee: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    otherSeller = await createUser(t.app);
    buyer = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    selfTee = (await createDesign(t.app, seller.user._id, SELF_SERVICE)).id;
  });

  const patch = (orderId: string, token: string, payload: Record<string, unknown>) =>
    call<SellerOrder & Order>('PATCH', `/api/orders/${orderId}/status`, token, payload);
  const buyersView = async (orderId: string) =>
    (await call<Order>('GET', `/api/orders/${orderId}`, buyer.token)).body;

  it('lets the Self Service seller ship with tracking, then deliver; the buyer sees the tracking link', async () => {
    const order = await createPaidOrder(t.app, buyer, selfTee);
    expect(order.fulfillerId).toBe(seller.user._id);
    expect((await patch(order._id, seller.token, { status: 'confirmed' })).status).toBe(200);

    // Another seller and the buyer get the 404 of a missing order; skipping a step is a 409.
    expect((await patch(order._id, otherSeller.token, TEST_SHIPMENT_MOVE)).status).toBe(404);
    expect((await patch(order._id, buyer.token, TEST_SHIPMENT_MOVE)).status).toBe(404);
    for (const skip of ['out_for_delivery', 'delivered'] as const) {
      const refused = await patch(order._id, seller.token, { status: skip, ...TEST_SHIPMENT });
      expect(refused.status, skip).toBe(409);
      expect(refused.body.message).toBe(ORDER_STATUS_MESSAGES.notAllowed('confirmed', skip));
    }

    // Typed in lower case with spaces around: kept as the shop names the courier, trimmed.
    const shipped = await patch(order._id, seller.token, {
      status: 'shipped',
      remark: 'Packed and sent',
      courier: ' delhivery ',
      trackingNumber: ` ${TEST_SHIPMENT.trackingNumber} `,
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const url = trackingUrl(TEST_SHIPMENT.courier, TEST_SHIPMENT.trackingNumber);
    expect(url).toMatch(/^https:\/\//);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      fulfilledByShop: false,
      shipment: { ...TEST_SHIPMENT, trackingUrl: url },
    });
    expect(shipped.body).not.toHaveProperty('userId');

    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;
    const seen = mine.find((o) => o._id === order._id)!;
    expect(seen.shipment).toEqual({
      ...TEST_SHIPMENT,
      trackingUrl: url,
      shippedAt: shipped.body.shipment!.shippedAt,
    });
    const bell = (
      await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)
    ).body.notifications.filter((n) => n.orderId === order._id && n.type === 'ORDER_STATUS');
    expect(bell[0]!.message).toContain(
      `Your order #${shortOrderId(order._id)}: Order Shipped. ${SHIPMENT_MESSAGES.shippedWith(TEST_SHIPMENT.courier, TEST_SHIPMENT.trackingNumber)}`,
    );

    // Once with the courier, only an admin may cancel it; the seller carries on to delivered.
    const cancel = await patch(order._id, seller.token, { status: 'cancelled', remark: 'Lost' });
    expect(cancel.status).toBe(409);
    expect((await patch(order._id, seller.token, { status: 'delivered' })).status).toBe(409);
    expect((await patch(order._id, seller.token, { status: 'out_for_delivery' })).status).toBe(200);
    const delivered = await patch(order._id, seller.token, { status: 'delivered' });
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.statusHistory.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect((await buyersView(order._id)).shipment?.trackingNumber).toBe(
      TEST_SHIPMENT.trackingNumber,
    );
  });

  it('refuses to ship without a courier and a valid tracking number, for the seller and an admin alike', async () => {
    const own = await createPaidOrder(t.app, buyer, selfTee);
    const shopTee = await createDesign(t.app, otherSeller.user._id);
    const shops = await createPaidOrder(t.app, buyer, shopTee.id);
    expect((await patch(own._id, seller.token, { status: 'confirmed' })).status).toBe(200);
    expect((await patch(shops._id, admin.token, { status: 'confirmed' })).status).toBe(200);

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {},
        {
          courier: SHIPMENT_MESSAGES.courierRequired,
          trackingNumber: SHIPMENT_MESSAGES.trackingRequired,
        },
      ],
      [
        { courier: '  ', trackingNumber: TEST_SHIPMENT.trackingNumber },
        {
          courier: SHIPMENT_MESSAGES.courierRequired,
        },
      ],
      [{ courier: TEST_SHIPMENT.courier }, { trackingNumber: SHIPMENT_MESSAGES.trackingRequired }],
      [
        { courier: TEST_SHIPMENT.courier, trackingNumber: 'AB 12/34' },
        { trackingNumber: SHIPMENT_MESSAGES.trackingInvalid },
      ],
      [
        { courier: 'x'.repeat(61), trackingNumber: TEST_SHIPMENT.trackingNumber },
        { courier: SHIPMENT_MESSAGES.courierMax },
      ],
    ];
    for (const [orderId, token] of [
      [own._id, seller.token],
      [shops._id, admin.token],
    ] as const) {
      for (const [body, errors] of cases) {
        const refused = await patch(orderId, token, { status: 'shipped', ...body });
        expect(refused.status, JSON.stringify(body)).toBe(422);
        const fields = (refused.body as unknown as { errors: { field: string; message: string }[] })
          .errors;
        expect(Object.fromEntries(fields.map((e) => [e.field, e.message]))).toEqual(errors);
        expect(refused.body.message).toBe(Object.values(errors)[0]);
      }
      const unchanged = await buyersView(orderId);
      expect(unchanged.status).toBe('confirmed');
      expect(unchanged.shipment).toBeNull();
      expect(unchanged.statusHistory).toHaveLength(2);
    }

    // A courier without a known tracking address is kept as typed, with no link.
    const shipped = await patch(shops._id, admin.token, {
      status: 'shipped',
      courier: 'Campus Cycle Courier',
      trackingNumber: 'CCC-0042',
    });
    expect(shipped.body.shipment).toMatchObject({
      courier: 'Campus Cycle Courier',
      trackingNumber: 'CCC-0042',
      trackingUrl: null,
    });
    // India Post by its id: named and linked as the shop knows it.
    expect(
      (
        await patch(own._id, seller.token, {
          status: 'shipped',
          courier: INDIA_POST.id,
          trackingNumber: 'EE123456789IN',
        })
      ).body.shipment,
    ).toMatchObject({
      courier: INDIA_POST.name,
      trackingUrl: INDIA_POST.trackingUrl('EE123456789IN'),
    });
  });
});
