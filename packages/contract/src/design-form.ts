import { z } from 'zod';
import {
  COLOR_PALETTE,
  DEFAULT_DELIVERY_DAYS,
  TARGET_AUDIENCES,
  TSHIRT_SIZES,
  type TshirtSize,
} from './catalog';
import { canonicalColorName } from './cart-choice';
import { TSHIRT_CATEGORIES } from './collections';
import { CUSTOMIZATION_FEE_PAISE, formatRupeesShort, toPaise } from './money';
import {
  MAX_DELIVERY_PRICE_PAISE,
  MAX_PRICE_PAISE,
  MIN_DESIGN_PRICE_PAISE,
  PRICE_LIMIT_MESSAGES,
} from './price-limits';
import { CASUAL_TAXONOMY, DEFAULT_CASUAL_SUBCATEGORY } from './taxonomy';

/**
 * The seller's design wizard (spec: seller-admin §2 "Design upload wizard", §5, §9) and the same
 * rules on the server: each step's schema is what Next checks, and `designSubmissionSchema` is
 * what `POST /api/tshirts` checks again with the spec's server-facing texts.
 */

export const DESIGN_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 2_000,
  minPricePaise: MIN_DESIGN_PRICE_PAISE,
  maxPricePaise: MAX_PRICE_PAISE,
  maxDeliveryPricePaise: MAX_DELIVERY_PRICE_PAISE,
  imagesPerColorMin: 2,
  imagesPerColorMax: 3,
  deliveryDaysMin: 1,
  deliveryDaysMax: 30,
  credentialMin: 2,
  credentialMax: 120,
} as const;

/** Sizes a new design starts with (spec §9 "defaults S, M, L, XL"). */
export const DEFAULT_DESIGN_SIZES: readonly TshirtSize[] = ['S', 'M', 'L', 'XL'];
export const DEFAULT_DESIGN_AUDIENCE = 'MEN' as const;
export const DESIGN_ESTIMATED_DELIVERY = '3-5 business days';
/** Upload retries of the create call: up to 3 attempts, 2 s apart, on network or 5xx errors. */
export const DESIGN_CREATE_RETRY = { attempts: 3, delayMs: 2_000 } as const;

export const DESIGN_SERVICES = ['print-delivery', 'self-service'] as const;
export type DesignService = (typeof DESIGN_SERVICES)[number];
/** Print & Delivery sets both flags; Self Service clears both (spec §4 "Wizards"). */
export function serviceFlags(service: DesignService): {
  printWithTShirtBuddy: boolean;
  deliverWithTShirtBuddy: boolean;
} {
  const byShop = service === 'print-delivery';
  return { printWithTShirtBuddy: byShop, deliverWithTShirtBuddy: byShop };
}

export const DESIGN_FORM_MESSAGES = {
  titleMin: `Title must be at least ${DESIGN_LIMITS.titleMin} characters`,
  descriptionMin: `Description must be at least ${DESIGN_LIMITS.descriptionMin} characters`,
  priceInvalid: 'Please enter a valid price',
  priceMin: `Price must be at least ${formatRupeesShort(DESIGN_LIMITS.minPricePaise)}`,
  priceMax: PRICE_LIMIT_MESSAGES.priceMax,
  deliveryMax: PRICE_LIMIT_MESSAGES.deliveryMax,
  // The spec's server-facing texts (§5).
  pricePositive: 'Price must be greater than 0',
  deliveryNegative: 'Delivery price cannot be negative',
  discountNotBelow: 'Discount price must be less than regular price',
  invalidDesignData: 'Invalid design data format',
  invalidSaleEnd: 'Invalid sale end time format. Please check the date.',
  audienceRequired: 'Please choose who the design is for',
  subCategoryRequired: 'Please choose a sub-category',
  subCategoryUnknown: 'Please choose a sub-category from the list',
  hostelRequired: 'Hostel name is required',
  universityRequired: 'University name is required',
  departmentRequired: 'Department name is required',
  eventRequired: 'Event name is required',
  proofRequired: 'Please upload a proof of authority (PDF)',
  variantRequired: 'Add at least one color variant',
  variantColorRequired: 'Please choose a color',
  colorNotInPalette: (color: string) => `${color} is not one of the shop's colors`,
  variantExists: 'This color variant already exists',
  imagesMin: `Each color needs at least ${DESIGN_LIMITS.imagesPerColorMin} images`,
  imagesMax: `Maximum ${DESIGN_LIMITS.imagesPerColorMax} images allowed per color`,
  filesNotAdded: (count: number, reasons: string) =>
    `${count} file(s) couldn't be added: ${reasons}`,
  sizesRequired: 'Choose at least one size',
  termsRequired: 'Please accept the terms and conditions',
  // Upload and submit (spec §8 "Design wizard").
  invalidProof: (reason: string) => `Invalid proof file: ${reason}`,
  proofUploadFailed: 'Failed to upload proof file. Please try again.',
  uploadFailed: 'Failed to upload design. Please try again.',
  loginRequired: 'You must be logged in to upload designs',
  userIdMissing: 'User ID is missing. Please log in again.',
  uploaded: 'Design uploaded successfully! Awaiting approval.',
  /**
   * A seller's edit sends the design back to review (decision 0017), so it does not say
   * "uploaded" (the spec's 'Design uploaded successfully!' is not shown; decision 0036).
   */
  updatedInReview: 'Design updated. It is back in review.',
  // Name personalisation, the seller's choice in the wizard.
  personalisationLabel: 'Name personalisation',
  personalisationFee: `+${formatRupeesShort(CUSTOMIZATION_FEE_PAISE)}`,
  personalisationHint: `Buyers can have a name printed on their shirt for ${formatRupeesShort(CUSTOMIZATION_FEE_PAISE)} more a shirt.`,
  personalisationOn: `On (+${formatRupeesShort(CUSTOMIZATION_FEE_PAISE)} a shirt)`,
  personalisationOff: 'Off',
} as const;

