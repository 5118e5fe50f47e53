import { randomBytes, randomUUID } from 'node:crypto';
import {
  KNOWN_COURIERS,
  SIMULATOR_TOKEN_PARAM,
  simulatorSettlePath,
  toPaise,
  toRupees,
  type AuthResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type DeliveryDetailsInput,
  type Order,
  type OrderStatus,
  type Tshirt,
  type User,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { orderItems, orders, payments, users } from '../src/db/schema';
import type { AccessoryInput } from '../src/modules/accessories/accessories.service';
import type { DesignInput } from '../src/modules/designs/designs.service';

export type CreatedUser = { user: User; token: string; password: string };

let sequence = 0;

export function buildUserInput(
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${randomBytes(3).toString('hex')}`;
  return {
    fullName: `Test User ${sequence}`,
    email: `user-${unique}@example.com`,
    phone: `98765${String(10000 + (sequence % 90000)).slice(-5)}`,
    password: 'Campus@2026',
    ...overrides,
  };
}

/** Registers a user through the API and returns it with its token and password. */
export async function createUser(
  app: App,
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
): Promise<CreatedUser> {
  const input = buildUserInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) {
    throw new Error(`createUser failed: ${response.statusCode} ${response.body}`);
  }
  const { token, ...user } = response.json<AuthResponse>();
  return { user, token, password: input.password };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A registered user made an admin (there is no API for that: admins are appointed in the database). */
export async function createAdmin(app: App, db: Db): Promise<CreatedUser> {
  const created = await createUser(app);
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, created.user._id));
  return { ...created, user: { ...created.user, isAdmin: true } };
}

const PNG_KEY = (name: string) => `tests/catalog/${name}.webp`;

/** An approved casual design by `sellerId`, priced in paise; override anything. */
export function createDesign(
  app: App,
  sellerId: string,
  overrides: Partial<DesignInput> = {},
  now?: Date,
) {
  sequence += 1;
  return app.services.designs.createDesign(
    {
      sellerId,
      title: `Test Tee ${sequence}`,
      description: 'Soft cotton test tee.',
      pricePaise: 49_900,
      category: 'casual',
      subCategory: 'Gaming',
      targetAudience: 'LADIES',
      status: 'approved',
      colorVariants: [
        {
          color: 'Black',
          hex: '#161616',
          images: [PNG_KEY(`d${sequence}-black-front`), PNG_KEY(`d${sequence}-black-back`)],
        },
        { color: 'White', hex: '#ffffff', images: [PNG_KEY(`d${sequence}-white-front`)] },
      ],
      ...overrides,
    },
    now,
  );
}

/** An active accessory by `sellerId`; override anything. */
export function createAccessory(
  app: App,
  sellerId: string,
  overrides: Partial<AccessoryInput> = {},
) {
  sequence += 1;
  return app.services.accessories.createAccessory({
    sellerId,
    title: `Test Bottle ${sequence}`,
    description: 'Steel bottle for tests.',
    pricePaise: 49_900,
    category: 'Drinkware',
    stock: 5,
    images: [PNG_KEY(`a${sequence}-1`)],
    ...overrides,
  });
}

/**
 * What a move to `shipped` must carry (docs/decisions/0048): a courier the shop knows a tracking
 * page for and a waybill number of its shape.
 */
export const TEST_SHIPMENT = {
  courier: KNOWN_COURIERS.find((c) => c.id === 'delhivery')!.name,
  trackingNumber: '1490821234567',
} as const;

/** Delivery details a checkout accepts (a served pin code); override any field. */
export function buildDeliveryDetails(
  overrides: Partial<DeliveryDetailsInput> = {},
): DeliveryDetailsInput {
  return {
    fullName: 'Ananya Das',
    email: 'ananya@example.com',
    phone: '98765 43210',
    address: 'Room 12, Kapili Hostel, Tezpur University',
    pinCode: '784028',
    district: 'Sonitpur',
    state: 'Assam',
    ...overrides,
  };
}

/**
 * The simulator's settle address for a payment, as its hosted page posts to it: the page's
 * token in the query (docs/decisions/0031). Tests that hold the create answer may equally use
 * simulatorSettlePath(redirectUrl) from the contract.
 */
export function simulatorSettleUrl(app: App, merchantOrderId: string): string {
  const token = app.services.simulator.pageToken(merchantOrderId);
  return `/api/payments/simulator/${encodeURIComponent(merchantOrderId)}?${SIMULATOR_TOKEN_PARAM}=${token}`;
}

/** Settles a simulator payment with the shopper's choice, through the page's own address. */
export function settleSimulatorPayment(
  app: App,
  merchantOrderId: string,
  outcome: 'COMPLETED' | 'FAILED' | 'CANCELLED' = 'COMPLETED',
) {
  return app.inject({
    method: 'POST',
    url: simulatorSettleUrl(app, merchantOrderId),
    payload: { outcome },
  });
}

/**
 * What the checkout asks for `items` delivered to `pinCode`, in paise: the cart quote's total,
 * delivery included (docs/decisions/0066), as the browser learns it before paying.
 */
export async function quotedTotalPaise(
  app: App,
  items: readonly Record<string, unknown>[],
  pinCode = buildDeliveryDetails().pinCode,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { pinCode, items: items.map((item, i) => ({ id: `line-${i}`, ...item })) },
  });
  if (response.statusCode !== 200)
    throw new Error(`quotedTotalPaise: ${response.statusCode} ${response.body}`);
  return toPaise(response.json<CartResponse>().summary.total);
}

/**
 * An order paid through the API and the simulator: buy-now of one t-shirt (size M, first colour).
 * `partial`: the 50% advance (the design must allow it), the rest due on delivery.
 */
export async function createPaidOrder(
  app: App,
  buyer: CreatedUser,
  tshirtId: string,
  options: { partial?: boolean } = {},
): Promise<Order> {
  const headers = bearer(buyer.token);
  const tee = (await app.inject({ method: 'GET', url: `/api/tshirts/${tshirtId}` })).json<Tshirt>();
  const item = { productType: 'tshirt', tshirtId, size: 'M', color: tee.colors[0], quantity: 1 };
  const total = await quotedTotalPaise(app, [item]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers,
    payload: {
      source: 'buyNow',
      items: [item],
      amount: options.partial ? toRupees(Math.round(total / 2)) : toRupees(total),
      isPartialPaymentAllowed: options.partial ?? false,
      deliveryDetails: buildDeliveryDetails(),
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`createPaidOrder: ${created.statusCode} ${created.body}`);
  const { merchantOrderId, redirectUrl } = created.json<CreatePaymentResponse>();
  await app.inject({
    method: 'POST',
    url: simulatorSettlePath(redirectUrl),
    payload: { outcome: 'COMPLETED' },
  });
  const status = await app.inject({
    method: 'POST',
    url: `/api/payments/status/${merchantOrderId}`,
    headers,
  });
  const order = status.json<{ order: Order | null }>().order;
  if (!order) throw new Error(`createPaidOrder: no order (${status.body})`);
  return order;
}

/**
 * Sign-ins for the login-limit tests (auth-rate-limit, login-delays). Each new user registers from
 * an address of its own, so set-up is never throttled; `block` (the second octet) keeps one file's
 * addresses apart from another's. `t.app` is read at call time (useTestApp fills it in beforeAll).
 */
export function signInClient(t: { app: App }, block: number) {
  let counter = 0;
  const freshIp = () => `10.${block}.${Math.floor(++counter / 250)}.${counter % 250}`;

  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  /** A registered user: its input (password included), token, id and device cookie. */
  async function newUser() {
    const input = buildUserInput();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: freshIp(),
    });
    if (response.statusCode !== 201) {
      throw new Error(`newUser failed: ${response.statusCode} ${response.body}`);
    }
    const body = response.json<AuthResponse>();
    return { ...input, token: body.token, id: body._id, device: deviceCookie(response) };
  }

  return { freshIp, login, newUser };
}

/** The `ct_device=...` pair a response set, as a browser sends it back (undefined if none). */
export function deviceCookie(response: { headers: Record<string, unknown> }): string | undefined {
  return String(response.headers['set-cookie'] ?? '').split(';')[0] || undefined;
}

/** A 429's Retry-After, in seconds. */
export function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

/**
 * A paid order written straight to the database, for data the checkout would not make today: any
 * status, total (past the price maximum too), date, payment split or buyer's name. One payment,
 * one order, one t-shirt line of `quantity` units (default 1) at the total's unit price. Fulfilled
 * by the shop unless `fulfillerId` says otherwise; answers the order's id.
 */
export async function seedOrder(
  db: Db,
  seed: {
    buyerId: string;
    /** Who sells the line. */
    sellerId: string;
    fulfillerId?: string | null;
    totalPaise: number;
    quantity?: number;
    status?: OrderStatus;
    /** A 50% advance order, the rest due on delivery. */
    partial?: boolean;
    createdAt?: Date;
    delivery?: Partial<DeliveryDetailsInput>;
    title?: string;
  },
): Promise<string> {
  const merchantOrderId = `SEED-${randomUUID()}`;
  const placed = seed.createdAt ?? new Date();
  const quantity = seed.quantity ?? 1;
  const delivery = buildDeliveryDetails({ phone: '9876543210', ...seed.delivery });
  const [payment] = await db
    .insert(payments)
    .values({
      merchantOrderId,
      userId: seed.buyerId,
      provider: 'simulator',
      state: 'COMPLETED',
      amountPaise: seed.totalPaise,
      snapshot: {
        lines: [],
        delivery,
        totalPaise: seed.totalPaise,
        deliveryPaise: 0,
        advancePaise: seed.totalPaise,
        remainingPaise: 0,
        partial: false,
      },
      expiresAt: placed,
    })
    .returning({ id: payments.id });
  const advance = seed.partial ? Math.round(seed.totalPaise / 2) : seed.totalPaise;
  const [order] = await db
    .insert(orders)
    .values({
      userId: seed.buyerId,
      paymentId: payment!.id,
      merchantOrderId,
      fulfillerId: seed.fulfillerId ?? null,
      deliveryDetails: delivery,
      totalAmountPaise: seed.totalPaise,
      deliveryAmountPaise: 0,
      advanceAmountPaise: advance,
      remainingAmountPaise: seed.totalPaise - advance,
      partialPayment: seed.partial ?? false,
      paymentMethod: 'PhonePe',
      status: seed.status ?? 'pending',
      statusHistory: [
        { status: 'pending', timestamp: placed.toISOString(), remark: '', updatedBy: null },
      ],
      expectedDeliveryDate: new Date(placed.getTime() + 10 * 86_400_000),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning({ id: orders.id });
  const unitPaise = Math.round(seed.totalPaise / quantity);
  await db.insert(orderItems).values({
    orderId: order!.id,
    sellerId: seed.sellerId,
    productType: 'tshirt',
    title: seed.title ?? `Tee for ${delivery.fullName}`,
    imageKey: 'tests/catalog/seed.webp',
    size: 'L',
    color: 'Black',
    quantity,
    wantsCustomization: false,
    basePricePaise: unitPaise,
    unitPricePaise: unitPaise,
    deliveryPricePaise: 0,
    position: 0,
  });
  return order!.id;
}
