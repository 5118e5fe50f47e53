import {
  DEMO_ACCOUNTS,
  TSHIRT_SIZES,
  type Order,
  type ReturnRequest,
} from '@campus-threads/contract';
import { AppError } from '../lib/errors';
import type { OrdersService } from '../modules/orders/orders.service';
import type { ReturnsService } from '../modules/returns/returns.service';
import type { UsersService } from '../modules/users/users.service';
import type { Flows } from '../flows/flows';

export type DemoReturnsDeps = {
  users: Pick<UsersService, 'findByEmail'>;
  orders: Pick<OrdersService, 'listMine'>;
  returns: Pick<ReturnsService, 'create' | 'mine'>;
  flows: Pick<Flows, 'moveReturn'>;
};

/** Where the demo customer's cash refunds go. */
const DEMO_REFUND_UPI_ID = 'priya.customer@okaxis';

export type DemoReturnsResult =
  { seeded: true; requests: ReturnRequest[]; ms: number } | { seeded: false; reason: string };

/** A delivered order the seller fulfils (not a replacement) with a line of this kind to send back. */
function deliveredWith(
  orders: readonly Order[],
  sellerId: string,
  productType: 'tshirt' | 'accessory',
) {
  return orders.find(
    (o) =>
      o.status === 'delivered' &&
      o.replacesOrderId === null &&
      o.fulfillerId === sellerId &&
      o.items.some((i) => i.productType === productType && !i.wantsCustomization),
  );
}

/**
 * The demo customer's exchange and return (docs/decisions/0052), through the returns service as the
 * buyer and the seller would: a t-shirt of a delivered order exchanged for another size and
 * approved (its ₹0 replacement order waits to be shipped), and an accessory of another delivered
 * order returned, approved and received back (refunded through the simulator, the seller's earning
 * taken back, a credit note issued). Run once, after the demo sales (server.ts); the requests must
 * fall in the return window, which the sales' deliveries just opened.
 */
export async function seedDemoReturns(deps: DemoReturnsDeps): Promise<DemoReturnsResult> {
  const started = performance.now();
  const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const [customer, seller] = await Promise.all(
    ['customer', 'seller'].map((role) => deps.users.findByEmail(account(role).email)),
  );
  if (!customer || !seller) return { seeded: false, reason: 'the demo accounts do not exist' };
  const asked = await deps.returns.mine(customer.id, { status: 'all', page: 1, limit: 1 });
  if (asked.pagination.totalItems > 0)
    return { seeded: false, reason: 'the demo customer has asked already' };

  const orders = await deps.orders.listMine(customer.id);
  const teeOrder = deliveredWith(orders, seller.id, 'tshirt');
  const bottleOrder = deliveredWith(orders, seller.id, 'accessory');
  if (!teeOrder || !bottleOrder)
    return { seeded: false, reason: 'the demo customer has no delivered sales to send back' };
  const buyer = { id: customer.id, isAdmin: false };
  const fulfiller = { id: seller.id, isAdmin: false, row: seller };

  // Too small: the next bigger size the design is offered in (a smaller one for the biggest).
  const tee = teeOrder.items.find((i) => i.productType === 'tshirt')!;
  const at = TSHIRT_SIZES.findIndex((s) => s === tee.size);
  const bigger = [...TSHIRT_SIZES.slice(at + 1), ...TSHIRT_SIZES.slice(0, at).reverse()];
  let exchange: ReturnRequest | undefined;
  for (const size of bigger) {
    try {
      exchange = await deps.returns.create(
        teeOrder._id,
        {
          type: 'exchange',
          reason: 'Too small',
          items: [{ orderItemId: tee._id, quantity: 1, exchangeSize: size }],
        },
        buyer,
      );
      break;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION') throw error;
    }
  }
  if (!exchange) return { seeded: false, reason: 'the demo tee is offered in one size only' };
  const approvedExchange = await deps.flows.moveReturn(
    exchange._id,
    { status: 'approved', remark: 'Sending the bigger size this week' },
    fulfiller,
  );

  const bottle = bottleOrder.items.find((i) => i.productType === 'accessory')!;
  const returned = await deps.returns.create(
    bottleOrder._id,
    {
      type: 'return',
      reason: 'Damaged or defective',
      items: [{ orderItemId: bottle._id, quantity: 1 }],
      // Paid partly at the door: that part comes back in cash, owed by the seller (0058).
      ...(bottleOrder.paymentInfo.partialPaymentMade
        ? { refundTo: { method: 'upi' as const, upiId: DEMO_REFUND_UPI_ID } }
        : {}),
    },
    buyer,
  );
  await deps.flows.moveReturn(
    returned._id,
    { status: 'approved', remark: 'Please hand it in at the library desk' },
    fulfiller,
  );
  const received = await deps.flows.moveReturn(
    returned._id,
    { status: 'received', remark: 'Received at the library desk' },
    fulfiller,
  );
  return { seeded: true, requests: [approvedExchange, received], ms: performance.now() - started };
}
