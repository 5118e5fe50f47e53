import {
  DEMO_ACCOUNTS,
  SIMULATOR_TOKEN_PARAM,
  createPaymentSchema,
  type CreatePaymentInput,
  type OrderStatus,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { accessoryListQuerySchema } from '@campus-threads/contract';
import { AppError } from '../lib/errors';
import type { AccessoriesService } from '../modules/accessories/accessories.service';
import type { DesignsService } from '../modules/designs/designs.service';
import type { EarningsService } from '../modules/earnings/earnings.service';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { SimulatorProvider } from '../modules/payments/providers/simulator/simulator.provider';
import type { UsersService } from '../modules/users/users.service';
import { DEMO_DESTINATIONS, DEMO_SELLER_PICKUP, SALES, type DemoSale } from './demo-sales.plan';
import type { PickupAddresses } from '../modules/delivery/pickup-addresses';
import type { Flows } from '../flows/flows';

/** The demo seller's UPI id, so the admin's payouts page can pay them. */
export const DEMO_SELLER_UPI_ID = 'campusthreads.seller@okaxis';

const HOLD_PASSED_DAYS_AGO = 8;

export type DemoSalesDeps = {
  designs: Pick<DesignsService, 'listOwnDesigns'>;
  accessories: Pick<AccessoriesService, 'listAccessories'>;
  users: Pick<UsersService, 'findByEmail'>;
  payments: Pick<PaymentsService, 'create' | 'checkStatus' | 'providerName'>;
  simulator: Pick<SimulatorProvider, 'settle'>;
  flows: Pick<Flows, 'changeOrderStatus' | 'collectBalance'>;
  earnings: Pick<EarningsService, 'savePayoutDetails' | 'forSeller'> & {
    payouts: Pick<EarningsService['payouts'], 'record'>;
  };
  /** Starts an order's hold as if it was delivered at `deliveredAt` (the ledger's startHold). */
  startHoldAt: (orderId: string, deliveredAt: Date) => Promise<void>;
  pickups: Pick<PickupAddresses, 'save'>;
};

export type DemoSalesResult =
  | { seeded: true; orders: number; statuses: OrderStatus[]; ms: number }
  | { seeded: false; reason: string };

function amountFrom(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const amount = Number(error.fieldErrors?.find((f) => f.field === 'amount')?.message);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Seeds a handful of sales of the demo seller, bought by the demo customer, through the real
 * services: a buy-now payment on the simulator, settled COMPLETED, whose status check makes the
 * order; then the order's status changes as the seller and the admin. Run once, right after the
 * demo catalogue was seeded (server.ts), and only with the payment simulator.
 */
export async function seedDemoSales(deps: DemoSalesDeps): Promise<DemoSalesResult> {
  const started = performance.now();
  if (deps.payments.providerName !== 'simulator')
    return { seeded: false, reason: 'payments do not use the simulator' };
  const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role);
  const [seller, admin, customer] = await Promise.all(
    ['seller', 'admin', 'customer'].map((role) => {
      const demo = account(role);
      return demo ? deps.users.findByEmail(demo.email) : undefined;
    }),
  );
  if (!seller || !admin || !customer)
    return { seeded: false, reason: 'the demo accounts do not exist' };

  // Oldest first, so the same goods are bought whatever the catalogue adds later.
  const own = await deps.designs.listOwnDesigns(seller.id, 'approved');
  const tees = own.designs.filter((d) => !d.deliverWithTShirtBuddy).reverse();
  const teesFrom: Record<
    NonNullable<Extract<DemoSale['product'], { kind: 'tshirt' }>['from']>,
    typeof tees
  > = {
    selfService: tees,
    advance: tees.filter((d) => d.allowPartialPayment),
    shop: own.designs.filter((d) => d.deliverWithTShirtBuddy).reverse(),
  };
  const listed = await deps.accessories.listAccessories(
    accessoryListQuerySchema.parse({ sellerId: seller.id, limit: 10 }),
    { id: seller.id, isAdmin: false },
  );
  const goods = listed.accessories.filter((a) => a.status === 'active').reverse();
  if (Object.values(teesFrom).some((list) => list.length === 0) || goods.length === 0)
    return { seeded: false, reason: 'the demo seller has no Self Service t-shirts or accessories' };

  const buyer = account('customer')!;
  const delivery = {
    fullName: buyer.fullName,
    email: buyer.email,
    phone: buyer.phone,
    address: 'Room 214, Kapili Hostel, Tezpur University, Napaam',
    pinCode: '784028',
    district: 'Sonitpur',
    state: 'Assam',
  };
  const customerViewer = { id: customer.id, isAdmin: false };
  const actors = {
    seller: { id: seller.id, isAdmin: false, row: seller },
    admin: { id: admin.id, isAdmin: true, row: admin },
  };

  await deps.earnings.savePayoutDetails(seller.id, DEMO_SELLER_UPI_ID);
  await deps.pickups.save(seller.id, DEMO_SELLER_PICKUP);
  const statuses: OrderStatus[] = [];
  for (const sale of SALES) {
    const { product } = sale;
    const item =
      product.kind === 'tshirt'
        ? (() => {
            const from = teesFrom[product.from ?? 'selfService'];
            const tee = from[product.index % from.length]!;
            return {
              productType: 'tshirt' as const,
              tshirtId: tee._id,
              size: product.size,
              color: product.color ?? tee.colors[0] ?? null,
              quantity: product.quantity,
            };
          })()
        : {
            productType: 'accessory' as const,
            accessoryId: goods[product.index % goods.length]!.accessoryId,
            quantity: product.quantity,
          };
    // Through the route's own schema, as a request body would be (defaults included).
    const input = (amount: number): CreatePaymentInput =>
      createPaymentSchema.parse({
        source: 'buyNow',
        amount,
        items: [item],
        deliveryDetails: sale.to ? { ...delivery, ...DEMO_DESTINATIONS[sale.to] } : delivery,
        isPartialPaymentAllowed: sale.partial ?? false,
      });
    // The amount the buyer's page would show: the server names it when another one is sent.
    let created;
    try {
      created = await deps.payments.create(customer.id, input(0));
    } catch (error) {
      const amount = amountFrom(error);
      if (amount === null) throw error;
      created = await deps.payments.create(customer.id, input(amount));
    }
    // Settled as the simulator's page would: with the token its address carries.
    const pageToken = new URL(created.redirectUrl, 'http://simulator.invalid').searchParams.get(
      SIMULATOR_TOKEN_PARAM,
    );
    await deps.simulator.settle(created.merchantOrderId, 'COMPLETED', pageToken ?? undefined);
    const paid: PaymentStatusResponse = await deps.payments.checkStatus(
      created.merchantOrderId,
      customerViewer,
    );
    const order = paid.orders?.[0] ?? paid.order;
    if (!order) throw new Error(`demo sale ${created.merchantOrderId} made no order`);
    let status: OrderStatus = order.status;
    if (sale.holdPassed)
      await deps.startHoldAt(order._id, new Date(Date.now() - HOLD_PASSED_DAYS_AGO * 86_400_000));
    for (const move of sale.moves) {
      const { by, to, ...change } = move;
      const changed = await deps.flows.changeOrderStatus(
        order._id,
        { status: to, ...change },
        actors[by],
      );
      status = changed.status;
    }
    if (sale.balance) {
      const due = order.paymentInfo.remainingAmount;
      await deps.flows.collectBalance(
        order._id,
        { method: sale.balance, amount: due },
        actors.seller,
      );
    }
    if (sale.payout) {
      const { summary } = await deps.earnings.forSeller(seller.id, { page: 1, limit: 1 });
      await deps.earnings.payouts.record(actors.admin, {
        sellerId: seller.id,
        amount: summary.available,
        reference: 'UPI ref 432109876543',
      });
    }
    statuses.push(status);
  }
  return { seeded: true, orders: statuses.length, statuses, ms: performance.now() - started };
}
