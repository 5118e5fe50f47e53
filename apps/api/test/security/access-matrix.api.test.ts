import { randomUUID } from 'node:crypto';
import type { Order } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { testDatabaseKinds, useTestApp } from '../create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../factories';
import { uploadedFile } from '../uploaded-file';

/**
 * The access matrix (docs/decisions/0023): every route of `app.routeTable`, called as each of six
 * callers, with real ids owned by customer A or seller 1 where the route takes one. A route with
 * no line in EXPECTATIONS fails the first test, so a new route cannot slip past the matrix.
 */
const ROLES = ['anonymous', 'customerA', 'customerB', 'seller1', 'seller2', 'admin'] as const;
type Role = (typeof ROLES)[number];

type Fixtures = {
  pendingDesignId: string;
  designId: string;
  accessoryId: string;
  cartLineId: string;
  orderId: string;
  merchantOrderId: string;
  notificationId: string;
  proofKey: string;
  imageKey: string;
  sellerId: string;
  customerBId: string;
  /** An open drop of seller 1 on their approved design. */
  dropId: string;
  /** A delivered order of A's that seller 1 fulfils, and A's return request on it (0052). */
  returnedOrderId: string;
  returnId: string;
};

type Target = { url: string; payload?: unknown };

type Expectation =
  /** Open to everyone and about no one's things (catalogue reads, sign-up, settings). */
  | { kind: 'public' }
  /** Any signed-in user, on their own things only (the user comes from the token); guests 401. */
  | { kind: 'signedIn' }
  /** Admins only (guarded in the route's own options). */
  | { kind: 'admin' }
  /**
   * Things owned by customer A or seller 1: only `allowed` may get a 2xx; everyone else must not.
   * `probe` also asks the allowed callers (reads), proving the ids are real.
   */
  | { kind: 'owned'; allowed: Role[]; target: (f: Fixtures) => Target; probe?: boolean }
  /** Not a user's call: guarded by something else (a signature, a payment link), tested elsewhere. */
  | { kind: 'capability'; why: string };

/** The buyer and admins; the fulfilling seller reads it through GET /api/orders/seller (no buyer details). */
const ORDER_READERS: Role[] = ['customerA', 'admin'];

