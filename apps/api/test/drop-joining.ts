import {
  type CartResponse,
  type CreatePaymentResponse,
  type Drop,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema';
import { apiCaller } from './api-request';
import { buildDeliveryDetails, settleSimulatorPayment, type CreatedUser } from './factories';

/**
 * Joining and paying for campus drops in tests (docs/decisions/0049): a buyer's joining payment
 * through POST /api/payments/create, paid on the simulator's page, and the status call that
 * completes it (the transaction that takes the drop's places).
 */
export function dropJoining(t: { app: App; database: Database }) {
  const call = apiCaller(t);

  /** The delivery of one of the design's t-shirts to the fixtures' PIN, in rupees (the cart quote's). */
  async function deliveryOf(designId: string): Promise<number> {
    const quote = await call<CartResponse>('POST', '/api/cart/quote', undefined, {
      pinCode: buildDeliveryDetails().pinCode,
      items: [
        {
          id: 'drop',
          productType: 'tshirt',
          tshirtId: designId,
          size: 'M',
          color: 'Black',
          quantity: 1,
        },
      ],
    });
    return quote.body.summary.delivery;
  }

  /** Starts a joining payment: one t-shirt of the drop's design, size M in Black, unless overridden. */
  async function join(
    buyer: CreatedUser,
    drop: Drop,
    overrides: { item?: Record<string, unknown>; body?: Record<string, unknown> } = {},
  ) {
    const delivery = await deliveryOf(drop.designId!);
    return call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'drop',
      dropSlug: drop.slug,
      items: [
        {
          productType: 'tshirt',
          tshirtId: drop.designId,
          size: 'M',
          color: 'Black',
          quantity: 1,
          ...overrides.item,
        },
      ],
      amount: drop.basePrice + delivery,
      deliveryDetails: buildDeliveryDetails(),
      ...overrides.body,
    });
  }

  /** Pays a started payment on the simulator and asks its status (which completes it). */
  async function pay(buyer: CreatedUser, merchantOrderId: string) {
    await settleSimulatorPayment(t.app, merchantOrderId);
    return call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${merchantOrderId}`,
      buyer.token,
    );
  }

  /** Joins and pays; expects the join to be accepted. */
  async function joinAndPay(buyer: CreatedUser, drop: Drop, item: Record<string, unknown> = {}) {
    const joined = await join(buyer, drop, { item });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    return pay(buyer, joined.body.merchantOrderId);
  }

  const ordersOfDrop = (dropId: string) =>
    t.database.db.select().from(orders).where(eq(orders.dropId, dropId));

  /** Units per payment state among a drop's payments (by the snapshot's drop id). */
  async function paymentStates(dropId: string): Promise<Record<string, number>> {
    const rows = await t.database.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from payments where snapshot->>'dropId' = $1 group by state`,
      [dropId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  return { call, join, pay, joinAndPay, ordersOfDrop, paymentStates, deliveryOf };
}
