import {
  toPaise,
  type CreatePaymentResponse,
  type Order,
  type PaymentStatusResponse,
  type ReturnRequest,
  type ReturnRequestsResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema';
import { apiCaller } from './api-request';
import { earningsKit } from './earnings-fixtures';
import { buildDeliveryDetails, simulatorSettleUrl, type CreatedUser } from './factories';
import { uploadedFile } from './uploaded-file';

const DAY_MS = 86_400_000;

/** A t-shirt or accessory line of a buy-now payment, as the checkout sends it. */
export type BuyItem = Record<string, unknown>;

/** A t-shirt of a design in size M, first colour Black (createDesign's colours). */
export const teeItem = (tshirtId: string, overrides: BuyItem = {}): BuyItem => ({
  productType: 'tshirt',
  tshirtId,
  size: 'M',
  color: 'Black',
  quantity: 1,
  ...overrides,
});

export const accessoryItem = (accessoryId: string, quantity = 1): BuyItem => ({
  productType: 'accessory',
  accessoryId,
  quantity,
});

/**
 * The returns tests' steps through the real API (docs/decisions/0052): buy on the simulator,
 * deliver as an admin, ask, decide, read; and the database's clock moved back for the window.
 */
export function returnsKit(t: { app: App; database: Database }) {
  const call = apiCaller(t);
  const { deliver } = earningsKit(t);

  /**
   * A buy-now payment of one item at the amount the server names, paid on the simulator and
   * completed: the order it made.
   */
  async function buy(buyer: CreatedUser, item: BuyItem, partial = false): Promise<Order> {
    const body = (amount: number) => ({
      source: 'buyNow',
      items: [item],
      amount,
      isPartialPaymentAllowed: partial,
      deliveryDetails: buildDeliveryDetails(),
    });
    let created = await call<CreatePaymentResponse & { errors?: { message: string }[] }>(
      'POST',
      '/api/payments/create',
      buyer.token,
      body(0),
    );
    if (created.status === 409)
      created = await call('POST', '/api/payments/create', buyer.token, {
        ...body(Number(created.body.errors![0]!.message)),
      });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, id),
      payload: { outcome: 'COMPLETED' },
    });
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${id}`,
      buyer.token,
    );
    expect(status.body.order, JSON.stringify(status.body)).toBeTruthy();
    return status.body.order!;
  }

  /** Bought and delivered (each step of the flow as the admin). */
  async function delivered(
    buyer: CreatedUser,
    admin: CreatedUser,
    item: BuyItem,
    partial = false,
  ): Promise<Order> {
    const order = await buy(buyer, item, partial);
    await deliver(order._id, admin);
    return order;
  }

  /** Moves the order's delivery `days` back (the window counts from it). */
  async function deliveredDaysAgo(orderId: string, days: number, keepColumn = true) {
    const at = new Date(Date.now() - days * DAY_MS);
    await t.database.db
      .update(orders)
      .set(keepColumn ? { deliveredAt: at } : { deliveredAt: null, updatedAt: at })
      .where(eq(orders.id, orderId));
  }

  const ask = (buyer: CreatedUser, orderId: string, body: Record<string, unknown>) =>
    call<ReturnRequest>('POST', `/api/orders/${orderId}/returns`, buyer.token, body);

  /** A request that must succeed. */
  async function asked(buyer: CreatedUser, orderId: string, body: Record<string, unknown>) {
    const made = await ask(buyer, orderId, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  }

  /** A move through the admins' route, or the fulfilling seller's. */
  const decide = (
    who: CreatedUser,
    requestId: string,
    body: { status: string; remark?: string },
    route: 'admin' | 'seller' = who.user.isAdmin ? 'admin' : 'seller',
  ) =>
    call<ReturnRequest>(
      'PATCH',
      route === 'admin' ? `/api/admin/returns/${requestId}` : `/api/returns/${requestId}`,
      who.token,
      body,
    );

  const list = (who: CreatedUser, url: string) =>
    call<ReturnRequestsResponse>('GET', url, who.token);

  const photo = (user: CreatedUser) => uploadedFile(t, user, 'returns');

  /** An order line's price (paise) as the order shows it. */
  const unitPaise = (order: Order, index = 0) => toPaise(order.items[index]!.finalPrice);

  return { call, buy, delivered, deliveredDaysAgo, ask, asked, decide, list, photo, unitPaise };
}
