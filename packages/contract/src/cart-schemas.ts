import { z } from 'zod';
import { deliveryQuoteSchema, pinCodeField } from './delivery-schemas';
import { PRODUCT_TYPES, QUANTITY_MAX } from './catalog';
import { accessorySchema, tshirtSchema } from './catalog-schemas';
import { CART_LINE_MAX, CART_MESSAGES, CUSTOM_NAME_MAX, type CartSummary } from './cart';
import { canonicalColorName, canonicalOptional, canonicalSizeName } from './cart-choice';
import { DESIGN_REVIEW_OUTCOMES } from './design-review';
import { ORDER_STATUSES } from './orders';
import { BALANCE_MESSAGES, BALANCE_METHODS } from './shipping';
import { WISHLIST_MAX } from './wishlist';

const id = z.uuid();

/**
 * POST /api/cart/add. Prices a client sends (finalPrice, discountPrice, deliveryPrice) are
 * accepted for compatibility and ignored: the server prices every line from the catalogue.
 */
export const addToCartSchema = z
  .object({
    productType: z.enum(PRODUCT_TYPES),
    tshirtId: id.optional(),
    accessoryId: id.optional(),
    // A JSON number, not coerced: `true`, `[2]` and `"2"` are refused (docs/decisions/0023).
    quantity: z.number().int().min(1, CART_MESSAGES.quantityMin).max(QUANTITY_MAX).default(1),
    // One spelling per size and colour, so " navy blue " and "Navy Blue" are one cart line.
    size: z
      .string()
      .trim()
      .max(10)
      .nullish()
      .transform((v) => canonicalOptional(v, canonicalSizeName)),
    color: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => canonicalOptional(v, canonicalColorName)),
    wantsCustomization: z.boolean().default(false),
    customName: z
      .string()
      .trim()
      .max(CUSTOM_NAME_MAX)
      .default('')
      .transform((v) => v.replace(/\s+/g, ' ')),
    customizableParts: z.array(z.string()).optional(),
    finalPrice: z.unknown().optional(),
    discountPrice: z.unknown().optional(),
    deliveryPrice: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const productId = value.productType === 'tshirt' ? value.tshirtId : value.accessoryId;
    if (!productId)
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: CART_MESSAGES.missingProductId,
      });
    if (value.productType === 'tshirt' && (!value.size || !value.color)) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: CART_MESSAGES.sizeRequired });
    }
    if (value.wantsCustomization && !value.customName) {
      ctx.addIssue({
        code: 'custom',
        path: ['customName'],
        message: CART_MESSAGES.enterCustomName,
      });
    }
  });
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const updateCartSchema = z.object({
  quantity: z.number().int().min(1, CART_MESSAGES.quantityMin).max(CART_LINE_MAX),
});

/**
 * POST /api/cart/merge: the guest cart's lines, added to the account's on login. Each line is
 * checked on its own, so one stale guest line does not stop the others.
 */
export const mergeCartSchema = z.object({
  items: z.array(z.unknown()).max(100),
});

/**
 * POST /api/cart/quote: the guest cart (kept on the device) priced now, without an account.
 * Each line carries the device's own id; a line that does not parse comes back unavailable.
 */
export const quoteCartSchema = z.object({
  /** The buyer's PIN code: with it, each parcel's delivery charge and dates (decision 0066). */
  pinCode: pinCodeField.optional(),
  items: z
    .array(
      z.looseObject({
        id: z.string().min(1).max(100),
        // A line may be stale (its product gone: answered unavailable), but a quantity that is not
        // a whole number of units is a forged request, refused whole (docs/decisions/0023).
        quantity: z.number().int().min(1, CART_MESSAGES.quantityMin).max(CART_LINE_MAX).optional(),
      }),
    )
    .max(100),
});

