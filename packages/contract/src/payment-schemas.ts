import { z } from 'zod';
import { pinCodePlaceSchema } from './admin/settings-schema';
import { DELIVERY_COVERAGES } from './delivery-schemas';
import { orderSchema } from './order-schemas';
import { PAYMENT_STATES } from './payments';

/**
 * The payment and checkout replies as zod schemas: the API declares each route's response with
 * them (its serializer sends what they describe and nothing else), and the payment types are
 * inferred from them at the end of this file (checkout.ts infers its own). Kept apart so pages
 * that only need those constants ship no zod. Money in rupees.
 */

/** `POST /api/payments/create` (201): where to send the shopper, and the amount asked. */
export const createPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  merchantOrderId: z.string(),
  merchantTransactionId: z.string(),
  transactionId: z.string(),
  redirectUrl: z.string(),
  amount: z.number(),
});

/** `POST|GET /api/payments/status/{transactionId}` (spec: storefront §4). */
export const paymentStatusResponseSchema = z.object({
  success: z.boolean(),
  state: z.enum(PAYMENT_STATES),
  message: z.string(),
  merchantOrderId: z.string(),
  transactionId: z.string().nullable(),
  /** The payment's first order (the shop's when it fulfils any line). */
  order: orderSchema.nullable(),
  /** Every order the payment made: one per fulfiller (decision 0016). */
  orders: z.array(orderSchema),
});

/** `POST /api/payments/webhook/{provider}`: the payment's state after the check (null: not ours). */
export const paymentWebhookResponseSchema = z.object({
  received: z.literal(true),
  state: z.enum(PAYMENT_STATES).nullable(),
});

/** `GET /api/checkout/settings`: what the checkout form needs to know before it submits. */
export const checkoutSettingsSchema = z.object({
  /**
   * Where the shop delivers (decision 0066): 'india' (every PIN in the directory) or 'campuses'
   * (only `deliverablePinCodes`, the campus list).
   */
  coverage: z.enum(DELIVERY_COVERAGES),
  deliverablePinCodes: z.array(z.string()),
  /** District and state of the deliverable codes the admin gave one: the form fills them in. */
  pinCodePlaces: z.record(z.string(), pinCodePlaceSchema),
  /** Share of the total paid now when the shopper picks the advance (percent). */
  advancePercent: z.number(),
  /** Smallest amount a payment may ask for, in rupees. */
  minPaymentAmount: z.number(),
  paymentProvider: z.enum(['simulator', 'phonepe']),
});

/**
 * `GET /pay/simulator/{merchantOrderId}`: the simulator's hosted page, HTML, which Fastify sends as
 * it is (only JSON replies go through the serializer), so this declares the reply's type.
 */
export const simulatorPageSchema = z.string();

/** `POST /api/payments/simulator/{merchantOrderId}`: 303 to the shop's /payment-callback, no body. */
export const simulatorSettleResponseSchema = z.undefined();

// The types inferred from these schemas, kept here rather than in payments.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** The answer to a status check (payment-schemas.ts): the state, and the orders it made. */
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
/** The answer to a new payment: where the provider's page is, and the amount asked (rupees). */
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
/** What a provider's webhook is answered. */
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponseSchema>;
