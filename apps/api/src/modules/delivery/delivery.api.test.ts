import {
  CHECKOUT_MESSAGES,
  DEFAULT_DELIVERY_RATE_CARD as CARD,
  DELIVERY_MESSAGES,
  deliveryWindowEnd,
  formatDeliveryDay,
  toRupees,
  type AuditListResponse,
  type CartResponse,
  type DeliverySettingsReply,
  type Order,
  type PaymentStatusResponse,
  type PickupAddressReply,
  type PinCodeLookup,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { defaultDeliverySettings, saveDeliverySettings } from '../../../test/delivery-fixtures';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  settleSimulatorPayment,
  type CreatedUser,
} from '../../../test/factories';
import { invoices } from '../../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Delivery across India (docs/decisions/0066): the PIN directory behind a public look-up, the
// rate card an admin edits, sellers' pickup addresses, and parcels priced from each fulfiller's
// pickup PIN to the buyer's, kept on the orders one payment makes.
describe.each(testDatabaseKinds())('delivery on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let admin: CreatedUser;
  let customer: CreatedUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    customer = await createUser(t.app);
  });

  it('looks a PIN code up: its place, GST code, whether the shop delivers and by when', async () => {
    const hyderabad = await call<PinCodeLookup>('GET', '/api/delivery/pincodes/500032');
    expect(hyderabad.status).toBe(200);
    expect(hyderabad.body).toMatchObject({
      pin: '500032',
      district: 'Hyderabad',
      state: 'Telangana',
      stateCode: '36',
      serviceable: true,
      codAvailable: true,
      // From the shop's pickup in Sonitpur, Assam: not a metro, another state.
      zone: 'national',
    });
    const { from, to } = hyderabad.body.estimatedDelivery;
    expect(from).toMatch(DAY);
    expect(to >= from).toBe(true);
    expect(hyderabad.body.message).toBe(`Delivers by ${formatDeliveryDay(to)}`);
    expect(hyderabad.body.freeDeliveryAbove).toBe(toRupees(CARD.freeAbovePaise!));

    const leh = await call<PinCodeLookup>('GET', '/api/delivery/pincodes/194101');
    expect(leh.body).toMatchObject({ state: 'Ladakh', stateCode: '38', zone: 'special' });
    expect(leh.body.codAvailable).toBe(false);
    const campus = await call<PinCodeLookup>('GET', '/api/delivery/pincodes/784028');
    expect(campus.body).toMatchObject({ zone: 'campus', district: 'Sonitpur', state: 'Assam' });

    const unknown = await call('GET', '/api/delivery/pincodes/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DELIVERY_MESSAGES.pinUnknown('999999'));
    for (const bad of ['12345', '0123456', 'abcdef', '012345']) {
      const malformed = await call('GET', `/api/delivery/pincodes/${bad}`);
      expect(malformed.status, bad).toBe(422);
      expect(malformed.body.message).toContain(DELIVERY_MESSAGES.pinMalformed);
    }
  });

  it('lets only admins read and change the rate card, refuses a bad one and audits a change', async () => {
    expect((await call('GET', '/api/admin/delivery-settings')).status).toBe(401);
    expect((await call('GET', '/api/admin/delivery-settings', customer.token)).status).toBe(403);
    const body = defaultDeliverySettings();
    expect((await call('PUT', '/api/admin/delivery-settings', customer.token, body)).status).toBe(
      403,
    );

    const read = await call<DeliverySettingsReply>(
      'GET',
      '/api/admin/delivery-settings',
      admin.token,
    );
    expect(read.body).toMatchObject({ ...body, pickupPlace: 'Sonitpur, Assam', updatedAt: null });

    const backwards = { ...body.zones.metro, minDays: 5, maxDays: 2 };
    const refused = await call('PUT', '/api/admin/delivery-settings', admin.token, {
      ...body,
      zones: { ...body.zones, metro: backwards },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(DELIVERY_MESSAGES.daysInvalid);
    for (const pickupPinCode of ['12', '999999']) {
      const nowhere = await call('PUT', '/api/admin/delivery-settings', admin.token, {
        ...body,
        pickupPinCode,
      });
      expect(nowhere.status, pickupPinCode).toBe(422);
    }

    const dearer = { ...body.zones.national, firstSlab: 70 };
    const saved = await call<DeliverySettingsReply>(
      'PUT',
      '/api/admin/delivery-settings',
      admin.token,
      {
        ...body,
        zones: { ...body.zones, national: dearer },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.zones.national.firstSlab).toBe(70);
    const audit = await call<AuditListResponse>(
      'GET',
      '/api/admin/audit?action=delivery.settings_update',
      admin.token,
    );
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      before: { rateCard: { zones: { national: { firstSlabPaise: 6_500 } } } },
      after: { rateCard: { zones: { national: { firstSlabPaise: 7_000 } } } },
    });
    // The same save again changes nothing and records nothing.
    await call('PUT', '/api/admin/delivery-settings', admin.token, {
      ...body,
      zones: { ...body.zones, national: dearer },
    });
    const again = await call<AuditListResponse>(
      'GET',
      '/api/admin/audit?action=delivery.settings_update',
      admin.token,
    );
    expect(again.body.entries).toHaveLength(1);
    await saveDeliverySettings(t, (s) => s);
  });

  it('keeps each seller’s pickup address, checked against the directory', async () => {
    const seller = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await call('GET', '/api/sellers/me/pickup-address')).status).toBe(401);
    const none = await call<{ pickupAddress: null }>(
      'GET',
      '/api/sellers/me/pickup-address',
      seller.token,
    );
    expect(none.body).toEqual({ pickupAddress: null });

    const unknown = await call('PUT', '/api/sellers/me/pickup-address', seller.token, {
      address: 'Hostel 4, IIT Bombay',
      pinCode: '999999',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(DELIVERY_MESSAGES.pinUnknown('999999'));

    const saved = await call<PickupAddressReply>(
      'PUT',
      '/api/sellers/me/pickup-address',
      seller.token,
      {
        address: ' Hostel 4, IIT Bombay ',
        pinCode: '400076',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      address: 'Hostel 4, IIT Bombay',
      pinCode: '400076',
      district: 'Mumbai Suburban',
      state: 'Maharashtra',
    });
    const read = await call<{ pickupAddress: PickupAddressReply }>(
      'GET',
      '/api/sellers/me/pickup-address',
      seller.token,
    );
    expect(read.body.pickupAddress).toMatchObject({ pinCode: '400076' });
    const theirs = await call('GET', '/api/sellers/me/pickup-address', other.token);
    expect(theirs.body).toEqual({ pickupAddress: null });
  });

  it('prices each fulfiller’s parcel from its own pickup PIN by zone and weight, and one payment keeps them on its orders', async () => {
    // A Self Service seller in Mumbai, an accessory seller in Hyderabad, and the shop in Tezpur.
    const mumbai = await createUser(t.app, { fullName: 'Mumbai Seller' });
    const hyderabad = await createUser(t.app, { fullName: 'Hyderabad Seller' });
    await call('PUT', '/api/sellers/me/pickup-address', mumbai.token, {
      address: 'Powai',
      pinCode: '400076',
    });
    await call('PUT', '/api/sellers/me/pickup-address', hyderabad.token, {
      address: 'Gachibowli',
      pinCode: '500032',
    });
    const selfTee = await createDesign(t.app, mumbai.user._id, {
      pricePaise: 19_900,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const shopTee = await createDesign(t.app, mumbai.user._id, { pricePaise: 49_900 });
    const lamp = await createAccessory(t.app, hyderabad.user._id, {
      pricePaise: 29_900,
      weightGrams: 600,
      stock: 5,
    });
    const items = [
      { productType: 'tshirt', tshirtId: selfTee.id, size: 'M', color: 'Black', quantity: 3 },
      { productType: 'tshirt', tshirtId: selfTee.id, size: 'XXL', color: 'Black', quantity: 1 },
      { productType: 'tshirt', tshirtId: shopTee.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: lamp.id, quantity: 1 },
    ];

    // To IIT Madras (Chennai, a metro). Mumbai: 3 × 170 g + 230 g + 40 g packing = 780 g, two
    // slabs metro to metro; Hyderabad: 600 + 40 = 640 g, two slabs metro to metro; the shop's
    // tee: 210 g, one slab to the rest of India. Each parcel's goods are under ₹999.
    const quote = await call<CartResponse>('POST', '/api/cart/quote', undefined, {
      pinCode: '600036',
      items: items.map((item, i) => ({ id: `l${i}`, ...item })),
    });
    expect(quote.status).toBe(200);
    const metroTwoSlabs = CARD.zones.metro.firstSlabPaise + CARD.zones.metro.extraSlabPaise;
    const expected = [
      {
        fulfiller: 'shop',
        zone: 'national',
        weightGrams: 210,
        lineIds: ['l2'],
        paise: CARD.zones.national.firstSlabPaise,
      },
      {
        fulfiller: 'seller',
        fulfillerName: 'Mumbai Seller',
        zone: 'metro',
        weightGrams: 780,
        lineIds: ['l0', 'l1'],
        paise: metroTwoSlabs,
      },
      {
        fulfiller: 'seller',
        fulfillerName: 'Hyderabad Seller',
        zone: 'metro',
        weightGrams: 640,
        lineIds: ['l3'],
        paise: metroTwoSlabs,
      },
    ];
    const parcels = [...quote.body.delivery!.parcels].sort((a, b) => a.weightGrams - b.weightGrams);
    expect(quote.body.delivery).toMatchObject({
      district: 'Chennai',
      state: 'Tamil Nadu',
      serviceable: true,
    });
    for (const [i, parcel] of [expected[0]!, expected[2]!, expected[1]!].entries()) {
      const { paise, ...rest } = parcel;
      expect(parcels[i]).toMatchObject({ ...rest, charge: toRupees(paise) });
      expect(parcels[i]!.deliversBy).toBe(
        `Delivers by ${formatDeliveryDay(parcels[i]!.estimatedDelivery.to)}`,
      );
    }
    const deliveryPaise = expected.reduce((sum, p) => sum + p.paise, 0);
    const goodsPaise = 4 * 19_900 + 49_900 + 29_900;
    expect(quote.body.summary).toMatchObject({
      delivery: toRupees(deliveryPaise),
      total: toRupees(goodsPaise + deliveryPaise),
    });
    // Each line carries its share of its parcel's charge; the shares add up to the parcels.
    const shares = quote.body.items.map((l) => Math.round(l.deliveryPrice * 100));
    expect(shares[0]! + shares[1]!).toBe(metroTwoSlabs);
    expect(shares[0]!).toBeGreaterThan(shares[1]!);

    // One payment through the cart makes three orders, each keeping its parcel.
    const buyer = await createUser(t.app);
    for (const item of items) await call('POST', '/api/cart/add', buyer.token, item);
    const created = await call<{ merchantOrderId: string }>(
      'POST',
      '/api/payments/create',
      buyer.token,
      {
        source: 'cart',
        amount: quote.body.summary.total,
        deliveryDetails: buildDeliveryDetails({
          pinCode: '600036',
          district: 'Chennai',
          state: 'Tamil Nadu',
          address: 'Godavari Hostel, IIT Madras',
        }),
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await settleSimulatorPayment(t.app, created.body.merchantOrderId);
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${created.body.merchantOrderId}`,
      buyer.token,
    );
    const orders = status.body.orders;
    expect(orders).toHaveLength(3);
    const byFulfiller = (id: string | null) => orders.find((o) => o.fulfillerId === id)!;
    const check = (order: Order, pickupPinCode: string, zone: string, paise: number) => {
      expect(order.parcel).toMatchObject({ pickupPinCode, zone });
      expect(order.deliveryPaymentAmount).toBe(toRupees(paise));
      const window = order.parcel!.estimatedDelivery!;
      expect(window.from).toMatch(DAY);
      expect(order.expectedDeliveryDate).toBe(deliveryWindowEnd(window).toISOString());
    };
    check(byFulfiller(null), '784028', 'national', CARD.zones.national.firstSlabPaise);
    check(byFulfiller(mumbai.user._id), '400076', 'metro', metroTwoSlabs);
    check(byFulfiller(hyderabad.user._id), '500032', 'metro', metroTwoSlabs);
    expect(byFulfiller(mumbai.user._id).parcel!.weightGrams).toBe(780);
  });

  it('charges nothing from the free threshold up, and the campus fee on the campus', async () => {
    const seller = await createUser(t.app);
    const dear = await createDesign(t.app, seller.user._id, { pricePaise: 99_900 });
    const cheap = await createDesign(t.app, seller.user._id, { pricePaise: 99_800 });
    const quote = async (designId: string, pinCode: string) =>
      (
        await call<CartResponse>('POST', '/api/cart/quote', undefined, {
          pinCode,
          items: [
            {
              id: 'a',
              productType: 'tshirt',
              tshirtId: designId,
              size: 'M',
              color: 'Black',
              quantity: 1,
            },
          ],
        })
      ).body.summary.delivery;
    expect(await quote(dear.id, '110001')).toBe(0);
    expect(await quote(cheap.id, '110001')).toBe(toRupees(CARD.zones.national.firstSlabPaise));
    expect(await quote(cheap.id, '784028')).toBe(0);
  });

  it('takes the state from the PIN: another is refused, either state of a border PIN is accepted', async () => {
    const seller = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 99_900 });
    const buyer = await createUser(t.app);
    const pay = (delivery: Record<string, string>) =>
      call('POST', '/api/payments/create', buyer.token, {
        source: 'buyNow',
        items: [
          { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
        ],
        amount: 999,
        deliveryDetails: buildDeliveryDetails(delivery),
      });
    // Leh's PIN starts like Jammu and Kashmir's, but Leh has been in Ladakh since 2019.
    const leh = await pay({ pinCode: '194101', district: 'Leh', state: 'Jammu and Kashmir' });
    expect(leh.status).toBe(422);
    expect(leh.body.message).toBe(DELIVERY_MESSAGES.stateMismatch('194101', 'Ladakh'));
    expect(leh.body).toMatchObject({ errors: [{ field: 'deliveryDetails.state' }] });
    const border = await pay({ pinCode: '396230', district: 'Valsad', state: 'Gujarat' });
    expect(border.status, JSON.stringify(border.body)).toBe(201);
  });

  it('splits the invoice’s tax by the state the PIN is in', async () => {
    const seller = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 99_900 });
    const buyer = await createUser(t.app);
    const buy = async (delivery: Record<string, string>) => {
      const created = await call<{ merchantOrderId: string }>(
        'POST',
        '/api/payments/create',
        buyer.token,
        {
          source: 'buyNow',
          items: [
            { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
          ],
          amount: 999,
          deliveryDetails: buildDeliveryDetails(delivery),
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await settleSimulatorPayment(t.app, created.body.merchantOrderId);
      const status = await call<PaymentStatusResponse>(
        'POST',
        `/api/payments/status/${created.body.merchantOrderId}`,
        buyer.token,
      );
      return status.body.order!;
    };
    const intoTelangana = await buy({
      pinCode: '500032',
      district: 'Hyderabad',
      state: 'Telangana',
    });
    const withinAssam = await buy({ pinCode: '781039', district: 'Kamrup', state: 'Assam' });
    const invoiceOf = async (orderId: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!
        .snapshot;
    expect((await invoiceOf(intoTelangana._id)).placeOfSupply).toBe('Telangana (36)');
    expect((await invoiceOf(intoTelangana._id)).intraState).toBe(false);
    expect((await invoiceOf(withinAssam._id)).intraState).toBe(true);
  });

  it('delivers only to the campus list when an admin says so, naming the place it refuses', async () => {
    await saveDeliverySettings(t, (s) => ({ ...s, coverage: 'campuses' }));
    const islands = await call<PinCodeLookup>('GET', '/api/delivery/pincodes/744101');
    expect(islands.body.serviceable).toBe(false);
    const apology = CHECKOUT_MESSAGES.pinCodeNotServed(
      'South Andamans, Andaman and Nicobar Islands',
    );
    expect(islands.body.message).toBe(apology);
    expect(
      (await call<PinCodeLookup>('GET', '/api/delivery/pincodes/784028')).body.serviceable,
    ).toBe(true);
    const seller = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 99_900 });
    const refused = await call('POST', '/api/payments/create', customer.token, {
      source: 'buyNow',
      items: [{ productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 }],
      amount: 999,
      deliveryDetails: buildDeliveryDetails({
        pinCode: '744101',
        district: 'South Andamans',
        state: 'Andaman and Nicobar Islands',
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(apology);
    const quote = await call<CartResponse>('POST', '/api/cart/quote', undefined, {
      pinCode: '744101',
      items: [
        {
          id: 'a',
          productType: 'tshirt',
          tshirtId: tee.id,
          size: 'M',
          color: 'Black',
          quantity: 1,
        },
      ],
    });
    expect(quote.body.delivery).toMatchObject({
      serviceable: false,
      problem: apology,
      parcels: [],
    });
    await saveDeliverySettings(t, (s) => s);
  });
});
