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
import type { OrdersService } from '../modules/orders/orders.service';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { SimulatorProvider } from '../modules/payments/providers/simulator/simulator.provider';
import type { UsersService } from '../modules/users/users.service';

export type DemoSalesDeps = {
  designs: Pick<DesignsService, 'listOwnDesigns'>;
  accessories: Pick<AccessoriesService, 'listAccessories'>;
  users: Pick<UsersService, 'findByEmail'>;
  payments: Pick<PaymentsService, 'create' | 'checkStatus' | 'providerName'>;
  simulator: Pick<SimulatorProvider, 'settle'>;
  orders: Pick<OrdersService, 'changeStatus'>;
};

export type DemoSalesResult =
  | { seeded: true; orders: number; statuses: OrderStatus[]; ms: number }
  | { seeded: false; reason: string };

type Product =
  | { kind: 'tshirt'; index: number; size: string; color?: string; quantity: number }
  | { kind: 'accessory'; index: number; quantity: number };

/**
 * The demo customer's purchases from the demo seller (Self Service t-shirts and accessories, so the
 * seller fulfils them), and the status moves that bring each to its place: the seller confirms
 * or cancels (with a reason), the shop (admin) moves a confirmed order along.
 */
const SALES: {
  product: Product;
  moves: { to: OrderStatus; by: 'seller' | 'admin'; remark: string }[];
}[] = [
  { product: { kind: 'tshirt', index: 0, size: 'M', quantity: 1 }, moves: [] },
  { product: { kind: 'accessory', index: 0, quantity: 2 }, moves: [] },
  {
    product: { kind: 'tshirt', index: 1, size: 'L', quantity: 2 },
    moves: [{ to: 'confirmed', by: 'seller', remark: 'Printing this week' }],
  },
  {
    product: { kind: 'accessory', index: 1, quantity: 1 },
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      { to: 'shipped', by: 'admin', remark: 'Handed to the courier' },
    ],
  },
  {
    product: { kind: 'tshirt', index: 0, size: 'S', quantity: 1 },
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      { to: 'shipped', by: 'admin', remark: '' },
      { to: 'out_for_delivery', by: 'admin', remark: '' },
      { to: 'delivered', by: 'admin', remark: 'Delivered at the hostel gate' },
    ],
  },
  {
    product: { kind: 'accessory', index: 0, quantity: 1 },
    moves: [
      { to: 'cancelled', by: 'seller', remark: 'Out of stock in this colour, refund issued' },
    ],
  },
];

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
  const listed = await deps.accessories.listAccessories(
    accessoryListQuerySchema.parse({ sellerId: seller.id, limit: 10 }),
    { id: seller.id, isAdmin: false },
  );
  const goods = listed.accessories.filter((a) => a.status === 'active').reverse();
  if (tees.length === 0 || goods.length === 0)
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

  const statuses: OrderStatus[] = [];
  for (const sale of SALES) {
    const { product } = sale;
    const item =
      product.kind === 'tshirt'
        ? (() => {
            const tee = tees[product.index % tees.length]!;
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
        deliveryDetails: delivery,
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
    for (const move of sale.moves) {
      const changed = await deps.orders.changeStatus(
        order._id,
        { status: move.to, remark: move.remark },
        actors[move.by],
      );
      status = changed.status;
    }
    statuses.push(status);
  }
  return { seeded: true, orders: statuses.length, statuses, ms: performance.now() - started };
}
