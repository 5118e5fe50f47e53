import { z } from 'zod';
import { REFUND_STATES, type OrderRefund } from './admin/refunds';
import { PRODUCT_TYPES } from './catalog';
import { BALANCE_METHODS } from './shipping';
import { BUYER_CANCEL_MESSAGES, ORDER_STATUSES } from './orders';
import { paginationSchema } from './pagination-schemas';
import { DELIVERY_ZONES } from './delivery';
import { deliveryWindowSchema } from './delivery-schemas';

/**
 * The orders' replies as zod schemas: the API declares each route's response with them (its
 * serializer sends what they describe and nothing else), and the types in orders.ts are inferred
 * from them. Kept apart from orders.ts so pages that only need its constants ship no zod. Money in
 * rupees, dates as ISO strings (spec: accounts-orders §3).
 */

/** A cancelled order's refund (`Order.refund`, docs/decisions/0022). */
export const orderRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(REFUND_STATES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<OrderRefund>;

/**
 * What came back of an order through received returns (docs/decisions/0059), null when nothing
 * did: units returned of units bought, and what was paid back, online through the provider
 * (`refundedAmount`) and in cash for what was paid at the door (paid, and still owed). Read in one
 * statement per page of orders; an exchange is not a return (its units are replaced, not refunded).
 */
export const orderReturnsSummarySchema = z.object({
  unitsReturned: z.number(),
  unitsBought: z.number(),
  refundedAmount: z.number(),
  cashRefundedAmount: z.number(),
  cashRefundOwedAmount: z.number(),
});

export const orderItemSchema = z.object({
  /** The order line's id: a review or a return request names the line it is about. */
  _id: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  tshirtId: z.string().optional(),
  accessoryId: z.string().optional(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  productData: z.object({ title: z.string(), image: z.string().nullable() }).nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  finalPrice: z.number(),
  deliveryPrice: z.number(),
  wantsCustomization: z.boolean(),
  customizableParts: z.array(z.string()),
  customName: z.string(),
  customizationPrice: z.number(),
  /** Who sells the item (a design's or an accessory's seller); null once their account is gone. */
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
});

export const orderStatusEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  timestamp: z.string(),
  remark: z.string(),
  updatedBy: z.string().nullable(),
});

/** The buyer's delivery details; `name` and `city` are the spec's aliases of fullName and district. */
export const orderDeliveryDetailsSchema = z.object({
  name: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

/** `trackingUrl`: the courier's tracking page, null for a courier whose address is unknown. */
export const orderShipmentSchema = z.object({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});

/**
 * The parcel as it was priced at checkout (docs/decisions/0066): its zone, where it is collected,
 * its weight and the delivery window promised (null for a drop's order, printed once it closes).
 */
export const orderParcelSchema = z.object({
  zone: z.enum(DELIVERY_ZONES),
  zoneLabel: z.string(),
  pickupPinCode: z.string(),
  weightGrams: z.number().int(),
  estimatedDelivery: deliveryWindowSchema.nullable(),
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(orderItemSchema),
  deliveryDetails: orderDeliveryDetailsSchema,
  totalAmount: z.number(),
  deliveryPaymentAmount: z.number(),
  paymentInfo: z.object({
    method: z.string(),
    advancePayment: z.number(),
    advanceAmount: z.number(),
    remainingAmount: z.number(),
    paymentStatus: z.enum(['PARTIAL', 'COMPLETE']),
    partialPaymentMade: z.boolean(),
    transactionId: z.string().nullable(),
    merchantTransactionId: z.string(),
    /** What is still to be paid at the door: the remaining amount until it is collected, then 0. */
    balanceDue: z.number(),
    /** The balance of an advance as collected at delivery (docs/decisions/0048), else null. */
    balanceCollected: z
      .object({ amount: z.number(), method: z.enum(BALANCE_METHODS), collectedAt: z.string() })
      .nullable(),
  }),
  statusHistory: z.array(orderStatusEntrySchema),
  expectedDeliveryDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.string(),
  /** Who ships this order: a seller's id, or null for the shop (Print & Delivery). */
  fulfillerId: z.string().nullable(),
  /** What was paid back when a paid order was cancelled (null otherwise; docs/decisions/0022). */
  refund: orderRefundSchema.nullable(),
  /** The courier and tracking number recorded when it was shipped (docs/decisions/0048). */
  shipment: orderShipmentSchema.nullable(),
  /**
   * Its tax invoice's number once issued (at payment; a drop's order when the drop succeeds), and
   * its credit note's once it was cancelled and refunded; null otherwise (docs/decisions/0050).
   */
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The campus drop it joined (docs/decisions/0049); held while pending (`isHeldByDrop`). */
  dropId: z.string().nullable(),
  /** When it was delivered (the return window and the review prompt count from it), else null. */
  deliveredAt: z.string().nullable(),
  /** The order a size exchange's ₹0 replacement replaces (docs/decisions/0052), else null. */
  replacesOrderId: z.string().nullable(),
  /** What received returns brought back and paid back (docs/decisions/0059), else null. */
  returns: orderReturnsSummarySchema.nullable(),
  /** Null on orders placed before delivery zones (docs/decisions/0066). */
  parcel: orderParcelSchema.nullable(),
});

/**
 * The seller's view: no buyer account id, and no `name`/`city` aliases. `fulfilledByShop`: an
 * order the shop prints and ships holding the seller's Print & Delivery design, read-only for
 * the designer and without the buyer's delivery details (null; docs/decisions/0048).
 */
export const sellerOrderSchema = orderSchema.omit({ userId: true, deliveryDetails: true }).extend({
  deliveryDetails: orderDeliveryDetailsSchema.omit({ name: true, city: true }).nullable(),
  fulfilledByShop: z.boolean(),
});

/**
 * `PATCH /api/orders/{id}/status`: an admin gets the order, the fulfilling seller their own view
 * of it. The full order is tried first, so an admin's reply keeps its buyer fields.
 */
export const orderOrSellerOrderSchema = z.union([orderSchema, sellerOrderSchema]);

export const sellerSalesSummarySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  orders: z.number(),
  units: z.number(),
  revenue: z.number(),
  /** Orders the shop fulfils holding the seller's Print & Delivery designs, counted apart. */
  shopFulfilled: z.object({ orders: z.number(), units: z.number() }),
});

