import { z } from 'zod';
import { PRODUCT_TYPES, QUANTITY_MAX } from './catalog';
import { CART_LINE_MAX, CART_MESSAGES, CUSTOM_NAME_MAX } from './cart';
import { canonicalColorName, canonicalOptional, canonicalSizeName } from './cart-choice';
import { DESIGN_REVIEW_OUTCOMES } from './design-review';
import { ORDER_STATUSES } from './orders';
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
    // A JSON number, not coerced: `true`, `[2]` and `"2"` are refused (issue 12, security suite).
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
  items: z
    .array(
      z.looseObject({
        id: z.string().min(1).max(100),
        // A line may be stale (its product gone: answered unavailable), but a quantity that is not
        // a whole number of units is a forged request, refused whole (issue 12, security suite).
        quantity: z.number().int().min(1, CART_MESSAGES.quantityMin).max(CART_LINE_MAX).optional(),
      }),
    )
    .max(100),
});

export const wishlistItemSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  productId: z.uuid(),
});

/** PUT /api/wishlist/sync: the device's wishlist, added to the account's (a union, newest kept). */
export const wishlistSyncSchema = z.object({
  items: z.array(wishlistItemSchema).max(WISHLIST_MAX),
});

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  remark: z.string().trim().max(500).default(''),
  statusUpdate: z.unknown().optional(),
  expectedDeliveryDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const designReviewSchema = z.object({
  status: z.enum(DESIGN_REVIEW_OUTCOMES),
  adminRemarks: z.string().trim().max(1000).default(''),
});
