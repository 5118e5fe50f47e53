import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SIMULATOR_MESSAGES, SIMULATOR_TOKEN_PARAM } from '@campus-threads/contract';
import type { Db } from '../../../../db/client';
import { sumOf } from '../../../../db/money-sql';
import { simulatorPayments, simulatorRefunds } from '../../../../db/schema/payments';
import { AppError } from '../../../../lib/errors';
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

/** The hosted page a shopper is sent to (served by simulator.routes.ts), with its token. */
export const simulatorPagePath = (merchantOrderId: string, token: string) =>
  `/pay/simulator/${encodeURIComponent(merchantOrderId)}?${SIMULATOR_TOKEN_PARAM}=${encodeURIComponent(token)}`;

export type SimulatorProvider = PaymentProvider & {
  /** The hosted page's data, or undefined for an unknown id. */
  find(merchantOrderId: string): Promise<typeof simulatorPayments.$inferSelect | undefined>;
  /**
   * The token the hosted page's address carries: an HMAC of the payment id with a key derived
   * from the server's secret (docs/decisions/0031). Only the page's own address settles.
   */
  pageToken(merchantOrderId: string): string;
  /** Throws a 403 AppError unless `token` is the page token of this payment. */
  assertPageToken(merchantOrderId: string, token: string | undefined): void;
  /**
   * The shopper's choice on the hosted page, with the page's token (else a 403 AppError and
   * nothing changes); answers where to send the browser next, or undefined for an unknown id.
   */
  settle(
    merchantOrderId: string,
    outcome: SimulatorOutcome,
    token: string | undefined,
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

  const pageKey = createHmac('sha256', deps.secret).update('payment-simulator-page').digest();

  const sign = (rawBody: string) => createHmac('sha256', key).update(rawBody).digest('hex');
  const pageToken = (merchantOrderId: string) =>
    createHmac('sha256', pageKey).update(merchantOrderId).digest('base64url');

  function assertPageToken(merchantOrderId: string, token: string | undefined): void {
    const expected = Buffer.from(pageToken(merchantOrderId));
    const given = Buffer.from(typeof token === 'string' ? token : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError('FORBIDDEN', SIMULATOR_MESSAGES.invalidLink);
  }

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
        redirectUrl: simulatorPagePath(input.merchantOrderId, pageToken(input.merchantOrderId)),
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
        .select({ paise: sumOf(simulatorRefunds.amountPaise) })
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
    pageToken,
    assertPageToken,

    async settle(merchantOrderId, outcome, token) {
      assertPageToken(merchantOrderId, token);
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
