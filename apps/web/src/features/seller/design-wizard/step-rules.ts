import {
  colorVariantSchema,
  COLOR_PALETTE,
  DESIGN_FORM_MESSAGES,
  designBasicsSchema,
  designDetailsSchema,
  designTermsSchema,
  designVariantsSchema,
  serviceFlags,
  type PaletteColorName,
} from '@campus-threads/contract';
import type { z } from 'zod';
import type { DesignDraft, DraftImage } from './draft';

/** The wizard's four steps (spec: seller-admin §2), in order. */
export const DESIGN_STEPS = [
  { id: 'basics', title: 'Basic Info' },
  { id: 'details', title: 'Category & Details' },
  { id: 'variants', title: 'Color Variants' },
  { id: 'terms', title: 'Services & Terms' },
] as const;
export type StepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: StepIndex = 3;

/** Field path (e.g. `title`, `additionalInfo.universityName`, `colorVariants`) → first message. */
export type FieldErrors = Record<string, string>;

function errorsOf(result: { success: true } | { success: false; error: z.ZodError }): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A stand-in for an image or proof that is chosen but not uploaded yet. */
const placeholder = (image: DraftImage) =>
  image.kind === 'file' ? `pending:${image.id}` : image.url;

export function basicsInput(draft: DesignDraft) {
  return {
    title: draft.title,
    description: draft.description,
    price: draft.price.trim() === '' ? undefined : draft.price,
  };
}

export function detailsInput(draft: DesignDraft, proofFileUrl?: string | null) {
  const casual = draft.category === 'casual';
  return {
    category: draft.category,
    targetAudience: casual ? draft.targetAudience : null,
    subCategory: casual ? draft.subCategory : null,
    additionalInfo: {
      hostelName: draft.category === 'hostel' ? draft.hostelName : '',
      universityName:
        draft.category === 'university' || draft.category === 'hostel' ? draft.universityName : '',
      departmentName: draft.category === 'university' ? draft.departmentName : '',
      eventName: draft.category === 'event' ? draft.eventName : '',
    },
    proofFileUrl: casual
      ? null
      : proofFileUrl !== undefined
        ? proofFileUrl
        : draft.proof
          ? draft.proof.kind === 'existing'
            ? draft.proof.url
            : 'pending:proof'
          : null,
  };
}

export function variantsInput(
  draft: DesignDraft,
  imageRef: (image: DraftImage) => string = placeholder,
) {
  return {
    colorVariants: draft.variants.map((v) => ({ color: v.color, images: v.images.map(imageRef) })),
    sizes: draft.sizes,
  };
}

/** What Next checks on each step: the contract's step schema, errors keyed by field. */
export function validateStep(step: StepIndex, draft: DesignDraft): FieldErrors {
  switch (step) {
    case 0: {
      const errors = errorsOf(designBasicsSchema.safeParse(basicsInput(draft)));
      if (draft.price.trim() === '' && !errors.price)
        errors.price = DESIGN_FORM_MESSAGES.priceInvalid;
      return errors;
    }
    case 1:
      return errorsOf(designDetailsSchema.safeParse(detailsInput(draft)));
    case 2:
      return errorsOf(designVariantsSchema.safeParse(variantsInput(draft)));
    case 3:
      return errorsOf(
        designTermsSchema.safeParse({ service: draft.service, acceptTerms: draft.acceptTerms }),
      );
  }
}

/** The first step (in order) that does not pass, or null when the whole design does. */
export function firstInvalidStep(draft: DesignDraft): StepIndex | null {
  for (const step of [0, 1, 2, 3] as const) {
    if (Object.keys(validateStep(step, draft)).length > 0) return step;
  }
  return null;
}

export function canGoNext(step: StepIndex, busy: boolean): boolean {
  return step < LAST_STEP && !busy;
}

/** Previous is allowed except on step 1, and neither button works while an upload runs. */
export function canGoPrevious(step: StepIndex, busy: boolean): boolean {
  return step > 0 && !busy;
}

/** Submit exists only on the last step and only once the terms are accepted. */
export function canSubmit(step: StepIndex, draft: DesignDraft, busy: boolean): boolean {
  return step === LAST_STEP && draft.acceptTerms && !busy;
}

/**
 * Adding the colour being composed as a variant (spec §4, §5): a colour is chosen, it has 2-3
 * images, and it is not already a variant. Returns the message to show, or null when it may be added.
 */
export function addVariantError(draft: DesignDraft): string | null {
  if (!draft.pendingColor) return DESIGN_FORM_MESSAGES.variantColorRequired;
  if (draft.variants.some((v) => v.color === draft.pendingColor))
    return DESIGN_FORM_MESSAGES.variantExists;
  const parsed = colorVariantSchema.safeParse({
    color: draft.pendingColor,
    images: draft.pendingImages.map(placeholder),
  });
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? DESIGN_FORM_MESSAGES.imagesMin);
}

/** The palette colours not yet used by a variant (what the swatches offer). */
export function usedColors(draft: DesignDraft): Set<PaletteColorName> {
  return new Set(draft.variants.map((v) => v.color));
}

export function paletteHex(color: string): string {
  return COLOR_PALETTE.find((c) => c.name === color)?.hex ?? '#cccccc';
}

/** Uploaded keys of the files chosen on this device, by image id ('proof' for the proof PDF). */
export type UploadedKeys = Record<string, string>;

/**
 * The design the server receives in `data` (rupees): new images become their uploaded file keys,
 * images the design already had are sent back as their addresses (the server maps them to keys).
 */
export function toDesignPayload(draft: DesignDraft, keys: UploadedKeys) {
  const ref = (image: DraftImage) => {
    if (image.kind === 'existing') return image.url;
    const key = keys[image.id];
    if (!key) throw new Error(`image ${image.file.name} is not uploaded`);
    return key;
  };
  const proofFileUrl = proofRef(draft, keys);
  const details = detailsInput(draft, proofFileUrl);
  const casual = draft.category === 'casual';
  return {
    design: {
      title: draft.title.trim(),
      description: draft.description.trim(),
      price: Number(draft.price),
      discountPrice: draft.discountPrice,
      deliveryPrice: draft.deliveryPrice,
      category: details.category,
      ...(casual
        ? { targetAudience: details.targetAudience, subCategory: details.subCategory }
        : {}),
      additionalInfo: details.additionalInfo,
      ...variantsInput(draft, ref),
      service: draft.service,
      ...serviceFlags(draft.service),
      customizable: draft.customizable,
      acceptTerms: draft.acceptTerms,
    },
    proofFileUrl,
  };
}

function proofRef(draft: DesignDraft, keys: UploadedKeys): string | null {
  if (draft.category === 'casual' || !draft.proof) return null;
  if (draft.proof.kind === 'existing') return draft.proof.url;
  const key = keys.proof;
  if (!key) throw new Error('the proof is not uploaded');
  return key;
}

/** A file still to upload: the proof first, then the images in the order they appear. */
export type UploadJob = { id: string; file: File; category: 'tshirts' | 'documents' };

export function pendingUploads(draft: DesignDraft, keys: UploadedKeys): UploadJob[] {
  const jobs: UploadJob[] = [];
  if (draft.category !== 'casual' && draft.proof?.kind === 'file' && !keys.proof)
    jobs.push({ id: 'proof', file: draft.proof.file, category: 'documents' });
  for (const variant of draft.variants) {
    for (const image of variant.images) {
      if (image.kind === 'file' && !keys[image.id])
        jobs.push({ id: image.id, file: image.file, category: 'tshirts' });
    }
  }
  return jobs;
}