const EXPECTATIONS: Record<string, Expectation> = {
  'POST /api/auth/register': { kind: 'public' },
  'POST /api/auth/login': { kind: 'public' },
  'GET /api/auth/me': { kind: 'signedIn' },
  'POST /api/auth/refresh-token': { kind: 'signedIn' },
  'PUT /api/auth/change-password': { kind: 'signedIn' },
  // Forgotten passwords: anyone may ask (the same answer for every address) or use a link.
  'POST /api/auth/forgot-password': { kind: 'public' },
  'POST /api/auth/reset-password': { kind: 'public' },
  'POST /api/auth/reset-password/check': { kind: 'public' },
  // E-mail verification (docs/decisions/0053): the link's token is the authorisation.
  'POST /api/auth/verify-email': { kind: 'public' },
  'POST /api/auth/verify-email/resend': { kind: 'signedIn' },
  // The one-click unsubscribe (RFC 8058): the signed token names the account; it only turns
  // e-mail updates off (docs/decisions/0053).
  'POST /api/mail/unsubscribe': { kind: 'public' },
  'GET /api/users': { kind: 'admin' },
  'PATCH /api/users/:id/role': { kind: 'admin' },
  'DELETE /api/users/:id': { kind: 'admin' },
  'GET /api/users/seller/:id': { kind: 'public' },
  'GET /api/users/seller/:id/reviews': { kind: 'public' },
  'GET /api/users/profile': { kind: 'signedIn' },
  'PUT /api/users/profile': { kind: 'signedIn' },
  'POST /api/tshirts': { kind: 'signedIn' },
  'PUT /api/tshirts/:id': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/tshirts/${f.designId}`,
      payload: {
        title: 'Taken over',
        description: 'Someone else’s design.',
        price: 100,
        deliveryPrice: 0,
        category: 'casual',
        subCategory: 'Design Lover',
        colorVariants: [{ color: 'Black', images: [f.imageKey] }],
        sizes: ['M'],
        printWithTShirtBuddy: true,
        deliverWithTShirtBuddy: true,
        acceptTerms: true,
      },
    }),
  },
  'GET /api/tshirts': { kind: 'public' },
  'GET /api/tshirts/admin/all': { kind: 'admin' },
  'GET /api/tshirts/admin/pending': { kind: 'admin' },
  'PATCH /api/tshirts/admin/:id/status': { kind: 'admin' },
  'PUT /api/tshirts/admin/:id/color-discounts': { kind: 'admin' },
  'GET /api/tshirts/seller/me/designs': { kind: 'signedIn' },
  // A pending design: its seller and admins see it, nobody else.
  'GET /api/tshirts/:id': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({ url: `/api/tshirts/${f.pendingDesignId}` }),
    probe: true,
  },
  'GET /api/accessories': { kind: 'public' },
  'GET /api/accessories/admin': { kind: 'admin' },
  'GET /api/accessories/categories': { kind: 'public' },
  'GET /api/accessories/subcategories/:category': { kind: 'public' },
  'POST /api/accessories': { kind: 'signedIn' },
  'PUT /api/accessories/:accessoryId': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/accessories/${f.accessoryId}`,
      payload: { title: 'Taken over', price: 1, stock: 0 },
    }),
  },
  'DELETE /api/accessories/:accessoryId': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({ url: `/api/accessories/${f.accessoryId}` }),
  },
  'GET /api/accessories/:accessoryId': { kind: 'public' },
  'GET /api/suggestions/universities': { kind: 'public' },
  'GET /api/suggestions/departments': { kind: 'public' },
  'GET /api/suggestions/hostels': { kind: 'public' },
  'GET /api/suggestions/events': { kind: 'public' },
  'POST /api/cart/quote': { kind: 'public' },
  'GET /api/cart': { kind: 'signedIn' },
  'POST /api/cart/add': { kind: 'signedIn' },
  'PUT /api/cart/update/:id': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({ url: `/api/cart/update/${f.cartLineId}`, payload: { quantity: 3 } }),
  },
  'DELETE /api/cart/remove/:id': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({ url: `/api/cart/remove/${f.cartLineId}` }),
  },
  'DELETE /api/cart/clear': { kind: 'signedIn' },
  'POST /api/cart/merge': { kind: 'signedIn' },
  'GET /api/wishlist': { kind: 'signedIn' },
  'POST /api/wishlist': { kind: 'signedIn' },
  'PUT /api/wishlist/sync': { kind: 'signedIn' },
  'DELETE /api/wishlist/:productType/:productId': { kind: 'signedIn' },
  'POST /api/payments/create': { kind: 'signedIn' },
  'POST /api/payments/status/:transactionId': {
    kind: 'owned',
    allowed: ['customerA', 'admin'],
    target: (f) => ({ url: `/api/payments/status/${f.merchantOrderId}`, payload: {} }),
    probe: true,
  },
  'GET /api/payments/status/:transactionId': {
    kind: 'owned',
    allowed: ['customerA', 'admin'],
    target: (f) => ({ url: `/api/payments/status/${f.merchantOrderId}` }),
    probe: true,
  },
  'POST /api/payments/webhook/:provider': {
    kind: 'capability',
    why: 'signed by the provider (payment integrity suite)',
  },
  'GET /api/settings': { kind: 'public' },
  'GET /api/admin/settings': { kind: 'admin' },
  'PUT /api/admin/settings': { kind: 'admin' },
  'GET /api/checkout/settings': { kind: 'public' },
  // Delivery (docs/decisions/0066): the PIN directory is public (the checkout fills the place in
  // as it is typed); the rate card is the admins'; a pickup address is the caller's own.
  'GET /api/delivery/pincodes/:pin': { kind: 'public' },
  'GET /api/admin/delivery-settings': { kind: 'admin' },
  'PUT /api/admin/delivery-settings': { kind: 'admin' },
  'GET /api/sellers/me/pickup-address': { kind: 'signedIn' },
  'PUT /api/sellers/me/pickup-address': { kind: 'signedIn' },
  'POST /api/payments/simulator/:merchantOrderId': {
    kind: 'capability',
    why: 'the simulated provider page: only its signed link (redirectUrl) settles (payments suite)',
  },
  'GET /pay/simulator/:merchantOrderId': {
    kind: 'capability',
    why: 'the simulated provider page, shown at its signed link only (payments suite)',
  },
  'GET /api/orders/guest/:guestId': { kind: 'public' },
  'GET /api/orders/myorders': { kind: 'signedIn' },
  'GET /api/orders/last-delivery': { kind: 'signedIn' },
  'GET /api/orders/seller': { kind: 'signedIn' },
  'GET /api/orders/seller/export': { kind: 'signedIn' },
  'GET /api/orders/:id': {
    kind: 'owned',
    allowed: ORDER_READERS,
    target: (f) => ({ url: `/api/orders/${f.orderId}` }),
    probe: true,
  },
  'GET /api/orders/:id/timeline': {
    kind: 'owned',
    allowed: ORDER_READERS,
    target: (f) => ({ url: `/api/orders/${f.orderId}/timeline` }),
    probe: true,
  },
  // Tax documents (docs/decisions/0050): the buyer and admins; the fixture order has an invoice
  // and no credit note, so the credit note is only refused to everyone else.
  'GET /api/orders/:id/invoice': {
    kind: 'owned',
    allowed: ORDER_READERS,
    target: (f) => ({ url: `/api/orders/${f.orderId}/invoice` }),
    probe: true,
  },
  'GET /api/orders/:id/credit-note': {
    kind: 'owned',
    allowed: ORDER_READERS,
    target: (f) => ({ url: `/api/orders/${f.orderId}/credit-note` }),
  },
  'PATCH /api/orders/:id/status': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/orders/${f.orderId}/status`,
      payload: { status: 'cancelled', remark: 'Not mine to cancel' },
    }),
  },
  'PATCH /api/orders/:id/balance': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/orders/${f.orderId}/balance`,
      payload: { method: 'cash', amount: 1 },
    }),
  },
  'POST /api/orders': {
    kind: 'owned',
    allowed: ['customerA', 'admin'],
    target: (f) => ({ url: '/api/orders', payload: { merchantOrderId: f.merchantOrderId } }),
  },
  'GET /api/orders/admin': { kind: 'admin' },
  'GET /api/orders/admin/export': { kind: 'admin' },
  'PATCH /api/orders/:id/delivery-date': { kind: 'admin' },
  'GET /api/dashboard/admin': { kind: 'admin' },
  'GET /api/dashboard/summary': { kind: 'signedIn' },
  'POST /api/s3/presigned-url': { kind: 'signedIn' },
  'POST /api/s3/complete': {
    kind: 'owned',
    allowed: ['seller1'],
    target: (f) => ({ url: '/api/s3/complete', payload: { fileKey: f.imageKey } }),
    probe: true,
  },
  'PUT /api/uploads/*': {
    kind: 'capability',
    why: 'HMAC-signed URL from the presign call (uploads suite); unsigned calls are checked below',
  },
  'GET /api/notifications': { kind: 'signedIn' },
  'PATCH /api/notifications/read-all': { kind: 'signedIn' },
  'PATCH /api/notifications/:id/read': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({ url: `/api/notifications/${f.notificationId}/read` }),
    probe: true,
  },
  'GET /api/admin/audit': { kind: 'admin' },
  // A seller's own ledger: the user comes from the token (earnings suite: a seller sees only theirs).
  'GET /api/sellers/me/earnings': { kind: 'signedIn' },
  'GET /api/sellers/me/payout-details': { kind: 'signedIn' },
  'PUT /api/sellers/me/payout-details': { kind: 'signedIn' },
  'GET /api/admin/payouts': { kind: 'admin' },
  'POST /api/admin/payouts': { kind: 'admin' },
  'GET /api/admin/payouts/export': { kind: 'admin' },
  // Drops (docs/decisions/0049): only the design's seller or an admin opens one on it.
  'POST /api/drops': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: '/api/drops',
      payload: {
        designId: f.designId,
        title: 'Taken over drop',
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        minQuantity: 5,
      },
    }),
  },
  'GET /api/drops/mine': { kind: 'signedIn' },
  'GET /api/drops/:slug': { kind: 'public' },
  'POST /api/drops/:id/cancel': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({ url: `/api/drops/${f.dropId}/cancel`, payload: { reason: 'Not mine' } }),
  },
  'GET /api/admin/drops': { kind: 'admin' },
  // The size tally names the buyers: the drop's owner and admins only.
  'GET /api/drops/:id/sizes.csv': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({ url: `/api/drops/${f.dropId}/sizes.csv` }),
  },
  // Exchanges and returns (docs/decisions/0052): the buyer asks; the buyer, the fulfilling seller
  // and admins read an order's requests; the fulfilling seller or an admin decides; the credit
  // note (none yet on the fixture) is the buyer's and admins'.
  // The buyer's own cancel before confirmation (docs/decisions/0058): the fixture's order is
  // delivered, so even its buyer gets a 409; everyone else the 404 of a missing order.
  'POST /api/orders/:id/cancel': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({ url: `/api/orders/${f.orderId}/cancel`, payload: {} }),
  },
  'POST /api/orders/:id/returns': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({
      url: `/api/orders/${f.returnedOrderId}/returns`,
      payload: { type: 'return', reason: 'Not mine to send back', items: [] },
    }),
  },
  'GET /api/orders/:id/returns': {
    kind: 'owned',
    allowed: ['customerA', 'seller1', 'admin'],
    target: (f) => ({ url: `/api/orders/${f.returnedOrderId}/returns` }),
    probe: true,
  },
  'GET /api/returns/mine': { kind: 'signedIn' },
  'GET /api/returns/seller': { kind: 'signedIn' },
  'PATCH /api/returns/:id': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/returns/${f.returnId}`,
      payload: { status: 'rejected', remark: 'Not mine to decide' },
    }),
  },
  'GET /api/returns/:id/credit-note': {
    kind: 'owned',
    allowed: ['customerA', 'admin'],
    target: (f) => ({ url: `/api/returns/${f.returnId}/credit-note` }),
  },
  // The cash part of a return's refund (docs/decisions/0058): the seller who owes it or an admin
  // marks it paid; the fixture's request owes nothing in cash, so even they get a 409.
  'PATCH /api/returns/:id/cash-refund': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({
      url: `/api/returns/${f.returnId}/cash-refund`,
      payload: { reference: 'UTR1' },
    }),
  },
  'GET /api/admin/returns': { kind: 'admin' },
  'PATCH /api/admin/returns/:id': { kind: 'admin' },
  'PATCH /api/admin/returns/:id/cash-refund': { kind: 'admin' },
  // Reviews (docs/decisions/0052): only the buyer of an order reviews its products (anyone else
  // gets the 404 of a purchase not found); the product's seller replies (others 403, reviews
  // suite); admins moderate; a product's approved reviews are public.
  'POST /api/reviews': {
    kind: 'owned',
    allowed: ['customerA'],
    target: (f) => ({
      url: '/api/reviews',
      payload: {
        orderId: f.orderId,
        productType: 'tshirt',
        productId: f.designId,
        rating: 5,
        comment: 'Not my purchase to review',
      },
    }),
  },
  'GET /api/reviews/mine': { kind: 'signedIn' },
  'POST /api/reviews/:id/reply': { kind: 'signedIn' },
  'GET /api/tshirts/:id/reviews': { kind: 'public' },
  'GET /api/accessories/:accessoryId/reviews': { kind: 'public' },
  'GET /api/admin/reviews': { kind: 'admin' },
  'PATCH /api/admin/reviews/:id': { kind: 'admin' },
  'GET /files/documents/*': {
    kind: 'owned',
    allowed: ['seller1', 'admin'],
    target: (f) => ({ url: `/files/${f.proofKey}` }),
    probe: true,
  },
  'GET /files/*': { kind: 'public' },
  'GET /api/health': { kind: 'public' },
};

/** A URL for a pattern with fresh unknown ids (for the role-only checks). */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');
}

const is2xx = (status: number) => status >= 200 && status < 300;

describe.each(testDatabaseKinds())('access matrix on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = {} as Record<Role, string | undefined>;
  let fixtures: Fixtures;
  let customerA: CreatedUser;
  let seller1: CreatedUser;

  async function send(role: Role, method: string, target: Target) {
    const token = tokens[role];
    const hasBody = !['GET', 'DELETE'].includes(method);
    return t.app.inject({
      method: method as 'GET',
      url: target.url,
      headers: token ? bearer(token) : {},
      ...(hasBody ? { payload: (target.payload ?? {}) as object } : {}),
    });
  }

  beforeAll(async () => {
    customerA = await createUser(t.app, { fullName: 'Customer A' });
    const customerB = await createUser(t.app, { fullName: 'Customer B' });
    seller1 = await createUser(t.app, { fullName: 'Seller One' });
    const seller2 = await createUser(t.app, { fullName: 'Seller Two' });
    const admin = await createAdmin(t.app, t.database.db);
    Object.assign(tokens, {
      anonymous: undefined,
      customerA: customerA.token,
      customerB: customerB.token,
      seller1: seller1.token,
      seller2: seller2.token,
      admin: admin.token,
    });

    // Seller 1 ships this design themselves, so A's order is seller 1's to fulfil.
    const design = await createDesign(t.app, seller1.user._id, { deliverWithPlatform: false });
    const pending = await createDesign(t.app, seller1.user._id, { status: 'pending' });
    const drop = await t.app.services.drops.open(
      { id: seller1.user._id, isAdmin: false },
      {
        designId: design.id,
        title: 'Seller One Fest Drop',
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        minQuantity: 5,
      },
    );
    const accessory = await createAccessory(t.app, seller1.user._id);
    const order: Order = await createPaidOrder(t.app, customerA, design.id);
    // Another of A's orders, delivered (in the database), with a return request on it.
    const returned: Order = await createPaidOrder(t.app, customerA, design.id);
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, returned._id));
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${returned._id}/returns`,
      headers: bearer(customerA.token),
      payload: {
        type: 'return',
        reason: 'Too large',
        items: [{ orderItemId: returned.items[0]!._id, quantity: 1 }],
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(customerA.token),
      payload: { productType: 'accessory', accessoryId: accessory.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const cartLineId = added.json<{ items: { id: string }[] }>().items[0]!.id;

    // A payment of A's still waiting at the provider.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: bearer(customerA.token),
      payload: {
        source: 'buyNow',
        items: [{ productType: 'accessory', accessoryId: accessory.id, quantity: 1 }],
        amount: 499,
        deliveryDetails: buildDeliveryDetails(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(customerA.token),
    });
    const list = notifications.json<{ notifications: { _id: string }[] }>().notifications;
    expect(list.length).toBeGreaterThan(0);

    fixtures = {
      designId: design.id,
      pendingDesignId: pending.id,
      accessoryId: accessory.id,
      cartLineId,
      orderId: order._id,
      merchantOrderId: created.json<{ merchantOrderId: string }>().merchantOrderId,
      notificationId: list[0]!._id,
      proofKey: await uploadedFile(t, seller1, 'documents'),
      imageKey: await uploadedFile(t, seller1, 'tshirts'),
      sellerId: seller1.user._id,
      customerBId: customerB.user._id,
      dropId: drop._id,
      returnedOrderId: returned._id,
      returnId: asked.json<{ _id: string }>()._id,
    };
  });

  it('has an expectation for every route in the route table', () => {
    const routes = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect([...routes].filter((route) => !(route in EXPECTATIONS))).toEqual([]);
    const admins = t.app.routeTable.filter((r) => r.adminOnly).map((r) => `${r.method} ${r.url}`);
    expect(admins.filter((route) => EXPECTATIONS[route]?.kind !== 'admin')).toEqual([]);
  });

  it('gives no caller a 2xx on what is not theirs', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const name = `${route.method} ${route.url}`;
      const expectation = EXPECTATIONS[name];
      if (!expectation) continue;
      const check = async (role: Role, target: Target, wanted: 'denied' | 'allowed') => {
        const response = await send(role, route.method, target);
        const ok = wanted === 'allowed' ? is2xx(response.statusCode) : !is2xx(response.statusCode);
        if (!ok || response.statusCode >= 500)
          failures.push(
            `${name} as ${role}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      };
      switch (expectation.kind) {
        case 'signedIn':
          await check('anonymous', { url: concrete(route.url) }, 'denied');
          break;
        case 'admin':
          for (const role of ROLES.filter((r) => r !== 'admin'))
            await check(role, { url: concrete(route.url) }, 'denied');
          break;
        case 'owned': {
          const target = expectation.target(fixtures);
          for (const role of ROLES.filter((r) => !expectation.allowed.includes(r)))
            await check(role, target, 'denied');
          if (expectation.probe)
            for (const role of expectation.allowed) await check(role, target, 'allowed');
          break;
        }
        case 'public':
        case 'capability':
          break;
      }
    }
    expect(failures).toEqual([]);
  });

  it('left every thing of A and seller 1 as it was', async () => {
    const asA = bearer(customerA.token);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: asA });
    expect(cart.json<{ items: { id: string; quantity: number }[] }>().items).toEqual([
      expect.objectContaining({ id: fixtures.cartLineId, quantity: 1 }),
    ]);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${fixtures.orderId}`,
      headers: asA,
    });
    expect(order.json<Order>().status).not.toBe('cancelled');
    const accessory = await t.app.inject({
      method: 'GET',
      url: `/api/accessories/${fixtures.accessoryId}`,
    });
    expect(accessory.statusCode).toBe(200);
    expect(accessory.json<{ title: string }>().title).not.toBe('Taken over');
    const design = await t.app.inject({ method: 'GET', url: `/api/tshirts/${fixtures.designId}` });
    expect(design.json<{ title: string }>().title).not.toBe('Taken over');
    const drops = await t.app.inject({
      method: 'GET',
      url: '/api/drops/mine',
      headers: bearer(seller1.token),
    });
    expect(drops.json<{ drops: { _id: string; status: string }[] }>().drops).toEqual([
      expect.objectContaining({ _id: fixtures.dropId, status: 'open' }),
    ]);
  });

  it('refuses an upload PUT that carries no valid signature', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/tshirts/${randomUUID()}.png`,
      headers: { 'content-type': 'image/png', ...bearer(seller1.token) },
      payload: Buffer.from('not signed'),
    });
    expect(is2xx(response.statusCode)).toBe(false);
    expect(response.statusCode).toBeLessThan(500);
  });
});
