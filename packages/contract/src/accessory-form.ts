import { z } from 'zod';
import { ACCESSORY_STATUSES } from './catalog';
import { formatRupeesShort, toPaise } from './money';
import { MAX_DELIVERY_PRICE_PAISE, MAX_PRICE_PAISE, PRICE_LIMIT_MESSAGES } from './price-limits';
import { isAccessoryDiscountValid, MAX_ACCESSORY_DISCOUNT_PERCENT } from './pricing';
import { DEFAULT_ACCESSORY_WEIGHT_GRAMS, DELIVERY_LIMITS, DELIVERY_MESSAGES } from './delivery';

/**
 * The accessory wizard, the seller's and the admin's accessory forms (spec: seller-admin §5, §8,
 * §9), and `POST`/`PUT /api/accessories`, which check the wider accessory rules again.
 */

export const ACCESSORY_LIMITS = {
  titleMin: 3,
  /** The server's wider rule (spec §5 "Wider accessory rules"). */
  serverTitleMin: 2,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 2_000,
  wizardMinPricePaise: 1_000,
  maxPricePaise: MAX_PRICE_PAISE,
  maxDeliveryPricePaise: MAX_DELIVERY_PRICE_PAISE,
  categoryMax: 50,
  universityMin: 2,
  nameMax: 120,
  stockMax: 100_000,
  wizardImages: 1,
  maxImages: 5,
  listLimit: 100,
} as const;

/** What a ticked "All Departments" stores as the department. */
export const ALL_DEPARTMENTS = 'All Departments';

/** Percent off with up to two decimals, for 'Current discount: {x}%'. */
export function discountPercent(pricePaise: number, discountPaise: number): number {
  if (pricePaise <= 0) return 0;
  return Math.round(((pricePaise - discountPaise) / pricePaise) * 10_000) / 100;
}

export const ACCESSORY_FORM_MESSAGES = {
  titleMin: (min: number) => `Title must be at least ${min} characters`,
  descriptionMin: `Description must be at least ${ACCESSORY_LIMITS.descriptionMin} characters`,
  priceInvalid: 'Please enter a valid price',
  priceMin: `Price must be at least ${formatRupeesShort(ACCESSORY_LIMITS.wizardMinPricePaise)}`,
  priceNegative: 'Price cannot be negative',
  priceMax: PRICE_LIMIT_MESSAGES.priceMax,
  deliveryMax: PRICE_LIMIT_MESSAGES.deliveryMax,
  requiredFields: 'Please fill in all required fields',
  categoryMax: `Category must be at most ${ACCESSORY_LIMITS.categoryMax} characters`,
  subCategoryMax: `Sub-category must be at most ${ACCESSORY_LIMITS.categoryMax} characters`,
  stockInvalid: 'Stock must be a whole number of 0 or more',
  universityMin: `University name must be at least ${ACCESSORY_LIMITS.universityMin} characters`,
  discountNotBelow: 'Discount price must be less than the original price',
  discountCap: (percent: number) =>
    `Discount cannot exceed ${MAX_ACCESSORY_DISCOUNT_PERCENT}% of the original price. Current discount: ${percent}%`,
  imageRequired: 'Please upload at least one image',
  wizardImageMax: 'Maximum 1 image allowed',
  imagesMax: `Maximum ${ACCESSORY_LIMITS.maxImages} images allowed`,
  termsRequired: 'Please accept the terms and conditions',
  deleteConfirm: 'Are you sure you want to delete this accessory?',
  notYoursToEdit: 'You can only edit your own accessories',
  notYoursToDelete: 'You can only delete your own accessories',
  noneSelected: 'No accessory selected for editing',
  invalidData: 'Invalid accessory data',
  // Toasts (spec §8).
  imageUploadFailed: 'Failed to upload image.',
  uploadFailed: 'Failed to upload accessory. Please try again.',
  uploaded: 'Accessory uploaded successfully!',
  loadFailed: 'Failed to load accessories',
  notFound: 'Accessory not found',
  created: 'Accessory created successfully!',
  createFailed: 'Failed to create accessory',
  updated: 'Accessory updated successfully!',
  updateFailed: (message: string) => `Failed to update accessory: ${message}`,
  deleted: 'Accessory deleted successfully!',
  deleteFailed: (message: string) => `Failed to delete accessory: ${message}`,
} as const;

const M = ACCESSORY_FORM_MESSAGES;
const L = ACCESSORY_LIMITS;

const required = (max: number, tooLong: string = M.requiredFields) =>
  z.string({ error: M.requiredFields }).trim().min(1, M.requiredFields).max(max, tooLong);
/** A flag sent as JSON or as form text ('true' / 'false'). */
const flag = z
  .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
  .default(false);
const rupees = z.coerce.number({ error: M.priceInvalid }).refine(Number.isFinite, M.priceInvalid);

/** The spec sends `images` and `specifications` as JSON text; objects are accepted too. */
function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

/**
 * A discount of 0 or none is no discount; any other must be below the price and at most 99% off
 * (the same rule `isAccessoryDiscountValid` prices by).
 */
function checkDiscount(d: { price: number; discountPrice?: number | null }, ctx: z.RefinementCtx) {
  const discount = d.discountPrice ?? 0;
  if (discount === 0) return;
  const price = toPaise(d.price);
  const paise = toPaise(discount);
  if (discount < 0 || paise >= price) {
    ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: M.discountNotBelow });
  } else if (!isAccessoryDiscountValid(price, paise)) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountPrice'],
      message: M.discountCap(discountPercent(price, paise)),
    });
  }
}

