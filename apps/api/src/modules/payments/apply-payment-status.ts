import { ORDER_MESSAGES, UNFULFILLED_PAYMENT_MESSAGES } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { releaseStock, takeStockIfAvailable } from '../accessories/accessory-stock';
import type { CartService } from '../cart/cart.service';
import { claimDropPlaces, joinedDrop } from '../drops/join-drop';
import type { OrderInput } from '../orders/buyer-orders.service';
import type { OrdersService } from '../orders/orders.service';
import { productKey, type ProductExistence, type Withdrawal } from '../products/product-existence';
import { productOfLine, toOrderInput } from './payment-snapshot';
import {
  LANDINGS,
  nextPaymentState,
  paidLanding,
  type AfterCommitEffect,
  type Landing,
  type StoredPaymentState,
  type TransactionEffect,
} from './payment-transitions';
import type { PaymentStatus } from './providers/payment-provider';
import type { PaymentRefunds } from './payment-refunds';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PaymentStatusDeps = {
  db: Db;
  orders: Pick<OrdersService, 'findByPaymentId'>;
  /**
   * What a completed payment makes, in the transaction that holds its row: the complete-payment
   * flow (apps/api/src/flows), handed in by app/services.ts. Answers the orders' ids.
   */
  completePayment: (tx: Tx, input: OrderInput, now: Date) => Promise<string[]>;
  /** Taking the bought lines out of the cart in the transaction that makes the order. */
  cart: Pick<CartService, 'removeLines'>;
  /**
   * Which products were withdrawn while their payment was under way (a payment for one makes no
   * order and is refunded in full).
   */
  products: Pick<ProductExistence, 'withdrawnProducts'>;
  /** Paying back a completed payment that can make no order (docs/decisions/0030). */
  refunds: Pick<PaymentRefunds, 'recordForUnfulfilledPayment' | 'settleUnfulfilledPayment'>;
  log?: Logger;
};

/** The payment's state after the answer, and its orders' ids (`orderId`: the one the shopper is shown). */
export type AppliedStatus = {
  state: StoredPaymentState;
  orderId: string | null;
  orderIds: string[];
};

/** One landing under way, in the transaction that holds the payment row. */
type Settling = {
  tx: Tx;
  payment: PaymentRow;
  status: PaymentStatus;
  landing: Landing;
  now: Date;
  /** Why a paid payment can make no order (REFUNDED). */
  reason: string | null;
  orderIds: string[];
};

/** The buyer's reason for each kind of withdrawal (the contract's texts). */
const WITHDRAWAL_REASONS: Record<Withdrawal, (title: string) => string> = {
  gone: UNFULFILLED_PAYMENT_MESSAGES.removed,
  rejected: UNFULFILLED_PAYMENT_MESSAGES.withdrawn,
  offSale: UNFULFILLED_PAYMENT_MESSAGES.withdrawn,
  inReview: UNFULFILLED_PAYMENT_MESSAGES.backInReview,
};

const noOrder = { orderId: null, orderIds: [] as string[] };

/**
 * `applyStatus(paymentId, status)`: brings our payment in line with the provider's answer, in one
 * transaction that holds the payment row (so two processes, or the status call, the webhook and
 * the reconciliation job at once, change it exactly once): the next state comes from
 * PAYMENT_TRANSITIONS, and landing there runs that state's effects (LANDINGS).
 */
