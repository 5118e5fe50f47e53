import {
  DEMO_ACCOUNTS,
  SIMULATOR_TOKEN_PARAM,
  createPaymentSchema,
  type CreateDropInput,
} from '@campus-threads/contract';
import type { PasswordHasher } from '../lib/password-hasher';
import { AppError } from '../lib/errors';
import type { DesignsService } from '../modules/designs/designs.service';
import type { DropsService } from '../modules/drops/drops.service';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { SimulatorProvider } from '../modules/payments/providers/simulator/simulator.provider';
import type { UsersService } from '../modules/users/users.service';
import { DEMO_CLASSMATES, DEMO_DROPS, type DemoDrop } from './demo-drops.plan';
import type { Flows } from '../flows/flows';

const DAY_MS = 86_400_000;

export type DemoDropsDeps = {
  designs: Pick<DesignsService, 'listOwnDesigns'>;
  users: Pick<UsersService, 'findByEmail' | 'create'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  payments: Pick<PaymentsService, 'create' | 'checkStatus' | 'providerName'>;
  simulator: Pick<SimulatorProvider, 'settle'>;
  drops: Pick<DropsService, 'open'>;
  flows: Pick<Flows, 'closeDueDrops'>;
  /** DROP_MIN_LEAD_SECONDS: the earliest deadline a drop may open with. */
  minLeadSeconds: number;
  /** Moves a closed drop's dates into the past (the drops module's demo-history.ts). */
  backdateClosedDrop: (dropId: string, closedAt: Date) => Promise<void>;
};

export type DemoDropsResult =
  { seeded: true; drops: number; joins: number; ms: number } | { seeded: false; reason: string };

function amountFrom(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const amount = Number(error.fieldErrors?.find((f) => f.field === 'amount')?.message);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Seeds the demo seller's drops through the real services (docs/decisions/0049): each opened by
 * the seller, joined by the demo customer and classmates through simulator payments, and the
 * closed ones decided by the closing job itself, run at a moment past their deadline (tier refunds
 * and full refunds included), then dated back so they read as closed days ago. Run once, after the
 * demo sales (server.ts), and only with the payment simulator.
 */
export async function seedDemoDrops(deps: DemoDropsDeps): Promise<DemoDropsResult> {
  const started = performance.now();
  if (deps.payments.providerName !== 'simulator')
    return { seeded: false, reason: 'payments do not use the simulator' };
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
  const [seller, customer] = await Promise.all([
    deps.users.findByEmail(email('seller')),
    deps.users.findByEmail(email('customer')),
  ]);
  if (!seller || !customer) return { seeded: false, reason: 'the demo accounts do not exist' };
  const own = await deps.designs.listOwnDesigns(seller.id, 'approved');
  const tees = own.designs.filter((d) => !d.deliverWithTShirtBuddy).reverse();
  if (tees.length === 0) return { seeded: false, reason: 'the demo seller has no t-shirts' };

  // Classmates share one password nobody knows: they only join drops.
  const passwordHash = await deps.hasher.hash(crypto.randomUUID());
  const classmates = await Promise.all(
    DEMO_CLASSMATES.map(async (mate, index) => {
      const address = `classmate${index + 1}@campusthreads.test`;
      return (
        (await deps.users.findByEmail(address)) ??
        deps.users.create({
          ...mate,
          email: address,
          isAdmin: false,
          passwordHash,
          emailVerifiedAt: new Date(),
        })
      );
    }),
  );
  const buyers = [customer, ...classmates];
  const sellerViewer = { id: seller.id, isAdmin: false, row: seller };

  const now = Date.now();
  // Drops that close now open just past the earliest deadline allowed, which the job is then run at.
  const closingDeadline = new Date(now + (deps.minLeadSeconds + 120) * 1000);
  let joins = 0;
  const closed: { id: string; plan: DemoDrop }[] = [];
  for (const plan of DEMO_DROPS) {
    const tee = tees[plan.design % tees.length]!;
    const input: CreateDropInput = {
      designId: tee._id,
      title: plan.title,
      description: plan.description,
      deadline: (plan.outcome === 'open'
        ? new Date(now + plan.days * DAY_MS)
        : closingDeadline
      ).toISOString(),
      minQuantity: plan.minQuantity,
      maxQuantity: plan.maxQuantity,
      // Rupees off the price the drop copies: what a shopper pays for the design now.
      tiers: plan.tiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        price: tee.currentPrice - tier.off,
      })),
    };
    const drop = await deps.drops.open(sellerViewer, input);
    for (const join of plan.joins) {
      const buyer = buyers[join.buyer % buyers.length]!;
      const size = tee.sizes.includes(join.size) ? join.size : tee.sizes[0]!;
      const body = (amount: number) =>
        createPaymentSchema.parse({
          source: 'drop',
          dropSlug: drop.slug,
          amount,
          items: [
            {
              productType: 'tshirt',
              tshirtId: tee._id,
              size,
              color: tee.colors[0] ?? null,
              quantity: join.quantity,
            },
          ],
          deliveryDetails: {
            fullName: buyer.fullName,
            email: buyer.email,
            phone: buyer.phone,
            address: `Room ${210 + join.buyer}, Kapili Hostel, Tezpur University, Napaam`,
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
      await deps.payments.checkStatus(created.merchantOrderId, { id: buyer.id, isAdmin: false });
      joins += 1;
    }
    if (plan.outcome !== 'open') closed.push({ id: drop._id, plan });
  }

  if (closed.length > 0) {
    await deps.flows.closeDueDrops(new Date(closingDeadline.getTime() + 1000));
    for (const { id, plan } of closed)
      await deps.backdateClosedDrop(id, new Date(now - plan.days * DAY_MS));
  }
  return { seeded: true, drops: DEMO_DROPS.length, joins, ms: performance.now() - started };
}