/** Where an accessory belongs: a university, and a department unless it is for all of them. */
const placeFields = {
  universityName: z
    .string({ error: M.requiredFields })
    .trim()
    .min(1, M.requiredFields)
    .max(L.nameMax),
  departmentName: z.string().trim().max(L.nameMax).nullish(),
  isAllDepartments: flag,
};
function checkDepartment(
  d: { departmentName?: string | null; isAllDepartments: boolean },
  ctx: z.RefinementCtx,
) {
  if (!d.isAllDepartments && !d.departmentName)
    ctx.addIssue({ code: 'custom', path: ['departmentName'], message: M.requiredFields });
}

/** The wizard asks for 3 characters, the server's wider rule for 2 (spec §5). */
const titleOf = (min: number) =>
  z.string({ error: M.requiredFields }).trim().min(min, M.titleMin(min)).max(L.titleMax);
const description = z
  .string({ error: M.requiredFields })
  .trim()
  .min(L.descriptionMin, M.descriptionMin)
  .max(L.descriptionMax);

/** Wizard step 1, Basic Info. */
export const accessoryBasicsSchema = z
  .object({
    title: titleOf(L.titleMin),
    description,
    price: rupees
      .refine((p) => toPaise(p) >= L.wizardMinPricePaise, M.priceMin)
      .refine((p) => toPaise(p) <= L.maxPricePaise, M.priceMax),
    discountPrice: rupees.nullish(),
  })
  .superRefine(checkDiscount);

const stock = z.coerce
  .number({ error: M.stockInvalid })
  .int(M.stockInvalid)
  .min(0, M.stockInvalid)
  .max(L.stockMax, M.stockInvalid);

/** One unit's weight packed, in grams (the parcel's slab: docs/decisions/0066). */
export const accessoryWeight = z.coerce
  .number({ error: DELIVERY_MESSAGES.weightInvalid })
  .int(DELIVERY_MESSAGES.weightInvalid)
  .min(DELIVERY_LIMITS.weightMinGrams, DELIVERY_MESSAGES.weightInvalid)
  .max(DELIVERY_LIMITS.weightMaxGrams, DELIVERY_MESSAGES.weightInvalid);

/** Wizard step 2, Category & Details. */
export const accessoryDetailsSchema = z
  .object({
    category: required(L.categoryMax, M.categoryMax),
    subCategory: required(L.categoryMax, M.subCategoryMax),
    stock,
    weightGrams: accessoryWeight.default(DEFAULT_ACCESSORY_WEIGHT_GRAMS),
    isTechnical: flag,
    ...placeFields,
  })
  .superRefine(checkDepartment);

/** Wizard step 3, Images: exactly one. */
export const accessoryWizardImagesSchema = z.object({
  images: z
    .array(z.string().trim().min(1).max(500))
    .min(1, M.imageRequired)
    .max(L.wizardImages, M.wizardImageMax),
});

/**
 * `POST /api/accessories` and `PUT /api/accessories/{id}` (rupees): the wider accessory rules
 * (title ≥ 2, price ≥ 0, university ≥ 2), the discount rule, at most 5 images. The seller comes
 * from the token, never from the body; `sellerId`/`sellerName` sent by the client are ignored.
 */
export const accessoryWriteSchema = z
  .object({
    title: titleOf(L.serverTitleMin),
    description,
    price: rupees
      .refine((p) => p >= 0, M.priceNegative)
      .refine((p) => toPaise(p) <= L.maxPricePaise, M.priceMax),
    discountPrice: rupees.nullish(),
    deliveryPrice: rupees
      .refine((p) => p >= 0, M.priceNegative)
      .refine((p) => toPaise(p) <= L.maxDeliveryPricePaise, M.deliveryMax)
      .default(0),
    category: required(L.categoryMax, M.categoryMax),
    subCategory: required(L.categoryMax, M.subCategoryMax),
    stock,
    /** Left out, a new accessory weighs the default and an edited one keeps its weight. */
    weightGrams: accessoryWeight.optional(),
    status: z.enum(ACCESSORY_STATUSES).default('active'),
    isTechnical: flag,
    ...placeFields,
    universityName: placeFields.universityName.pipe(
      z.string().min(L.universityMin, M.universityMin),
    ),
    images: jsonText(
      z
        .array(z.string().trim().min(1).max(500))
        .min(1, M.imageRequired)
        .max(L.maxImages, M.imagesMax),
    ),
    specifications: jsonText(z.record(z.string().max(60), z.string().max(500)).default({})).default(
      {},
    ),
  })
  .superRefine(checkDiscount)
  .superRefine(checkDepartment)
  .transform((d) => ({
    title: d.title,
    description: d.description,
    pricePaise: toPaise(d.price),
    discountPricePaise: d.discountPrice ? toPaise(d.discountPrice) : null,
    deliveryPricePaise: toPaise(d.deliveryPrice),
    category: d.category,
    subCategory: d.subCategory,
    stock: d.stock,
    ...(d.weightGrams === undefined ? {} : { weightGrams: d.weightGrams }),
    status: d.status,
    isTechnical: d.isTechnical,
    universityName: d.universityName,
    departmentName: d.isAllDepartments ? ALL_DEPARTMENTS : (d.departmentName ?? ''),
    isAllDepartments: d.isAllDepartments,
    images: d.images,
    specifications: d.specifications,
  }));
export type AccessoryWrite = z.output<typeof accessoryWriteSchema>;