const M = DESIGN_FORM_MESSAGES;
const L = DESIGN_LIMITS;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max);
const optionalText = z.string().trim().max(L.credentialMax).optional().default('');

/** A price in rupees (JSON), two decimals at most. */
const rupees = (message: string) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, message);

/** Step 1, Basic Info: what Next checks (the wizard's own ₹50 minimum included). */
export const designBasicsSchema = z.object({
  title: text(L.titleMin, L.titleMax, M.titleMin),
  description: text(L.descriptionMin, L.descriptionMax, M.descriptionMin),
  price: rupees(M.priceInvalid)
    .refine((p) => p > 0, M.pricePositive)
    .refine((p) => toPaise(p) >= L.minPricePaise, M.priceMin)
    .refine((p) => toPaise(p) <= L.maxPricePaise, M.priceMax),
});

/** Every casual sub-category the shop filters by, in its own spelling. */
const casualSubCategories = new Map(
  CASUAL_TAXONOMY.flatMap((g) => g.subCategories.map((s) => [s.toLowerCase(), s] as const)),
);
export function canonicalSubCategory(name: string): string | undefined {
  return casualSubCategories.get(name.trim().toLowerCase());
}

/** Step 2, Category & Details: the category's own facts, and a proof for the credential ones. */
export const designDetailsSchema = z
  .object({
    category: z.enum(TSHIRT_CATEGORIES).default('casual'),
    targetAudience: z.enum(TARGET_AUDIENCES, { error: M.audienceRequired }).nullish(),
    subCategory: z.string().trim().max(80).nullish(),
    additionalInfo: z
      .object({
        hostelName: optionalText,
        universityName: optionalText,
        departmentName: optionalText,
        eventName: optionalText,
      })
      .default({ hostelName: '', universityName: '', departmentName: '', eventName: '' }),
    /** The proof PDF's file key (or address), required for hostel, university and event. */
    proofFileUrl: z.string().trim().max(500).nullish(),
  })
  .superRefine((d, ctx) => {
    const need = (ok: boolean, path: string[], message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    const info = d.additionalInfo;
    const long = (v: string) => v.length >= L.credentialMin;
    if (d.category === 'casual') {
      need(Boolean(d.targetAudience), ['targetAudience'], M.audienceRequired);
      need(Boolean(d.subCategory), ['subCategory'], M.subCategoryRequired);
      if (d.subCategory)
        need(
          canonicalSubCategory(d.subCategory) !== undefined,
          ['subCategory'],
          M.subCategoryUnknown,
        );
      return;
    }
    if (d.category === 'hostel') {
      need(long(info.hostelName), ['additionalInfo', 'hostelName'], M.hostelRequired);
      // The shop's HOSTEL tile asks for the hostel's university too (decision 0036).
      need(long(info.universityName), ['additionalInfo', 'universityName'], M.universityRequired);
    }
    if (d.category === 'university') {
      need(long(info.universityName), ['additionalInfo', 'universityName'], M.universityRequired);
      need(long(info.departmentName), ['additionalInfo', 'departmentName'], M.departmentRequired);
    }
    if (d.category === 'event')
      need(long(info.eventName), ['additionalInfo', 'eventName'], M.eventRequired);
    need(Boolean(d.proofFileUrl), ['proofFileUrl'], M.proofRequired);
  });

const paletteNames = new Set<string>(COLOR_PALETTE.map((c) => c.name));

export const colorVariantSchema = z.object({
  color: z
    .string({ error: M.variantColorRequired })
    .trim()
    .min(1, M.variantColorRequired)
    .transform(canonicalColorName)
    .superRefine((color, ctx) => {
      if (!paletteNames.has(color))
        ctx.addIssue({ code: 'custom', message: M.colorNotInPalette(color) });
    }),
  images: z
    .array(z.string().trim().min(1).max(500))
    .min(L.imagesPerColorMin, M.imagesMin)
    .max(L.imagesPerColorMax, M.imagesMax),
});
export type ColorVariantInput = z.infer<typeof colorVariantSchema>;

/** Step 3, Color Variants: at least one, each colour once, 2-3 images each; and the sizes. */
export const designVariantsSchema = z.object({
  colorVariants: z
    .array(colorVariantSchema)
    .min(1, M.variantRequired)
    .max(COLOR_PALETTE.length)
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((v, i) => {
        if (seen.has(v.color))
          ctx.addIssue({ code: 'custom', path: [i, 'color'], message: M.variantExists });
        seen.add(v.color);
      });
    }),
  sizes: z
    .array(z.enum(TSHIRT_SIZES))
    .min(1, M.sizesRequired)
    .default([...DEFAULT_DESIGN_SIZES])
    .transform((sizes) => TSHIRT_SIZES.filter((s) => sizes.includes(s))),
});

