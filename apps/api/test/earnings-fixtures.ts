import type {
  CreatePaymentResponse,
  Order,
  OrderStatus,
  PaymentStatusResponse,
} from '@campus-threads/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { earnings } from '../src/db/schema';
import { apiCaller } from './api-request';
import { buildDeliveryDetails, simulatorSettleUrl, type CreatedUser } from './factories';

/** The admin's way from a new order to its delivery (each step the contract's flow allows). */
const TO_DELIVERED: OrderStatus[] = ['confirmed', 'shipped', 'out_for_delivery', 'delivered'];

/**
 * What the earnings tests do again and again, through the real API: pay for items through the
 * simulator, move an order to delivered as an admin, read an order's ledger entries.
 */
export function earningsKit(t: { app: App; database: Database }) {
  const call = apiCaller(t);

  /**
   * A payment of `items` for `amount` rupees, settled COMPLETED at the simulator: its merchant
   * order id. One item is bought now; several go through the buyer's cart.
   */
  async function createPayment(
    buyer: CreatedUser,
    items: Record<string, unknown>[],
    amount: number,
  ): Promise<string> {
    if (items.length > 1) {
      for (const item of items) {
        const added = await call('POST', '/api/cart/add', buyer.token, item);
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
    }
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      ...(items.length > 1 ? { source: 'cart' } : { source: 'buyNow', items }),
      amount,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, id),
      payload: { outcome: 'COMPLETED' },
    });
    return id;
  }

  const confirmPayment = (buyer: CreatedUser, merchantOrderId: string) =>
    call<PaymentStatusResponse>('POST', `/api/payments/status/${merchantOrderId}`, buyer.token);

  async function pay(
    buyer: CreatedUser,
    items: Record<string, unknown>[],
    amount: number,
  ): Promise<Order[]> {
    const status = await confirmPayment(buyer, await createPayment(buyer, items, amount));
    expect(status.body.state).toBe('COMPLETED');
    return status.body.orders;
  }

  /** Confirmed, shipped (with tracking), out for delivery, delivered: each step as the admin. */
  async function deliver(orderId: string, admin: CreatedUser): Promise<void> {
    for (const status of TO_DELIVERED) {
      const moved = await call('PATCH', `/api/orders/${orderId}/status`, admin.token, {
        status,
        remark: '',
        courier: 'Delhivery',
        trackingNumber: 'DL12345678',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  }

  async function cancel(orderId: string, admin: CreatedUser): Promise<void> {
    const moved = await call('PATCH', `/api/orders/${orderId}/status`, admin.token, {
      status: 'cancelled',
      remark: 'Out of stock at the printer',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }

  /** An order's entries as stored, oldest first. */
  const entriesOf = (orderId: string) =>
    t.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.orderId, orderId))
      .orderBy(asc(earnings.createdAt), asc(earnings.kind));

  return { call, createPayment, confirmPayment, pay, deliver, cancel, entriesOf };
}
