import {
  ACCESSORY_FORM_MESSAGES,
  ALL_DEPARTMENTS,
  accessoryBasicsSchema,
  accessoryDetailsSchema,
  accessoryWizardImagesSchema,
  accessoryWriteSchema,
  DEFAULT_ACCESSORY_WEIGHT_GRAMS,
  DELIVERY_MESSAGES,
  discountPercent,
  MAX_ACCESSORY_DISCOUNT_PERCENT,
  toPaise,
  type Accessory,
} from '@campus-threads/contract';
import type { z } from 'zod';
import type { AccessoryWriteBody } from './accessory-write-body';

/**
 * An accessory as its forms hold it (the wizard and the edit dialog): text as typed, checked by
 * the contract's schemas (spec: seller-admin §5 "Accessory wizard", "Accessory edit").
 */
export type AccessoryFormValues = {
  title: string;
  description: string;
  price: string;
  discountPrice: string;
  category: string;
  subCategory: string;
  stock: string;
  /** One unit packed, in grams: the parcel's weight slab (docs/decisions/0066). */
  weightGrams: string;
  universityName: string;
  departmentName: string;
  isAllDepartments: boolean;
  isTechnical: boolean;
};

export type AccessoryField = keyof AccessoryFormValues | 'images' | 'terms';
export type FieldErrors = Partial<Record<AccessoryField, string>>;

export const EMPTY_ACCESSORY_FORM: AccessoryFormValues = {
  title: '',
  description: '',
  price: '',
  discountPrice: '',
  category: '',
  subCategory: '',
  stock: '',
  weightGrams: String(DEFAULT_ACCESSORY_WEIGHT_GRAMS),
  universityName: '',
  departmentName: '',
  isAllDepartments: false,
  isTechnical: false,
};

export const WIZARD_STEPS = ['Basic Info', 'Category & Details', 'Images', 'Terms'] as const;
export type WizardStep = 0 | 1 | 2 | 3;

/** A number field: '' is none (undefined); anything else goes to the schema as typed. */
function numberOrNone(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The first message per field of a failed parse. */
export function issuesToErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? 'title') as AccessoryField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * One wizard step's errors (empty when the step may be left): step 1 Basic Info, step 2
 * Category & Details, step 3 exactly one image, step 4 the terms.
 */
export function validateWizardStep(
  step: WizardStep,
  values: AccessoryFormValues,
  state: { imageCount: number; termsAccepted: boolean },
): FieldErrors {
  if (step === 0) {
    const parsed = accessoryBasicsSchema.safeParse({
      title: values.title,
      description: values.description,
      price: numberOrNone(values.price) ?? '',
      discountPrice: numberOrNone(values.discountPrice) ?? null,
    });
    const errors = parsed.success ? {} : issuesToErrors(parsed.error);
    if (values.price.trim() === '') errors.price = ACCESSORY_FORM_MESSAGES.priceInvalid;
    return errors;
  }
  if (step === 1) {
    const parsed = accessoryDetailsSchema.safeParse({
      category: values.category,
      subCategory: values.subCategory,
      stock: numberOrNone(values.stock) ?? '',
      weightGrams: numberOrNone(values.weightGrams) ?? '',
      isTechnical: values.isTechnical,
      universityName: values.universityName,
      departmentName: values.isAllDepartments ? ALL_DEPARTMENTS : values.departmentName,
      isAllDepartments: values.isAllDepartments,
    });
    const errors = parsed.success ? {} : issuesToErrors(parsed.error);
    if (values.stock.trim() === '') errors.stock = ACCESSORY_FORM_MESSAGES.stockInvalid;
    if (values.weightGrams.trim() === '') errors.weightGrams = DELIVERY_MESSAGES.weightInvalid;
    return errors;
  }
  if (step === 2) {
    const parsed = accessoryWizardImagesSchema.safeParse({
      images: Array.from({ length: state.imageCount }, (_, i) => `image-${i}`),
    });
    return parsed.success ? {} : issuesToErrors(parsed.error);
  }
  return state.termsAccepted ? {} : { terms: ACCESSORY_FORM_MESSAGES.termsRequired };
}

/** The body of POST / PUT /api/accessories: rupees as numbers, images as a JSON text of keys or URLs. */
export function toAccessoryWriteBody(
  values: AccessoryFormValues,
  images: readonly string[],
  existing: Pick<Accessory, 'status' | 'specifications'> = { status: 'active', specifications: {} },
): AccessoryWriteBody {
  const discount = values.discountPrice.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    discountPrice: discount === '' ? 0 : Number(discount),
    category: values.category.trim(),
    subCategory: values.subCategory.trim(),
    stock: Number(values.stock),
    weightGrams: Number(values.weightGrams),
    status: existing.status,
    isTechnical: values.isTechnical,
    universityName: values.universityName.trim(),
    departmentName: values.isAllDepartments ? ALL_DEPARTMENTS : values.departmentName.trim(),
    isAllDepartments: values.isAllDepartments,
    images: JSON.stringify(images),
    // An edit keeps what the accessory had; the wizard sends none (spec §3).
    specifications: JSON.stringify(existing.specifications ?? {}),
  };
}

/** An accessory's values in the edit dialog. */
export function accessoryToFormValues(accessory: Accessory): AccessoryFormValues {
  return {
    title: accessory.title,
    description: accessory.description,
    price: String(accessory.price),
    discountPrice: accessory.discountPrice ? String(accessory.discountPrice) : '',
    category: accessory.category,
    subCategory: accessory.subCategory ?? '',
    stock: String(accessory.stock),
    weightGrams: String(accessory.weightGrams ?? DEFAULT_ACCESSORY_WEIGHT_GRAMS),
    universityName: accessory.universityName ?? '',
    departmentName: accessory.isAllDepartments ? ALL_DEPARTMENTS : (accessory.departmentName ?? ''),
    isAllDepartments: accessory.isAllDepartments,
    isTechnical: accessory.isTechnical,
  };
}

/**
 * The edit dialog's check (spec §5 "Accessory edit"): every required field ('Please fill in all
 * required fields'), then the rules the server applies to a write (discount, stock, images).
 */
export function validateAccessoryEdit(
  values: AccessoryFormValues,
  images: readonly string[],
): FieldErrors {
  const required: (keyof AccessoryFormValues)[] = [
    'title',
    'description',
    'price',
    'category',
    'subCategory',
    'stock',
    'weightGrams',
    'universityName',
  ];
  if (!values.isAllDepartments) required.push('departmentName');
  const errors: FieldErrors = {};
  for (const field of required) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '')
      errors[field] = ACCESSORY_FORM_MESSAGES.requiredFields;
  }
  if (Object.keys(errors).length > 0) return errors;
  const parsed = accessoryWriteSchema.safeParse(toAccessoryWriteBody(values, images));
  return parsed.success ? {} : issuesToErrors(parsed.error);
}

/** The live discount preview: 'x% off' when the discount is a valid number below the price. */
export function discountPreview(
  values: Pick<AccessoryFormValues, 'price' | 'discountPrice'>,
): number | null {
  const price = Number(values.price);
  const discount = Number(values.discountPrice);
  if (values.discountPrice.trim() === '' || !Number.isFinite(price) || !Number.isFinite(discount))
    return null;
  if (price <= 0 || discount <= 0 || discount >= price) return null;
  const percent = discountPercent(toPaise(price), toPaise(discount));
  // Over the 99% cap the discount is refused: no "x% off" next to the error.
  return percent > MAX_ACCESSORY_DISCOUNT_PERCENT ? null : percent;
}
