import {
  accessoryListQuerySchema,
  addToCartSchema,
  createPaymentSchema,
  DEMO_ACCOUNTS,
  KNOWN_COURIERS,
  SIMULATOR_TOKEN_PARAM,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';
import { AppError } from '../lib/errors';
import type { PasswordHasher } from '../lib/password-hasher';
import type { AccessoriesService } from '../modules/accessories/accessories.service';
import type { CartService } from '../modules/cart/cart.service';
import type { DesignsService } from '../modules/designs/designs.service';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { SimulatorProvider } from '../modules/payments/providers/simulator/simulator.provider';
import type { ReviewsService } from '../modules/reviews/reviews.service';
import type { UsersService } from '../modules/users/users.service';
import {
  DEMO_REVIEWED_PRODUCTS,
  DEMO_REVIEWERS,
  demoReviewerEmail,
  type DemoReview,
  type DemoReviewedProduct,
} from './demo-reviews.plan';
import type { Flows } from '../flows/flows';

export type DemoReviewsDeps = {
  designs: Pick<DesignsService, 'listOwnDesigns'>;
  accessories: Pick<AccessoriesService, 'listAccessories'>;
  users: Pick<UsersService, 'findByEmail' | 'create'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  cart: Pick<CartService, 'addItem'>;
  payments: Pick<PaymentsService, 'create' | 'checkStatus' | 'providerName'>;
  simulator: Pick<SimulatorProvider, 'settle'>;
  flows: Pick<Flows, 'changeOrderStatus'>;
  reviews: Pick<ReviewsService, 'create' | 'moderate' | 'reply'>;
};

export type DemoReviewsResult =
  | { seeded: true; orders: number; reviews: number; approved: number; ms: number }
  | { seeded: false; reason: string };

/** The admin's way from a paid order to its delivery. */
const TO_DELIVERED: OrderStatus[] = ['confirmed', 'shipped', 'out_for_delivery', 'delivered'];
const DELHIVERY = KNOWN_COURIERS.find((c) => c.id === 'delhivery')!;
const MINUTE_MS = 60_000;

function amountFrom(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const amount = Number(error.fieldErrors?.find((f) => f.field === 'amount')?.message);
  return Number.isFinite(amount) ? amount : null;
}

/** The cart line a product of the plan is bought as (a t-shirt in M, or the first size it has). */
type Buyable = { productId: string; item: Record<string, unknown> };

/**
 * Seeds real reviews of a few demo products (demo-reviews.plan.ts) through the real services, so
 * the products' ratings come from reviews (docs/decisions/0052): each reviewer buys what they
 * review in one cart payment on the simulator, the admin moves every order to delivered, then
 * each writes their review, which the admin approves (the reviews module recomputes the
 * product's rating and count in that transaction) or leaves pending or rejects, and the seller
 * answers some. Run once, after the demo catalogue (server.ts), only with the payment simulator.
 */
export async function seedDemoReviews(deps: DemoReviewsDeps): Promise<DemoReviewsResult> {
  const started = performance.now();
  if (deps.payments.providerName !== 'simulator')
    return { seeded: false, reason: 'payments do not use the simulator' };
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
  const [seller, admin] = await Promise.all([
    deps.users.findByEmail(email('seller')),
    deps.users.findByEmail(email('admin')),
  ]);
  if (!seller || !admin) return { seeded: false, reason: 'the demo accounts do not exist' };
  const owners = { seller, admin };

  // The planned products as the catalogue lists them, by title.
  const [sellerTees, shopTees, goods] = await Promise.all([
    deps.designs.listOwnDesigns(seller.id, 'approved'),
    deps.designs.listOwnDesigns(admin.id, 'approved'),
    deps.accessories.listAccessories(
      accessoryListQuerySchema.parse({ sellerId: seller.id, limit: 100 }),
      { id: seller.id, isAdmin: false },
    ),
  ]);
  const buyables = new Map<DemoReviewedProduct, Buyable>();
  for (const product of DEMO_REVIEWED_PRODUCTS) {
    if (product.kind === 'tshirt') {
      const tees = product.soldBy === 'admin' ? shopTees : sellerTees;
      const tee = tees.designs.find((d) => d.title === product.title);
      if (tee)
        buyables.set(product, {
          productId: tee._id,
          item: {
            productType: 'tshirt',
            tshirtId: tee._id,
            size: tee.sizes.includes('M') ? 'M' : tee.sizes[0],
            color: tee.colors[0] ?? null,
            quantity: 1,
          },
        });
    } else {
      const accessory = goods.accessories.find((a) => a.title === product.title);
      if (accessory && accessory.stock >= product.reviews.length)
        buyables.set(product, {
          productId: accessory.accessoryId,
          item: { productType: 'accessory', accessoryId: accessory.accessoryId, quantity: 1 },
        });
    }
  }
  if (buyables.size === 0) return { seeded: false, reason: 'the demo products are not there' };

  // Reviewers share one password nobody knows: they only buy and review.
  const passwordHash = await deps.hasher.hash(crypto.randomUUID());
  const reviewers = await Promise.all(
    DEMO_REVIEWERS.map(
      async (person, index) =>
        (await deps.users.findByEmail(demoReviewerEmail(index))) ??
        deps.users.create({
          ...person,
          email: demoReviewerEmail(index),
          isAdmin: false,
          passwordHash,
          emailVerifiedAt: new Date(),
        }),
    ),
  );

  // Each reviewer buys everything they review in one cart payment: an order per fulfiller.
  const planned = [...buyables.keys()];
  const ordersOf = await Promise.all(
    reviewers.map(async (buyer, index) => {
      const mine = planned.filter((p) => p.reviews.some((r) => r.by === index));
      if (mine.length === 0) return [];
      for (const product of mine)
        await deps.cart.addItem(buyer.id, addToCartSchema.parse(buyables.get(product)!.item));
      const body = (amount: number) =>
        createPaymentSchema.parse({
          source: 'cart',
          amount,
          deliveryDetails: {
            fullName: buyer.fullName,
            email: buyer.email,
            phone: buyer.phone,
            address: `Room ${120 + index}, Kapili Hostel, Tezpur University, Napaam`,
            pinCode: '784028',
            district: 'Sonitpur',
            state: 'Assam',
          },
        });
      let created;
      try {
        created = await deps.payments.create(buyer.id, body(0));
      } catch (error) {
        const amount = amountFrom(error);
        if (amount === null) throw error;
        created = await deps.payments.create(buyer.id, body(amount));
      }
      const pageToken = new URL(created.redirectUrl, 'http://simulator.invalid').searchParams.get(
        SIMULATOR_TOKEN_PARAM,
      );
      await deps.simulator.settle(created.merchantOrderId, 'COMPLETED', pageToken ?? undefined);
      const paid = await deps.payments.checkStatus(created.merchantOrderId, {
        id: buyer.id,
        isAdmin: false,
      });
      return paid.orders ?? (paid.order ? [paid.order] : []);
    }),
  );

  const adminActor = { id: admin.id, isAdmin: true, row: admin };
  const allOrders = ordersOf.flat();
  await Promise.all(
    allOrders.map(async (order, n) => {
      for (const status of TO_DELIVERED)
        await deps.flows.changeOrderStatus(
          order._id,
          {
            status,
            remark: status === 'delivered' ? 'Delivered at the hostel gate' : '',
            ...(status === 'shipped'
              ? { courier: DELHIVERY.name, trackingNumber: `14908213${String(n).padStart(5, '0')}` }
              : {}),
          },
          adminActor,
        );
    }),
  );

  // The reviews, oldest first a minute apart (the plan's last is the newest on its page).
  const orderHolding = (buyerIndex: number, productId: string): Order | undefined =>
    ordersOf[buyerIndex]!.find((o) =>
      o.items.some((i) => (i.tshirtId ?? i.accessoryId) === productId),
    );
  const writes = planned.flatMap((product) =>
    product.reviews.map((review) => ({ product, review })),
  );
  const firstAt = Date.now() - writes.length * MINUTE_MS;
  const written = await Promise.all(
    writes.map(async ({ product, review }, n) => {
      const { productId } = buyables.get(product)!;
      const order = orderHolding(review.by, productId);
      if (!order) return null;
      const buyer = reviewers[review.by]!;
      const created = await deps.reviews.create(
        { id: buyer.id, row: buyer },
        {
          orderId: order._id,
          productType: product.kind,
          productId,
          rating: review.rating,
          comment: review.comment,
        },
        new Date(firstAt + n * MINUTE_MS),
      );
      return { id: created._id, product, review };
    }),
  );
  const made = written.filter(
    (w): w is { id: string; product: DemoReviewedProduct; review: DemoReview } => w !== null,
  );

  // Moderated by the admin: each approval recomputes its product's rating in its transaction.
  await Promise.all(
    made.map(({ id, review }) =>
      review.status === 'pending'
        ? null
        : deps.reviews.moderate(
            adminActor,
            id,
            review.status === 'rejected'
              ? { status: 'rejected', reason: review.reason ?? 'Not about the product' }
              : { status: 'approved' },
          ),
    ),
  );
  await Promise.all(
    made.map(({ id, product, review }) =>
      review.reply && !review.status
        ? deps.reviews.reply({ id: owners[product.soldBy].id }, id, review.reply)
        : null,
    ),
  );
  return {
    seeded: true,
    orders: allOrders.length,
    reviews: made.length,
    approved: made.filter((m) => !m.review.status).length,
    ms: performance.now() - started,
  };
}