/** `GET /api/orders/seller`. */
export const sellerOrdersResponseSchema = z.object({
  orders: z.array(sellerOrderSchema),
  pagination: paginationSchema,
  summary: sellerSalesSummarySchema,
});

/** `GET /api/orders/{id}/timeline` (order-timeline.ts). */
export const orderTimelineResponseSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  expectedDeliveryDate: z.string().nullable(),
  steps: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      label: z.string(),
      reached: z.boolean(),
      current: z.boolean(),
      timestamp: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
});

/**
 * A CSV download (`text/csv`): the text, or a stream of it for a long file. Fastify sends either
 * as it is (only JSON replies go through the serializer), so this declares the reply's type.
 */
export const csvFileSchema = z.custom<string | AsyncIterable<unknown>>(
  (value) =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
);

/** `POST /api/orders/:id/cancel`: the buyer's cancel before confirmation (docs/decisions/0058). */
export const buyerCancelSchema = z.object({
  reason: z.string().trim().max(300, BUYER_CANCEL_MESSAGES.reasonLength).optional(),
});
export type BuyerCancelInput = z.output<typeof buyerCancelSchema>;

/**
 * `GET /api/orders/last-delivery`: the delivery details of the buyer's newest order, which checkout
 * offers as "Use my last address" (decision 0056); null before a first order.
 */
export const lastDeliveryResponseSchema = z.object({
  deliveryDetails: z
    .object({
      fullName: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.string(),
      pinCode: z.string(),
      district: z.string(),
      state: z.string(),
    })
    .nullable(),
});
export type LastDeliveryResponse = z.infer<typeof lastDeliveryResponseSchema>;

// The types inferred from these schemas, kept here rather than in orders.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** An order as the API sends it (spec: accounts-orders §3; order-schemas.ts). Money in rupees. */
export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;
export type Order = z.infer<typeof orderSchema>;
/**
 * An order as the seller who fulfils it sees it (GET /api/orders/seller): only their own lines and
 * the delivery details needed to ship them, not the buyer's account.
 */
export type SellerOrder = z.infer<typeof sellerOrderSchema>;
/** The period's sales: paid orders that are not cancelled. Revenue in rupees. */
export type SellerSalesSummary = z.infer<typeof sellerSalesSummarySchema>;
export type SellerOrdersResponse = z.infer<typeof sellerOrdersResponseSchema>;
