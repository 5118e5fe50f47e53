import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { simulatorPayments, simulatorRefunds } from '../../../../db/schema/payments';
import {
  PaymentProviderError,
  type CallbackEvent,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type RefundStatus,
} from '../payment-provider';

export const SIMULATOR_SIGNATURE_HEADER = 'x-simulator-signature';
export type SimulatorOutcome = 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** The hosted page a shopper is sent to (served by simulator.routes.ts). */
export const simulatorPagePath = (merchantOrderId: string) =>
  `/pay/simulator/${encodeURIComponent(merchantOrderId)}`;

export type SimulatorProvider = PaymentProvider & {
  /** The hosted page's data, or undefined for an unknown id. */
  find(merchantOrderId: string): Promise<typeof simulatorPayments.$inferSelect | undefined>;
  /** The shopper's choice on the hosted page; answers where to send the browser next. */
  settle(
    merchantOrderId: string,
    outcome: SimulatorOutcome,
  ): Promise<{ redirectUrl: string; state: PaymentState } | undefined>;
  /** Signs a webhook body the way verifyCallback expects (tests, and the simulator's own hook). */
  sign(rawBody: string): string;
};

/**
 * A stand-in for a real payment provider: payments live in `simulator_payments`, the shopper pays
 * (or fails, or cancels) on our hosted page, status is read back like a provider's API, and a
 * webhook body is signed with an HMAC of the server's secret. A payment not settled before it
 * expires reads as FAILED, as PhonePe's do.
 */
export function createSimulatorProvider(deps: {
  db: Db;
  secret: string;
  merchantName: string;
  now?: () => Date;
}): SimulatorProvider {
  const { db, merchantName } = deps;
  const now = deps.now ?? (() => new Date());
  const key = createHmac('sha256', deps.secret).update('payment-simulator-webhook').digest();

  const sign = (rawBody: string) => createHmac('sha256', key).update(rawBody).digest('hex');

  async function find(merchantOrderId: string) {
    const [row] = await db
      .select()
      .from(simulatorPayments)
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId))
      .limit(1);
    return row;
  }

  async function findRefund(merchantRefundId: string): Promise<RefundStatus | undefined> {
    const [row] = await db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.merchantRefundId, merchantRefundId))
      .limit(1);
    return row
      ? { state: row.state as RefundStatus['state'], providerRefundId: row.merchantRefundId }
      : undefined;
  }

  function stateOf(row: typeof simulatorPayments.$inferSelect): PaymentState {
    if (row.state === 'PENDING' && row.expiresAt.getTime() <= now().getTime()) return 'FAILED';
    return row.state as PaymentState;
  }

  return {
    name: 'simulator',

    async createPayment(input) {
      await db.insert(simulatorPayments).values({
        merchantOrderId: input.merchantOrderId,
        amountPaise: input.amountPaise,
        transactionId: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
        redirectUrl: input.redirectUrl,
        merchantName,
        expiresAt: new Date(now().getTime() + input.expireAfterSeconds * 1000),
      });
      return {
        providerOrderId: input.merchantOrderId,
        redirectUrl: simulatorPagePath(input.merchantOrderId),
      };
    },

    async getStatus(merchantOrderId): Promise<PaymentStatus> {
      const row = await find(merchantOrderId);
      if (!row) return { state: 'FAILED', amountPaise: 0, providerTransactionId: null };
      return {
        state: stateOf(row),
        amountPaise: row.amountPaise,
        providerTransactionId: row.transactionId,
      };
    },

    async verifyCallback({ headers, rawBody }): Promise<CallbackEvent | null> {
      const given = headers[SIMULATOR_SIGNATURE_HEADER];
      if (!given || !/^[0-9a-f]{64}$/.test(given)) return null;
      if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(rawBody), 'hex')))
        return null;
      try {
        const body = JSON.parse(rawBody) as { merchantOrderId?: unknown; state?: unknown };
        if (typeof body.merchantOrderId !== 'string' || typeof body.state !== 'string') return null;
        return { merchantOrderId: body.merchantOrderId, state: body.state as PaymentState };
      } catch {
        return null;
      }
    },

    /**
     * Records the refund in `simulator_refunds` and completes it at once, as a provider would
     * after checking it: only a completed payment, and never more in total than was paid. The
     * same merchantRefundId answers the refund already recorded.
     */
    async refund(input): Promise<RefundStatus> {
      const known = await findRefund(input.merchantRefundId);
      if (known) return known;
      const payment = await find(input.merchantOrderId);
      if (!payment || stateOf(payment) !== 'COMPLETED')
        throw new PaymentProviderError('Simulator: the payment is not completed', false);
      const [refunded] = await db
        .select({ paise: sql<number>`coalesce(sum(${simulatorRefunds.amountPaise}), 0)::int` })
        .from(simulatorRefunds)
        .where(eq(simulatorRefunds.merchantOrderId, input.merchantOrderId));
      if (
        !Number.isSafeInteger(input.amountPaise) ||
        input.amountPaise <= 0 ||
        (refunded?.paise ?? 0) + input.amountPaise > payment.amountPaise
      )
        throw new PaymentProviderError('Simulator: the refund exceeds what was paid', false);
      await db
        .insert(simulatorRefunds)
        .values({
          merchantRefundId: input.merchantRefundId,
          merchantOrderId: input.merchantOrderId,
          amountPaise: input.amountPaise,
          state: 'COMPLETED',
        })
        .onConflictDoNothing();
      return (await findRefund(input.merchantRefundId))!;
    },

    async getRefundStatus(merchantRefundId): Promise<RefundStatus> {
      const known = await findRefund(merchantRefundId);
      if (!known) throw new PaymentProviderError('Simulator: no such refund', false);
      return known;
    },

    find,

    async settle(merchantOrderId, outcome) {
      const row = await find(merchantOrderId);
      if (!row) return undefined;
      // Only a pending, unexpired payment can change; a second click changes nothing.
      if (stateOf(row) === 'PENDING') {
        await db
          .update(simulatorPayments)
          .set({ state: outcome, settledAt: now() })
          .where(
            and(
              eq(simulatorPayments.merchantOrderId, merchantOrderId),
              eq(simulatorPayments.state, 'PENDING'),
            ),
          );
      }
      const settled = await find(merchantOrderId);
      return { redirectUrl: row.redirectUrl, state: stateOf(settled!) };
    },

    sign,
  };
}
