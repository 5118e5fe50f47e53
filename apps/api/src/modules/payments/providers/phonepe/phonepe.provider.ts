import { createHash, timingSafeEqual } from 'node:crypto';
import { SITE } from '@campus-threads/contract';
import {
  PaymentProviderError,
  type CallbackEvent,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
  type RefundStatus,
} from '../payment-provider';
import { createPhonePeClient, PHONEPE_PATHS } from './phonepe-client';
import {
  callbackSchema,
  MERCHANT_ORDER_ID,
  MIN_AMOUNT_PAISE,
  payResponseSchema,
  refundResponseSchema,
  refundStatusOf,
  refundStatusResponseSchema,
  statusResponseSchema,
  toMetaInfo,
  toPaymentState,
} from './phonepe-mapping';
import type { PhonePeConfig } from './phonepe.config';

/**
 * PhonePe Standard Checkout (PG v2) over its HTTP API: an OAuth token (cached, refreshed before it
 * expires and once on a 401: phonepe-client.ts), `POST /checkout/v2/pay`,
 * `GET /checkout/v2/order/{id}/status`, refunds (`POST /payments/v2/refund`,
 * `GET /payments/v2/refund/{id}/status`), and webhooks authenticated by
 * `Authorization: sha256hex(username:password)`. See README.md.
 */
export function createPhonePeProvider(
  config: PhonePeConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): PaymentProvider {
  const { base, authorized } = createPhonePeClient(config, deps);
  const callbackDigest = createHash('sha256')
    .update(`${config.callbackUsername}:${config.callbackPassword}`)
    .digest();

  /** GET /payments/v2/refund/{merchantRefundId}/status. */
  async function getRefundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const refund = await authorized(
      'refund status',
      `${base.pg}${PHONEPE_PATHS.refundStatus(merchantRefundId)}`,
      { method: 'GET' },
      refundStatusResponseSchema,
    );
    return refundStatusOf('refund status', refund);
  }

  return {
    name: 'phonepe',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!MERCHANT_ORDER_ID.test(input.merchantOrderId)) {
        throw new PaymentProviderError(
          'PhonePe merchantOrderId must be 1-63 letters, digits, "_" or "-"',
          false,
        );
      }
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
        throw new PaymentProviderError(
          `PhonePe amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`,
          false,
        );
      }
      if (!Number.isSafeInteger(input.expireAfterSeconds) || input.expireAfterSeconds <= 0) {
        throw new PaymentProviderError(
          'PhonePe expireAfter must be a positive whole number of seconds',
          false,
        );
      }
      const body = {
        merchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
        expireAfter: input.expireAfterSeconds,
        metaInfo: toMetaInfo(input.meta),
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: config.paymentMessage ?? `${SITE.name} order ${input.merchantOrderId}`,
          merchantUrls: { redirectUrl: input.redirectUrl },
        },
      };
      const created = await authorized(
        'pay',
        `${base.pg}${PHONEPE_PATHS.pay}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        payResponseSchema,
      );
      return { providerOrderId: created.orderId, redirectUrl: created.redirectUrl };
    },

    async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
      // details=false: PhonePe lists only the latest attempt, which is the one that settled the order.
      const order = await authorized(
        'status',
        `${base.pg}${PHONEPE_PATHS.status(merchantOrderId)}?details=false`,
        { method: 'GET' },
        statusResponseSchema,
      );
      const state = toPaymentState(order.state);
      if (!state)
        throw new PaymentProviderError(
          `PhonePe status answered an unknown order state "${order.state}"`,
          true,
        );
      const attempts = order.paymentDetails ?? [];
      const attempt =
        attempts.find((a) => a.state?.toUpperCase() === 'COMPLETED') ?? attempts.at(-1);
      return {
        state,
        amountPaise: order.amount,
        providerTransactionId: attempt?.transactionId ?? null,
      };
    },

    /**
     * POST /payments/v2/refund. A refused request (a 4xx: PhonePe already has this
     * merchantRefundId, say, because an earlier answer was lost) is checked against the refund's
     * status: a refund PhonePe knows is answered as it stands, so a retry never refunds twice.
     */
    async refund(input: RefundInput): Promise<RefundStatus> {
      if (!MERCHANT_ORDER_ID.test(input.merchantRefundId)) {
        throw new PaymentProviderError(
          'PhonePe merchantRefundId must be 1-63 letters, digits, "_" or "-"',
          false,
        );
      }
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
        throw new PaymentProviderError(
          `PhonePe refund amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`,
          false,
        );
      }
      try {
        const accepted = await authorized(
          'refund',
          `${base.pg}${PHONEPE_PATHS.refund}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              merchantRefundId: input.merchantRefundId,
              originalMerchantOrderId: input.merchantOrderId,
              amount: input.amountPaise,
            }),
          },
          refundResponseSchema,
        );
        return refundStatusOf('refund', accepted);
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
        const known = await getRefundStatus(input.merchantRefundId).catch(() => undefined);
        if (known) return known;
        throw error;
      }
    },

    getRefundStatus,

    async verifyCallback({ headers, rawBody }): Promise<CallbackEvent | null> {
      const given = headers.authorization?.trim();
      if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return null;
      if (!timingSafeEqual(Buffer.from(given, 'hex'), callbackDigest)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = callbackSchema.safeParse(json);
      if (!parsed.success) return null;
      const { event, type, payload } = parsed.data;
      // Order events only (checkout.order.completed / .failed, or the older `type`); refund events
      // carry a refund's state, not the payment's.
      const kind = event ?? type;
      if (!kind || /refund/i.test(kind)) return null;
      const state = toPaymentState(payload.state);
      if (!state) return null;
      // The payload's amount is not used: the service asks getStatus before acting.
      return { merchantOrderId: payload.merchantOrderId, state };
    },
  };
}
