import {
  ACCESSORY_FORM_MESSAGES as M,
  accessoryWriteSchema,
  ALL_DEPARTMENTS,
  DELIVERY_MESSAGES,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { createAccessory } from '@/lib/test-factories';
import {
  accessoryToFormValues,
  discountPreview,
  EMPTY_ACCESSORY_FORM,
  toAccessoryWriteBody,
  validateAccessoryEdit,
  validateWizardStep,
  type AccessoryFormValues,
} from './accessory-form-values';

const valid: AccessoryFormValues = {
  title: 'Rhino Keychain',
  description: 'Brass keychain with the one-horned rhino',
  price: '149',
  discountPrice: '',
  category: 'Keychains',
  subCategory: 'Metal',
  stock: '20',
  weightGrams: '120',
  universityName: 'Tezpur University',
  departmentName: 'Computer Science',
  isAllDepartments: false,
  isTechnical: false,
};
const noState = { imageCount: 1, termsAccepted: true };

describe('accessory wizard steps', () => {
  it('passes every step with valid values', () => {
    for (const step of [0, 1, 2, 3] as const)
      expect(validateWizardStep(step, valid, noState)).toEqual({});
  });

  it('step 1: title, description, price at least ₹10, discount below the price and at most 99% off', () => {
    expect(validateWizardStep(0, EMPTY_ACCESSORY_FORM, noState)).toMatchObject({
      title: M.titleMin(3),
      description: M.descriptionMin,
      price: M.priceInvalid,
    });
    expect(validateWizardStep(0, { ...valid, price: '9.99' }, noState).price).toBe(M.priceMin);
    expect(validateWizardStep(0, { ...valid, discountPrice: '149' }, noState).discountPrice).toBe(
      M.discountNotBelow,
    );
    expect(
      validateWizardStep(0, { ...valid, price: '1000', discountPrice: '5' }, noState).discountPrice,
    ).toBe(M.discountCap(99.5));
    expect(validateWizardStep(0, { ...valid, discountPrice: '0' }, noState)).toEqual({});
  });

  it('step 1 and the edit form refuse a price above ₹1,00,000 with the contract’s text', () => {
    expect(validateWizardStep(0, { ...valid, price: '100000' }, noState)).toEqual({});
    expect(validateWizardStep(0, { ...valid, price: '100000.01' }, noState).price).toBe(M.priceMax);
    expect(M.priceMax).toBe('Price cannot be more than ₹1,00,000');
    expect(validateAccessoryEdit({ ...valid, price: '250000' }, ['a.webp']).price).toBe(M.priceMax);
  });

  it('step 2: category ≤ 50, whole stock ≥ 0, university, department unless all departments', () => {
    const long = 'x'.repeat(51);
    expect(
      validateWizardStep(1, { ...valid, category: long, subCategory: long }, noState),
    ).toMatchObject({
      category: M.categoryMax,
      subCategory: M.subCategoryMax,
    });
    expect(validateWizardStep(1, { ...valid, stock: '2.5' }, noState).stock).toBe(M.stockInvalid);
    expect(validateWizardStep(1, { ...valid, stock: '-1' }, noState).stock).toBe(M.stockInvalid);
    expect(validateWizardStep(1, { ...valid, stock: '' }, noState).stock).toBe(M.stockInvalid);
    // The weight in whole grams, 10 g to 20 kg: the parcel's slab.
    for (const weightGrams of ['', '5', '20001', '12.5'])
      expect(validateWizardStep(1, { ...valid, weightGrams }, noState).weightGrams).toBe(
        DELIVERY_MESSAGES.weightInvalid,
      );
    expect(validateWizardStep(1, { ...valid, departmentName: '' }, noState).departmentName).toBe(
      M.requiredFields,
    );
    expect(
      validateWizardStep(1, { ...valid, departmentName: '', isAllDepartments: true }, noState),
    ).toEqual({});
    expect(validateWizardStep(1, { ...valid, universityName: ' ' }, noState).universityName).toBe(
      M.requiredFields,
    );
  });

  it('step 3: exactly one image; step 4: the terms', () => {
    expect(validateWizardStep(2, valid, { imageCount: 0, termsAccepted: true }).images).toBe(
      M.imageRequired,
    );
    expect(validateWizardStep(2, valid, { imageCount: 2, termsAccepted: true }).images).toBe(
      M.wizardImageMax,
    );
    expect(validateWizardStep(3, valid, { imageCount: 1, termsAccepted: false }).terms).toBe(
      M.termsRequired,
    );
  });
});

describe('accessory write body', () => {
  it('maps the form to what POST /api/accessories accepts', () => {
    const body = toAccessoryWriteBody({ ...valid, discountPrice: '99', isAllDepartments: true }, [
      'accessories/k.webp',
    ]);
    expect(body).toMatchObject({
      title: 'Rhino Keychain',
      price: 149,
      discountPrice: 99,
      stock: 20,
      weightGrams: 120,
      status: 'active',
      departmentName: ALL_DEPARTMENTS,
      isAllDepartments: true,
      images: JSON.stringify(['accessories/k.webp']),
    });
    const parsed = accessoryWriteSchema.parse(body);
    expect(parsed).toMatchObject({
      pricePaise: 14_900,
      discountPricePaise: 9_900,
      weightGrams: 120,
      images: ['accessories/k.webp'],
    });
  });

  it("keeps an edited accessory's status and specifications", () => {
    const body = toAccessoryWriteBody(valid, ['k'], {
      status: 'inactive',
      specifications: { type: 'Brass' },
    });
    expect(body).toMatchObject({
      status: 'inactive',
      specifications: JSON.stringify({ type: 'Brass' }),
    });
    expect(toAccessoryWriteBody(valid, ['k']).specifications).toBe('{}');
  });

  it('sends no discount as 0', () => {
    expect(toAccessoryWriteBody(valid, ['k']).discountPrice).toBe(0);
  });

  it('round-trips an accessory through the edit form', () => {
    const accessory = createAccessory({
      price: 499,
      discountPrice: 399,
      subCategory: 'Coats',
      stock: 3,
    });
    const values = accessoryToFormValues(accessory);
    expect(values).toMatchObject({
      price: '499',
      discountPrice: '399',
      subCategory: 'Coats',
      stock: '3',
    });
    expect(validateAccessoryEdit(values, accessory.images)).toEqual({});
    expect(accessoryToFormValues(createAccessory({ discountPrice: null })).discountPrice).toBe('');
  });

  it('the edit form needs every field, a discount below the price and at most 5 images', () => {
    const values = accessoryToFormValues(createAccessory({ subCategory: 'Coats' }));
    expect(validateAccessoryEdit({ ...values, title: '' }, ['a'])).toEqual({
      title: M.requiredFields,
    });
    expect(validateAccessoryEdit({ ...values, discountPrice: '600' }, ['a']).discountPrice).toBe(
      M.discountNotBelow,
    );
    expect(validateAccessoryEdit(values, ['1', '2', '3', '4', '5', '6']).images).toBe(M.imagesMax);
    expect(validateAccessoryEdit(values, []).images).toBe(M.imageRequired);
  });

  it('previews the percent off of a valid discount only', () => {
    expect(discountPreview({ price: '200', discountPrice: '150' })).toBe(25);
    expect(discountPreview({ price: '200', discountPrice: '' })).toBeNull();
    expect(discountPreview({ price: '200', discountPrice: '250' })).toBeNull();
    // Over the 99% cap: refused, so no percentage is promised.
    expect(discountPreview({ price: '100', discountPrice: '0.5' })).toBeNull();
    expect(discountPreview({ price: '100', discountPrice: '1' })).toBe(99);
  });
});
