import {
  toRupees,
  type CreatePaymentResponse,
  type DeliveryDetailsInput,
  type Order,
  type PaymentStatusResponse,
  type Tshirt,
} from '@campus-threads/contract';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { apiCaller } from './api-request';
import {
  bearer,
  buildDeliveryDetails,
  quotedTotalPaise,
  settleSimulatorPayment,
  type CreatedUser,
} from './factories';
import { pdfText } from './pdf-text';

/**
 * Buying and reading tax documents in the invoices tests (docs/decisions/0050): a buy-now payment
 * started, paid on the simulator and completed by its status call (the transaction that makes the
 * order and its invoice), and the PDFs as a buyer, an admin or anyone else downloads them.
 */
export function invoiceKit(t: { app: App; database: Database }) {
  const call = apiCaller(t);

  /** Starts a buy-now payment of `quantity` t-shirts (size M, first colour). */
  async function startBuyNow(
    buyer: CreatedUser,
    tshirtId: string,
    options: {
      quantity?: number;
      partial?: boolean;
      delivery?: Partial<DeliveryDetailsInput>;
    } = {},
  ): Promise<string> {
    const tee = (await call<Tshirt>('GET', `/api/tshirts/${tshirtId}`)).body;
    const quantity = options.quantity ?? 1;
    const item = { productType: 'tshirt', tshirtId, size: 'M', color: tee.colors[0], quantity };
    const delivery = buildDeliveryDetails(options.delivery);
    const total = await quotedTotalPaise(t.app, [item], delivery.pinCode);
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [item],
      amount: options.partial ? toRupees(Math.round(total / 2)) : toRupees(total),
      isPartialPaymentAllowed: options.partial ?? false,
      deliveryDetails: delivery,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.merchantOrderId;
  }

  /** Pays a started payment and completes it; answers the order it made. */
  async function complete(buyer: CreatedUser, merchantOrderId: string): Promise<Order> {
    await settleSimulatorPayment(t.app, merchantOrderId);
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${merchantOrderId}`,
      buyer.token,
    );
    expect(status.body.order, JSON.stringify(status.body)).toBeTruthy();
    return status.body.order!;
  }

  async function buyNow(
    buyer: CreatedUser,
    tshirtId: string,
    options: Parameters<typeof startBuyNow>[2] = {},
  ): Promise<Order> {
    return complete(buyer, await startBuyNow(buyer, tshirtId, options));
  }

  /** GET a document of an order as `token` (none: signed out). */
  async function download(kind: 'invoice' | 'credit-note', orderId: string, token?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/${kind}`,
      headers: token ? bearer(token) : {},
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      bytes: response.rawPayload,
      json: () => response.json<{ message?: string }>(),
    };
  }

  /** A document's text, downloaded as `token` (200 expected). */
  async function documentText(kind: 'invoice' | 'credit-note', orderId: string, token: string) {
    const file = await download(kind, orderId, token);
    expect(file.status, file.bytes.toString('utf8').slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return (await pdfText(file.bytes)).text;
  }

  /** The buyer's view of an order. */
  async function orderOf(buyer: CreatedUser, orderId: string): Promise<Order> {
    return (await call<Order>('GET', `/api/orders/${orderId}`, buyer.token)).body;
  }

  return { call, startBuyNow, complete, buyNow, download, documentText, orderOf };
}
