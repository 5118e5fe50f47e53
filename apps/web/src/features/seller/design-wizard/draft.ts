import {
  CASUAL_TAXONOMY,
  DEFAULT_CASUAL_SUBCATEGORY,
  DEFAULT_DESIGN_AUDIENCE,
  DEFAULT_DESIGN_SIZES,
  canonicalColorName,
  COLOR_PALETTE,
  groupOfSubCategory,
  TSHIRT_SIZES,
  type Tshirt,
  type DesignService,
  type PaletteColorName,
  type TargetAudience,
  type TshirtCategory,
  type TshirtSize,
} from '@campus-threads/contract';

/**
 * What the design wizard holds while the seller fills it in (spec: seller-admin §2, §4, §5).
 * Images are either a file chosen on this device (previewed from an object URL, uploaded on
 * submit) or an address the design already had (kept as it is when editing).
 */
export type DraftImage =
  | { kind: 'file'; id: string; file: File; previewUrl: string }
  | { kind: 'existing'; id: string; url: string };

export type DraftVariant = { color: PaletteColorName; images: DraftImage[] };

export type DraftProof = { kind: 'file'; file: File } | { kind: 'existing'; url: string };

export type DesignDraft = {
  title: string;
  description: string;
  /** As typed, in rupees. */
  price: string;
  category: TshirtCategory;
  targetAudience: TargetAudience;
  /** The casual taxonomy group id the sub-category is picked from (DECISIONS.md row 2). */
  groupId: string;
  subCategory: string;
  hostelName: string;
  universityName: string;
  departmentName: string;
  eventName: string;
  proof: DraftProof | null;
  variants: DraftVariant[];
  /** The colour being composed on step 3, and its images (not a variant until added). */
  pendingColor: PaletteColorName | null;
  pendingImages: DraftImage[];
  sizes: TshirtSize[];
  service: DesignService;
  /** Buyers may have a name printed on the design (+₹30 a shirt). */
  customizable: boolean;
  acceptTerms: boolean;
  /** Kept from the design being edited so an edit does not drop them (rupees). */
  discountPrice: number | null;
  deliveryPrice: number;
};

export const DEFAULT_GROUP_ID =
  groupOfSubCategory(DEFAULT_CASUAL_SUBCATEGORY)?.id ?? CASUAL_TAXONOMY[0]!.id;

export function initialDraft(): DesignDraft {
  return {
    title: '',
    description: '',
    price: '',
    category: 'casual',
    targetAudience: DEFAULT_DESIGN_AUDIENCE,
    groupId: DEFAULT_GROUP_ID,
    subCategory: DEFAULT_CASUAL_SUBCATEGORY,
    hostelName: '',
    universityName: '',
    departmentName: '',
    eventName: '',
    proof: null,
    variants: [],
    pendingColor: null,
    pendingImages: [],
    sizes: [...DEFAULT_DESIGN_SIZES],
    service: 'print-delivery',
    customizable: false,
    acceptTerms: false,
    discountPrice: null,
    deliveryPrice: 0,
  };
}

/** The images of every variant and of the colour being composed (for object-URL clean-up). */
export function allDraftImages(
  draft: Pick<DesignDraft, 'variants' | 'pendingImages'>,
): DraftImage[] {
  return [...draft.variants.flatMap((v) => v.images), ...draft.pendingImages];
}

export function imageSrc(image: DraftImage): string {
  return image.kind === 'file' ? image.previewUrl : image.url;
}

/** A name for an image in lists and error lines. */
export function imageName(image: DraftImage): string {
  return image.kind === 'file' ? image.file.name : (image.url.split('/').pop() ?? image.url);
}

const paletteNames = new Set<string>(COLOR_PALETTE.map((c) => c.name));

/** Colours of a design that are not (or no longer) in the shop's palette: an edit cannot keep them. */
export function unsupportedColors(design: Pick<Tshirt, 'colorVariants'>): string[] {
  return design.colorVariants
    .map((v) => v.color)
    .filter((c) => !paletteNames.has(canonicalColorName(c)));
}

/**
 * The wizard filled in from a design being edited: its images and proof are kept as the addresses
 * the server gave (sent back unchanged, never uploaded again).
 */
export function draftFromDesign(design: Tshirt, proofFileUrl: string | null): DesignDraft {
  const base = initialDraft();
  const info = design.additionalInfo;
  const subCategory = design.subCategory ?? base.subCategory;
  const variants: DraftVariant[] = [];
  for (const v of design.colorVariants) {
    const color = canonicalColorName(v.color);
    if (!paletteNames.has(color) || variants.some((x) => x.color === color)) continue;
    variants.push({
      color: color as PaletteColorName,
      images: v.images.map((url, i) => ({ kind: 'existing', id: `existing-${color}-${i}`, url })),
    });
  }
  return {
    ...base,
    title: design.title,
    description: design.description,
    price: String(design.price),
    category: design.category,
    targetAudience: design.targetAudience ?? base.targetAudience,
    groupId: groupOfSubCategory(subCategory)?.id ?? base.groupId,
    subCategory,
    hostelName: info.hostelName ?? '',
    universityName: info.universityName ?? '',
    departmentName: info.departmentName ?? '',
    eventName: info.eventName ?? '',
    proof: proofFileUrl ? { kind: 'existing', url: proofFileUrl } : null,
    variants,
    sizes: TSHIRT_SIZES.filter((s) => design.sizes.includes(s)),
    service: design.printWithTShirtBuddy ? 'print-delivery' : 'self-service',
    customizable: design.customizable,
    // A design exists only with its terms accepted; an edit keeps them accepted.
    acceptTerms: true,
    discountPrice: design.discountPrice ? design.discountPrice : null,
    deliveryPrice: design.deliveryPrice ?? 0,
  };
}
