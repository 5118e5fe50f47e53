import { z } from 'zod';
import { TSHIRT_CATEGORIES } from './collections';
import {
  ACCESSORY_STATUSES,
  DESIGN_STATUSES,
  PAGE_SIZE,
  TARGET_AUDIENCES,
  TSHIRT_SIZES,
  TSHIRT_SORTS,
} from './catalog';
import { pageQuerySchema, paginationSchema } from './pagination-schemas';

// Query schemas live apart from catalog.ts so pages that only need its constants ship no zod.
const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** page: junk is a 422; limit over 100 is clamped to 100. */
export const paginationQuerySchema = pageQuerySchema({ defaultLimit: PAGE_SIZE, overMax: 'clamp' });

export const tshirtListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(TSHIRT_CATEGORIES).optional(),
  subCategory: trimmedText(80),
  targetAudience: z.enum(TARGET_AUDIENCES).optional(),
  search: trimmedText(100),
  hostelName: trimmedText(120),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  eventName: trimmedText(120),
  sort: z.enum(TSHIRT_SORTS).default('newest'),
});
export type TshirtListQuery = z.infer<typeof tshirtListQuerySchema>;

export const accessoryListQuerySchema = paginationQuerySchema.extend({
  search: trimmedText(100),
  category: trimmedText(50),
  subCategory: trimmedText(50),
  sellerId: z.uuid().optional(),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  isTechnical: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AccessoryListQuery = z.infer<typeof accessoryListQuerySchema>;

export const suggestionsQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  minLength: z.coerce.number().int().min(0).max(10).optional(),
  distinct: z.string().optional(),
  timestamp: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// The catalogue as the API sends it (their types are inferred at the end of this file). Money in rupees.

export const tshirtColorVariantSchema = z.object({
  color: z.string(),
  /** Hex value for the swatch. */
  hex: z.string(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
});

export const additionalInfoSchema = z.object({
  hostelName: z.string().nullable(),
  universityName: z.string().nullable(),
  departmentName: z.string().nullable(),
  eventName: z.string().nullable(),
});

export const deliveryConfigSchema = z.object({
  allowCustomDeliveryDays: z.boolean(),
  customDeliveryDays: z.number().nullable(),
  defaultDeliveryDays: z.number(),
});

export const tshirtSchema = z.object({
  _id: z.string(),
  id: z.string(),
  designId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Rupees. */
  price: z.number(),
  discountPrice: z.number().nullable(),
  saleEndTime: z.string().nullable(),
  deliveryPrice: z.number(),
  /** What a shopper pays now for one unit in the default colour, in rupees (server clock). */
  currentPrice: z.number(),
  colorVariants: z.array(tshirtColorVariantSchema),
  colorPrices: z.array(
    z.object({ color: z.string(), price: z.number(), discountPrice: z.number().nullable() }),
  ),
  colorDiscounts: z.array(z.object({ color: z.string(), discountPrice: z.number() })),
  colors: z.array(z.string()),
  sizes: z.array(z.enum(TSHIRT_SIZES)),
  /** The default colour's images (thumbnails in lists). */
  images: z.array(z.string()),
  category: z.enum(TSHIRT_CATEGORIES),
  subCategory: z.string().nullable(),
  targetAudience: z.enum(TARGET_AUDIENCES).nullable(),
  additionalInfo: additionalInfoSchema,
  customizable: z.boolean(),
  customizableParts: z.array(z.string()),
  allowPartialPayment: z.boolean(),
  deliveryConfig: deliveryConfigSchema,
  printWithTShirtBuddy: z.boolean(),
  deliverWithTShirtBuddy: z.boolean(),
  status: z.enum(DESIGN_STATUSES),
  adminRemarks: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  userId: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  inStock: z.boolean(),
  estimatedDelivery: z.string(),
  createdAt: z.string(),
});

export const accessorySchema = z.object({
  _id: z.string(),
  accessoryId: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  /** Final price in rupees after the discount rule (an invalid discount is ignored). */
  currentPrice: z.number(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  stock: z.number(),
  status: z.enum(ACCESSORY_STATUSES),
  category: z.string(),
  subCategory: z.string().nullable(),
  universityName: z.string().nullable(),
  departmentName: z.string().nullable(),
  isAllDepartments: z.boolean(),
  isTechnical: z.boolean(),
  specifications: z.record(z.string(), z.string()),
  sellerId: z.string(),
  sellerName: z.string(),
  /** What its seller set before delivery was priced by zone: kept, not charged (decision 0066). */
  deliveryPrice: z.number(),
  /** One unit's weight packed, in grams (the parcel's slab). */
  weightGrams: z.number(),
  /** Its approved reviews' average (one decimal, 0 with none) and count (docs/decisions/0052). */
  rating: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
});

/** `GET /api/tshirts`: a page of approved designs (cards: thumbnails in place of images). */
export const tshirtListResponseSchema = z.object({
  tshirts: z.array(tshirtSchema),
  pagination: paginationSchema,
});

/** `GET /api/accessories` (and, with counters, the admin's list). */
export const accessoryListResponseSchema = z.object({
  accessories: z.array(accessorySchema),
  pagination: paginationSchema,
});

/** `GET /api/accessories/categories`. */
export const accessoryCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });

/** `GET /api/accessories/subcategories/{category}`. */
export const accessorySubcategoriesResponseSchema = z.object({
  subcategories: z.array(z.string()),
});

/** `DELETE /api/accessories/{id}`. */
export const accessoryDeletedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** `GET /api/suggestions/{universities|departments|hostels|events}`. */
export const suggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });

// The types inferred from these schemas, kept here rather than in catalog.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
// The shapes below are inferred from the reply schemas in catalog-schemas.ts.
export type ColorVariant = z.infer<typeof tshirtColorVariantSchema>;
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;
export type Tshirt = z.infer<typeof tshirtSchema>;
export type Accessory = z.infer<typeof accessorySchema>;
export type TshirtListResponse = z.infer<typeof tshirtListResponseSchema>;
export type AccessoryListResponse = z.infer<typeof accessoryListResponseSchema>;
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
export type AccessoryCategoriesResponse = z.infer<typeof accessoryCategoriesResponseSchema>;
export type AccessorySubcategoriesResponse = z.infer<typeof accessorySubcategoriesResponseSchema>;
export type AccessoryDeletedResponse = z.infer<typeof accessoryDeletedResponseSchema>;