export function createPaymentStatusApplier(deps: PaymentStatusDeps) {
  const { db, orders } = deps;

  /**
   * Why a paid payment can make no order, or null when it can: a product it buys was withdrawn
   * while the buyer paid (a design rejected, deleted or edited back into review, an accessory
   * deleted or taken off sale: docs/decisions/0055), or its hold lapsed and the units are gone.
   * When it can, the units are the payment's: held since creation, or taken now
   * (takeStockIfAvailable).
   */
  async function unfulfillable(tx: Tx, payment: PaymentRow, now: Date): Promise<string | null> {
    const lines = payment.snapshot.lines;
    const withdrawn = await deps.products.withdrawnProducts(lines.map(productOfLine), tx);
    for (const line of lines) {
      const why = withdrawn.get(productKey(productOfLine(line)));
      if (why) return WITHDRAWAL_REASONS[why](line.title);
    }
    if (!payment.stockReserved) {
      const short = await takeStockIfAvailable(tx, lines);
      if (short !== null) return UNFULFILLED_PAYMENT_MESSAGES.soldOut(short);
    }
    // Last, as it writes: a drop's places are taken under its row lock, or the drop closed or
    // filled up while the buyer paid (docs/decisions/0049).
    const dropId = payment.snapshot.dropId;
    return dropId ? claimDropPlaces(tx, dropId, lines, now) : null;
  }

  const effects: Record<TransactionEffect, (s: Settling) => Promise<void>> = {
    async releaseHold({ tx, payment }) {
      if (payment.stockReserved) await releaseStock(tx, payment.snapshot.lines);
    },
    async makeOrders(s) {
      const input = toOrderInput(s.payment, s.status.providerTransactionId);
      if (input.dropId) input.drop = await joinedDrop(s.tx, input.dropId);
      s.orderIds = await deps.completePayment(s.tx, input, s.now);
    },
    async recordState({ tx, payment, status, landing, now }) {
      const plan = LANDINGS[landing];
      await tx
        .update(payments)
        .set({
          state: landing,
          ...(plan.keepsTransactionId
            ? { providerTransactionId: status.providerTransactionId }
            : {}),
          stockReserved: plan.holdsUnits,
          settledAt: now,
        })
        .where(eq(payments.id, payment.id));
    },
    async takeOutOfCart({ tx, payment }) {
      const boughtLines = payment.snapshot.lines.flatMap((l) =>
        l.cartItemId ? [l.cartItemId] : [],
      );
      await deps.cart.removeLines(payment.userId, boughtLines, tx);
    },
    async recordRefund({ tx, payment, reason }) {
      await deps.refunds.recordForUnfulfilledPayment(tx, payment, reason!);
      deps.log?.warn(
        { merchantOrderId: payment.merchantOrderId, reason },
        'paid payment made no order: refunding it in full',
      );
    },
  };

  /** Run once the landing's transaction has committed; a failure is retried by the refunds job. */
  const afterCommit: Record<AfterCommitEffect, (paymentId: string) => Promise<void>> = {
    askRefund: (paymentId) => deps.refunds.settleUnfulfilledPayment(paymentId),
  };

  /** Where the answer takes the payment, its checks made (a paid answer may land elsewhere). */
  async function landingFor(
    tx: Tx,
    payment: PaymentRow,
    status: PaymentStatus,
    now: Date,
  ): Promise<{ landing: Landing; reason: string | null } | null> {
    const next = nextPaymentState(payment.state, status.state);
    if (next !== 'COMPLETED') return next === null ? null : { landing: next, reason: null };
    const amountMatches = status.amountPaise === payment.amountPaise;
    if (!amountMatches) {
      deps.log?.error(
        {
          merchantOrderId: payment.merchantOrderId,
          provider: status.amountPaise,
          ours: payment.amountPaise,
        },
        'paid amount differs',
      );
    }
    return paidLanding({ amountMatches, unfulfilledReason: () => unfulfillable(tx, payment, now) });
  }

  return async function applyStatus(
    paymentId: string,
    status: PaymentStatus,
    now: Date = new Date(),
  ): Promise<AppliedStatus> {
    const outcome = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (!payment) throw new AppError('NOT_FOUND', ORDER_MESSAGES.paymentNotFound);

      const move = await landingFor(tx, payment, status, now);
      if (!move) {
        const state = payment.state as StoredPaymentState;
        if (state !== 'COMPLETED') return { applied: { state, ...noOrder }, landing: null };
        const orderIds = await orders.findByPaymentId(payment.id, tx);
        return { applied: { state, orderId: orderIds[0] ?? null, orderIds }, landing: null };
      }
      const settling: Settling = { tx, payment, status, now, ...move, orderIds: [] };
      for (const effect of LANDINGS[move.landing].effects) await effects[effect](settling);
      const { orderIds } = settling;
      return {
        applied: { state: move.landing, orderId: orderIds[0] ?? null, orderIds },
        landing: move.landing,
      };
    });
    if (outcome.landing) {
      for (const effect of LANDINGS[outcome.landing].afterCommit)
        await afterCommit[effect](paymentId);
    }
    return outcome.applied;
  };
}
