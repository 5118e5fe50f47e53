import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_FORM_MESSAGES as M,
  accessoryBasicsSchema,
  accessoryDetailsSchema,
  accessoryWizardImagesSchema,
  accessoryWriteSchema,
  ALL_DEPARTMENTS,
  discountPercent,
} from './accessory-form';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  title: 'Campus Mug',
  description: 'Ceramic mug with the crest.',
  price: 299,
  discountPrice: 249,
  category: 'Drinkware',
  subCategory: 'Mugs',
  stock: 12,
  universityName: 'Tezpur University',
  departmentName: 'Computer Science',
  isAllDepartments: false,
  isTechnical: 'false',
  images: JSON.stringify(['accessories/mug.webp']),
  specifications: '',
  sellerId: 'someone-else',
};

describe('accessory wizard steps', () => {
  it('step 1 wants a 3-character title, ₹10 and a discount below the price', () => {
    expect(firstMessage(accessoryBasicsSchema.safeParse({ ...valid, title: 'ab' }))).toBe(
      M.titleMin(3),
    );
    expect(
      firstMessage(accessoryBasicsSchema.safeParse({ ...valid, price: 9.99, discountPrice: null })),
    ).toBe('Price must be at least ₹10');
    expect(firstMessage(accessoryBasicsSchema.safeParse({ ...valid, discountPrice: 299 }))).toBe(
      M.discountNotBelow,
    );
  });

  it('step 2 wants category and sub-category (at most 50), a whole stock, and a department unless all', () => {
    expect(firstMessage(accessoryDetailsSchema.safeParse({ ...valid, category: '' }))).toBe(
      M.requiredFields,
    );
    expect(
      firstMessage(accessoryDetailsSchema.safeParse({ ...valid, category: 'x'.repeat(51) })),
    ).toBe(M.categoryMax);
    expect(firstMessage(accessoryDetailsSchema.safeParse({ ...valid, stock: 1.5 }))).toBe(
      M.stockInvalid,
    );
    expect(firstMessage(accessoryDetailsSchema.safeParse({ ...valid, stock: -1 }))).toBe(
      M.stockInvalid,
    );
    expect(firstMessage(accessoryDetailsSchema.safeParse({ ...valid, departmentName: '' }))).toBe(
      M.requiredFields,
    );
    expect(
      accessoryDetailsSchema.safeParse({ ...valid, departmentName: '', isAllDepartments: true })
        .success,
    ).toBe(true);
  });

  it('step 3 wants exactly one image', () => {
    expect(firstMessage(accessoryWizardImagesSchema.safeParse({ images: [] }))).toBe(
      M.imageRequired,
    );
    expect(firstMessage(accessoryWizardImagesSchema.safeParse({ images: ['a', 'b'] }))).toBe(
      'Maximum 1 image allowed',
    );
  });
});

describe('accessory write (the server)', () => {
  it('stores paise, parses the JSON text fields and never takes the seller from the body', () => {
    const parsed = accessoryWriteSchema.parse(valid);
    expect(parsed).toMatchObject({
      pricePaise: 29_900,
      discountPricePaise: 24_900,
      isTechnical: false,
      images: ['accessories/mug.webp'],
      specifications: {},
    });
    expect(parsed).not.toHaveProperty('sellerId');
    expect(accessoryWriteSchema.parse({ ...valid, isAllDepartments: true }).departmentName).toBe(
      ALL_DEPARTMENTS,
    );
  });

  it('takes a discount of 0 as none and refuses one over 99% with the percentage', () => {
    expect(
      accessoryWriteSchema.parse({ ...valid, discountPrice: 0 }).discountPricePaise,
    ).toBeNull();
    expect(
      firstMessage(accessoryWriteSchema.safeParse({ ...valid, price: 100, discountPrice: 0.5 })),
    ).toBe('Discount cannot exceed 99% of the original price. Current discount: 99.5%');
    expect(accessoryWriteSchema.safeParse({ ...valid, price: 100, discountPrice: 1 }).success).toBe(
      true,
    );
    expect(discountPercent(10_000, 2_500)).toBe(75);
  });

  it('applies the wider rules: a 2-character title, at most 5 images', () => {
    expect(accessoryWriteSchema.safeParse({ ...valid, title: 'Ab' }).success).toBe(true);
    expect(
      firstMessage(
        accessoryWriteSchema.safeParse({ ...valid, images: ['1', '2', '3', '4', '5', '6'] }),
      ),
    ).toBe('Maximum 5 images allowed');
    expect(firstMessage(accessoryWriteSchema.safeParse({ ...valid, images: '[]' }))).toBe(
      M.imageRequired,
    );
    expect(firstMessage(accessoryWriteSchema.safeParse({ ...valid, universityName: 'T' }))).toBe(
      M.universityMin,
    );
  });
});
