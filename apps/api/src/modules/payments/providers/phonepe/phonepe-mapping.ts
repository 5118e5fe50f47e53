import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentState,
  type RefundState,
  type RefundStatus,
} from '../payment-provider';
import type { PhonePeEndpoint } from './phonepe-client';

/**
 * PhonePe's words in ours: the bodies it answers (checked with zod), its order and refund states,
 * and our payment's meta values in its udf fields. See README.md.
 */

/** PhonePe: merchantOrderId at most 63 characters, letters, digits, "_" and "-" only. */
export const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;
/** PhonePe: amount in paise, minimum 100. */
export const MIN_AMOUNT_PAISE = 100;
const MAX_UDF_LENGTH = 256;
const UDF_SLOTS = 5;

export const payResponseSchema = z.object({
  orderId: z.string().min(1),
  state: z.string(),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

export const statusResponseSchema = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().int().nonnegative(),
  paymentDetails: z
    .array(
      z.object({
        transactionId: z.string(),
        state: z.string().optional(),
        timestamp: z.number().optional(),
      }),
    )
    .optional(),
});

/** PhonePe answers a refund request with its own id and PENDING. */
export const refundResponseSchema = z.object({
  refundId: z.string().min(1),
  amount: z.number().int().nonnegative().optional(),
  state: z.string(),
});

export const refundStatusResponseSchema = z.object({
  refundId: z.string().optional(),
  originalMerchantOrderId: z.string().optional(),
  amount: z.number().int().nonnegative().optional(),
  state: z.string(),
});

export const callbackSchema = z.object({
  event: z.string().optional(),
  type: z.string().optional(),
  payload: z.object({ merchantOrderId: z.string().min(1), state: z.string() }),
});

/** PhonePe order states; an order that expired unpaid reads FAILED (some webhook samples say EXPIRED). */
export function toPaymentState(state: string): PaymentState | undefined {
  switch (state.toUpperCase()) {
    case 'PENDING':
      return 'PENDING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
    case 'EXPIRED':
      return 'FAILED';
    default:
      return undefined;
  }
}

/** PhonePe refund states: PENDING, CONFIRMED (accepted, on its way), COMPLETED, FAILED. */
function toRefundState(state: string): RefundState | undefined {
  switch (state.toUpperCase()) {
    case 'PENDING':
    case 'CONFIRMED':
      return 'PENDING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
      return 'FAILED';
    default:
      return undefined;
  }
}

export function refundStatusOf(
  endpoint: PhonePeEndpoint,
  body: { state: string; refundId?: string },
): RefundStatus {
  const state = toRefundState(body.state);
  if (!state)
    throw new PaymentProviderError(
      `PhonePe ${endpoint} answered an unknown refund state "${body.state}"`,
      true,
    );
  return { state, providerRefundId: body.refundId ?? null };
}

/** Up to five udf fields: `udf1`..`udf5` keys go to their slot, other entries fill the free slots as `key=value`. */
export function toMetaInfo(
  meta: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!meta || Object.keys(meta).length === 0) return undefined;
  const metaInfo: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, value] of Object.entries(meta)) {
    if (/^udf[1-5]$/.test(key)) metaInfo[key] = value.slice(0, MAX_UDF_LENGTH);
    else rest.push(`${key}=${value}`.slice(0, MAX_UDF_LENGTH));
  }
  for (let slot = 1; slot <= UDF_SLOTS && rest.length > 0; slot++) {
    if (!(`udf${slot}` in metaInfo)) metaInfo[`udf${slot}`] = rest.shift()!;
  }
  if (rest.length > 0)
    throw new PaymentProviderError(`PhonePe keeps at most ${UDF_SLOTS} meta values`, false);
  return metaInfo;
}