/** A cart line as the API sends it: the choice, priced now from the catalogue (rupees). */
export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  tshirtId: z.string().optional(),
  accessoryId: z.string().optional(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  wantsCustomization: z.boolean(),
  customizableParts: z.array(z.string()),
  customName: z.string(),
  /** Regular unit price for this choice. */
  price: z.number(),
  /** Unit price a shopper pays now (before customisation). */
  finalPrice: z.number(),
  discountPrice: z.number().nullable(),
  /** True for an accessory whose discount breaks the rule (shown as 'Invalid discount'). */
  invalidDiscount: z.boolean(),
  deliveryPrice: z.number(),
  customizationPrice: z.number(),
  lineTotal: z.number(),
  allowPartialPayment: z.boolean(),
  /** False when the product was removed, unapproved, deactivated or sold out. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** Accessories: units in stock now. */
  stock: z.number().nullable(),
});

export const cartSummarySchema = z.object({
  itemCount: z.number(),
  subtotal: z.number(),
  customization: z.number(),
  delivery: z.number(),
  total: z.number(),
  /** Some available t-shirt allows the 50% advance. */
  allowPartialPayment: z.boolean(),
}) satisfies z.ZodType<CartSummary>;

export const cartResponseSchema = z.object({
  items: z.array(cartLineSchema),
  summary: cartSummarySchema,
  /** A quote for a PIN code: where it is and each parcel's charge and dates. */
  delivery: deliveryQuoteSchema.optional(),
});

/** POST /api/cart/merge: the cart, how many guest lines joined it and the toast saying so. */
export const cartMergeResponseSchema = cartResponseSchema.extend({
  merged: z.number(),
  message: z.string().nullable(),
});

export const wishlistItemSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  productId: z.uuid(),
});

/** PUT /api/wishlist/sync: the device's wishlist, added to the account's (a union, newest kept). */
export const wishlistSyncSchema = z.object({
  items: z.array(wishlistItemSchema).max(WISHLIST_MAX),
});

/** A wishlist entry kept on the account; `product` is null once the product is gone. */
export const wishlistEntrySchema = z.discriminatedUnion('productType', [
  z.object({
    productType: z.literal('tshirt'),
    productId: z.string(),
    addedAt: z.string(),
    product: tshirtSchema.nullable(),
  }),
  z.object({
    productType: z.literal('accessory'),
    productId: z.string(),
    addedAt: z.string(),
    product: accessorySchema.nullable(),
  }),
]);

/** Every answer of /api/wishlist: the whole list, newest first. */
export const wishlistResponseSchema = z.object({ items: z.array(wishlistEntrySchema) });

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  remark: z.string().trim().max(500).default(''),
  statusUpdate: z.unknown().optional(),
  expectedDeliveryDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  /** Required when the status is `shipped` (shipping.ts `shipmentErrors`, checked by the server). */
  courier: z.string().trim().max(200).optional(),
  trackingNumber: z.string().trim().max(200).optional(),
});

/** `PATCH /api/orders/{id}/balance`: the balance of an advance, collected at delivery. */
export const orderBalanceSchema = z.object({
  method: z.enum(BALANCE_METHODS, { error: BALANCE_MESSAGES.methodRequired }),
  amount: z.number().positive(),
});
export type OrderBalanceInput = z.output<typeof orderBalanceSchema>;

export const designReviewSchema = z.object({
  status: z.enum(DESIGN_REVIEW_OUTCOMES),
  adminRemarks: z.string().trim().max(1000).default(''),
});

// The types inferred from these schemas, kept here rather than in wishlist.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** A wishlist entry kept on the account; `product` is null once the product is gone. */
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

// Inferred here rather than in cart.ts so that file never imports this one back (no import
// cycles, docs/decisions/0062); type-only, so they ship no zod.
/** A cart line as the API sends it: the choice, priced now from the catalogue (rupees). */
export type CartLine = z.infer<typeof cartLineSchema>;
/** Every answer of /api/cart: the whole cart, priced now. */
export type CartResponse = z.infer<typeof cartResponseSchema>;
