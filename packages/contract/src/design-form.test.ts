import { describe, expect, it } from 'vitest';
import {
  DESIGN_FORM_MESSAGES as M,
  designBasicsSchema,
  designDetailsSchema,
  designSubmissionSchema,
  designTermsSchema,
  designVariantsSchema,
} from './design-form';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const variant = (color: string, images = ['a.webp', 'b.webp']) => ({ color, images });
const valid = {
  title: 'Tezpur Tees',
  description: 'A design for the whole campus.',
  price: 499,
  category: 'university',
  additionalInfo: { universityName: 'Tezpur University', departmentName: 'Computer Science' },
  proofFileUrl: 'documents/proof.pdf',
  colorVariants: [variant('navy blue'), variant('White', ['c.webp', 'd.webp', 'e.webp'])],
  sizes: ['L', 'S'],
  service: 'self-service',
  acceptTerms: true,
};

describe('design wizard steps', () => {
  it('step 1 wants a 3-character title, a 10-character description and at least ₹50', () => {
    expect(firstMessage(designBasicsSchema.safeParse({ ...valid, title: 'ab' }))).toBe(M.titleMin);
    expect(firstMessage(designBasicsSchema.safeParse({ ...valid, description: 'too short' }))).toBe(
      M.descriptionMin,
    );
    expect(firstMessage(designBasicsSchema.safeParse({ ...valid, price: 49.99 }))).toBe(M.priceMin);
    expect(M.priceMin).toBe('Price must be at least ₹50');
    expect(designBasicsSchema.safeParse({ ...valid, price: 50 }).success).toBe(true);
  });

  it('step 2 wants the category’s names and, except for casual, a proof', () => {
    expect(firstMessage(designDetailsSchema.safeParse({ ...valid, proofFileUrl: null }))).toBe(
      M.proofRequired,
    );
    expect(
      firstMessage(
        designDetailsSchema.safeParse({
          ...valid,
          additionalInfo: { universityName: 'Tezpur University' },
        }),
      ),
    ).toBe(M.departmentRequired);
    expect(
      firstMessage(designDetailsSchema.safeParse({ category: 'hostel', proofFileUrl: 'p.pdf' })),
    ).toBe(M.hostelRequired);
    expect(
      firstMessage(
        designDetailsSchema.safeParse({
          category: 'casual',
          targetAudience: 'MEN',
          subCategory: 'Nope',
        }),
      ),
    ).toBe(M.subCategoryUnknown);
    expect(
      designDetailsSchema.safeParse({
        category: 'casual',
        targetAudience: 'MEN',
        subCategory: 'design lover',
      }).success,
    ).toBe(true);
  });

  it('step 3 wants palette colours, each once, with 2 or 3 images', () => {
    expect(firstMessage(designVariantsSchema.safeParse({ colorVariants: [] }))).toBe(
      M.variantRequired,
    );
    expect(firstMessage(designVariantsSchema.safeParse({ colorVariants: [variant('Teal')] }))).toBe(
      M.colorNotInPalette('Teal'),
    );
    expect(
      firstMessage(designVariantsSchema.safeParse({ colorVariants: [variant('Red', ['a'])] })),
    ).toBe(M.imagesMin);
    expect(
      firstMessage(
        designVariantsSchema.safeParse({ colorVariants: [variant('Red', ['a', 'b', 'c', 'd'])] }),
      ),
    ).toBe(M.imagesMax);
    expect(
      firstMessage(
        designVariantsSchema.safeParse({ colorVariants: [variant('Red'), variant(' red ')] }),
      ),
    ).toBe(M.variantExists);
  });

  it('step 4 wants the terms accepted', () => {
    expect(firstMessage(designTermsSchema.safeParse({ acceptTerms: false }))).toBe(M.termsRequired);
  });
});

describe('design submission (the server)', () => {
  it('normalises a valid design into stored fields', () => {
    const parsed = designSubmissionSchema.parse(valid);
    expect(parsed).toMatchObject({
      pricePaise: 49_900,
      discountPricePaise: null,
      deliveryPricePaise: 0,
      universityName: 'Tezpur University',
      departmentName: 'Computer Science',
      hostelName: null,
      subCategory: null,
      sizes: ['S', 'L'],
      printWithTShirtBuddy: false,
      deliverWithTShirtBuddy: false,
    });
    expect(parsed.colorVariants.map((v) => v.color)).toEqual(['Navy Blue', 'White']);
    // Not sent: an edit keeps what the design had.
    expect(parsed.customizable).toBeUndefined();
  });

  it('carries the seller’s name-personalisation choice, and only a boolean', () => {
    expect(designSubmissionSchema.parse({ ...valid, customizable: true }).customizable).toBe(true);
    expect(designSubmissionSchema.parse({ ...valid, customizable: false }).customizable).toBe(
      false,
    );
    expect(designSubmissionSchema.safeParse({ ...valid, customizable: 'yes' }).success).toBe(false);
  });

  it('keeps a hostel design’s university, and refuses one without it (decision 0036)', () => {
    const hostel = {
      ...valid,
      category: 'hostel',
      additionalInfo: { hostelName: 'Brahmaputra Hostel', universityName: 'IIT Guwahati' },
    };
    expect(designSubmissionSchema.parse(hostel)).toMatchObject({
      hostelName: 'Brahmaputra Hostel',
      universityName: 'IIT Guwahati',
      departmentName: null,
    });
    expect(
      firstMessage(
        designSubmissionSchema.safeParse({
          ...hostel,
          additionalInfo: { hostelName: 'Brahmaputra Hostel' },
        }),
      ),
    ).toBe(M.universityRequired);
  });

  it('answers with the spec’s server-facing texts', () => {
    expect(firstMessage(designSubmissionSchema.safeParse({ ...valid, price: 0 }))).toBe(
      'Price must be greater than 0',
    );
    expect(firstMessage(designSubmissionSchema.safeParse({ ...valid, deliveryPrice: -1 }))).toBe(
      'Delivery price cannot be negative',
    );
    expect(firstMessage(designSubmissionSchema.safeParse({ ...valid, discountPrice: 499 }))).toBe(
      'Discount price must be less than regular price',
    );
    expect(
      designSubmissionSchema.parse({ ...valid, discountPrice: 449.5 }).discountPricePaise,
    ).toBe(44_950);
    expect(
      designSubmissionSchema.parse({ ...valid, discountPrice: 0 }).discountPricePaise,
    ).toBeNull();
  });

  it('defaults a casual design to its audience and sub-category and needs no proof', () => {
    const parsed = designSubmissionSchema.parse({
      ...valid,
      category: 'casual',
      targetAudience: 'LADIES',
      subCategory: 'trending memes',
      proofFileUrl: 'ignored.pdf',
    });
    expect(parsed).toMatchObject({
      targetAudience: 'LADIES',
      subCategory: 'Trending Memes',
      proofFileUrl: null,
      universityName: null,
    });
  });
});