/** Step 4, Services & Terms. */
export const designTermsSchema = z.object({
  service: z.enum(DESIGN_SERVICES).default('print-delivery'),
  acceptTerms: z.literal(true, { error: M.termsRequired }),
});

/**
 * What `POST /api/tshirts` accepts in its `data` field (rupees): every step again, plus the
 * server-facing price rules. Admin-only fields (sale end, the 50% option, delivery days, admin
 * colour discounts) are not the seller's to send and are dropped.
 */
export const designSubmissionSchema = designBasicsSchema
  .extend({
    discountPrice: rupees(M.priceInvalid).nullish(),
    deliveryPrice: rupees(M.priceInvalid)
      .refine((p) => p >= 0, M.deliveryNegative)
      .refine((p) => toPaise(p) <= L.maxDeliveryPricePaise, M.deliveryMax)
      .default(0),
  })
  .and(designDetailsSchema)
  .and(designVariantsSchema)
  .and(
    z.object({
      service: z.enum(DESIGN_SERVICES).optional(),
      printWithTShirtBuddy: z.boolean().optional(),
      deliverWithTShirtBuddy: z.boolean().optional(),
      /** Buyers may have a name printed (+₹30); absent on an edit keeps what the design had. */
      customizable: z.boolean().optional(),
      acceptTerms: z.literal(true, { error: M.termsRequired }),
    }),
  )
  .superRefine((d, ctx) => {
    // No discount is null, absent or 0; any other must be a positive amount below the price.
    const discount = d.discountPrice ?? 0;
    if (discount !== 0 && (discount < 0 || toPaise(discount) >= toPaise(d.price))) {
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: M.discountNotBelow });
    }
  })
  .transform((d) => {
    const service: DesignService =
      d.service ?? (d.printWithTShirtBuddy === false ? 'self-service' : 'print-delivery');
    const casual = d.category === 'casual';
    return {
      title: d.title,
      description: d.description,
      pricePaise: toPaise(d.price),
      discountPricePaise: d.discountPrice ? toPaise(d.discountPrice) : null,
      deliveryPricePaise: toPaise(d.deliveryPrice),
      category: d.category,
      targetAudience: casual ? (d.targetAudience ?? DEFAULT_DESIGN_AUDIENCE) : null,
      subCategory: casual
        ? (canonicalSubCategory(d.subCategory ?? '') ?? DEFAULT_CASUAL_SUBCATEGORY)
        : null,
      hostelName: d.category === 'hostel' ? d.additionalInfo.hostelName : null,
      universityName:
        d.category === 'university' || d.category === 'hostel'
          ? d.additionalInfo.universityName
          : null,
      departmentName: d.category === 'university' ? d.additionalInfo.departmentName : null,
      eventName: d.category === 'event' ? d.additionalInfo.eventName : null,
      proofFileUrl: casual ? null : (d.proofFileUrl ?? null),
      colorVariants: d.colorVariants,
      sizes: d.sizes,
      service,
      ...serviceFlags(service),
      customizable: d.customizable,
      defaultDeliveryDays: DEFAULT_DELIVERY_DAYS,
    };
  });
export type DesignSubmission = z.output<typeof designSubmissionSchema>;
