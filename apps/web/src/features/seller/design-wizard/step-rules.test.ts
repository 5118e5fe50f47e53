import { DESIGN_FORM_MESSAGES, serviceFlags } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { initialDraft } from './draft';
import {
  addVariantError,
  canGoNext,
  canGoPrevious,
  canSubmit,
  firstInvalidStep,
  pendingUploads,
  toDesignPayload,
  validateStep,
} from './step-rules';
import { createDraft, createFile, createImage } from './test-factories';

const M = DESIGN_FORM_MESSAGES;

describe('validateStep', () => {
  it('step 1 needs a 3-character title, a 10-character description and at least ₹50', () => {
    const errors = validateStep(0, {
      ...initialDraft(),
      title: 'ab',
      description: 'short',
      price: '49',
    });
    expect(errors).toEqual({ title: M.titleMin, description: M.descriptionMin, price: M.priceMin });
    expect(validateStep(0, createDraft({ price: '' })).price).toBe(M.priceInvalid);
    expect(validateStep(0, createDraft({ price: 'abc' })).price).toBe(M.priceInvalid);
    expect(validateStep(0, createDraft({ price: '50' }))).toEqual({});
  });

  it('step 1 refuses a price above ₹1,00,000 with the contract’s text under the field', () => {
    expect(validateStep(0, createDraft({ price: '100000' }))).toEqual({});
    expect(validateStep(0, createDraft({ price: '100000.01' }))).toEqual({
      price: 'Price cannot be more than ₹1,00,000',
    });
  });

  it('step 2: casual passes with the defaults; each credential category needs its names and a proof', () => {
    expect(validateStep(1, createDraft())).toEqual({});
    // A hostel is named with its university, as the shop's HOSTEL tile asks for both.
    expect(validateStep(1, createDraft({ category: 'hostel' }))).toEqual({
      'additionalInfo.hostelName': M.hostelRequired,
      'additionalInfo.universityName': M.universityRequired,
      proofFileUrl: M.proofRequired,
    });
    expect(
      validateStep(1, createDraft({ category: 'university', universityName: 'Tezpur University' })),
    ).toEqual({
      'additionalInfo.departmentName': M.departmentRequired,
      proofFileUrl: M.proofRequired,
    });
    const proof = { kind: 'file' as const, file: createFile('proof.pdf', 'application/pdf') };
    expect(
      validateStep(1, createDraft({ category: 'event', eventName: 'Techxetra', proof })),
    ).toEqual({});
  });

  it('step 2 refuses a sub-category that is not in the taxonomy', () => {
    expect(validateStep(1, createDraft({ subCategory: 'Nope' })).subCategory).toBe(
      M.subCategoryUnknown,
    );
  });

  it('step 3 needs a colour variant and a size', () => {
    expect(validateStep(2, createDraft({ variants: [] })).colorVariants).toBe(M.variantRequired);
    expect(validateStep(2, createDraft({ sizes: [] })).sizes).toBe(M.sizesRequired);
    expect(validateStep(2, createDraft())).toEqual({});
  });

  it('step 4 needs the terms accepted', () => {
    expect(validateStep(3, createDraft({ acceptTerms: false })).acceptTerms).toBe(M.termsRequired);
    expect(validateStep(3, createDraft())).toEqual({});
  });

  it('firstInvalidStep finds the earliest failing step', () => {
    expect(firstInvalidStep(createDraft())).toBeNull();
    expect(firstInvalidStep(createDraft({ variants: [], acceptTerms: false }))).toBe(2);
    expect(firstInvalidStep(createDraft({ title: '' }))).toBe(0);
  });
});

describe('navigation rules', () => {
  it('Previous is allowed except on step 1; both are off while uploading', () => {
    expect(canGoPrevious(0, false)).toBe(false);
    expect(canGoPrevious(2, false)).toBe(true);
    expect(canGoPrevious(2, true)).toBe(false);
    expect(canGoNext(0, false)).toBe(true);
    expect(canGoNext(0, true)).toBe(false);
    expect(canGoNext(3, false)).toBe(false);
  });

  it('Submit only on step 4 with the terms accepted', () => {
    expect(canSubmit(3, createDraft(), false)).toBe(true);
    expect(canSubmit(3, createDraft({ acceptTerms: false }), false)).toBe(false);
    expect(canSubmit(2, createDraft(), false)).toBe(false);
    expect(canSubmit(3, createDraft(), true)).toBe(false);
  });
});

describe('addVariantError', () => {
  it('needs a colour, at least 2 images, and a colour not yet added', () => {
    expect(addVariantError(createDraft({ pendingColor: null }))).toBe(M.variantColorRequired);
    expect(
      addVariantError(createDraft({ pendingColor: 'Red', pendingImages: [createImage()] })),
    ).toBe(M.imagesMin);
    expect(
      addVariantError(
        createDraft({ pendingColor: 'Black', pendingImages: [createImage(), createImage()] }),
      ),
    ).toBe(M.variantExists);
    expect(
      addVariantError(
        createDraft({ pendingColor: 'Red', pendingImages: [createImage(), createImage()] }),
      ),
    ).toBeNull();
  });
});

describe('uploads and payload', () => {
  const proofFile = createFile('proof.pdf', 'application/pdf');
  const draft = createDraft({
    category: 'university',
    universityName: 'Tezpur University',
    departmentName: 'Computer Science',
    proof: { kind: 'file', file: proofFile },
    service: 'self-service',
  });
  const [a, b] = draft.variants[0]!.images;

  it('lists the proof first, then images, skipping what is already uploaded', () => {
    expect(pendingUploads(draft, {}).map((j) => [j.id, j.category])).toEqual([
      ['proof', 'documents'],
      [a!.id, 'tshirts'],
      [b!.id, 'tshirts'],
    ]);
    expect(
      pendingUploads(draft, { proof: 'documents/p.pdf', [a!.id]: 'tshirts/a.png' }).map(
        (j) => j.id,
      ),
    ).toEqual([b!.id]);
    // A casual design sends no proof even if one was chosen before switching.
    expect(pendingUploads({ ...draft, category: 'casual' }, {}).some((j) => j.id === 'proof')).toBe(
      false,
    );
  });

  it('sends uploaded keys for new files and addresses for kept ones', () => {
    const kept = { kind: 'existing' as const, id: 'e1', url: '/files/tshirts/old.png' };
    const withKept = { ...draft, variants: [{ color: 'Black' as const, images: [kept, a!] }] };
    const { design, proofFileUrl } = toDesignPayload(withKept, {
      proof: 'documents/p.pdf',
      [a!.id]: 'tshirts/a.png',
    });
    expect(proofFileUrl).toBe('documents/p.pdf');
    expect(design).toMatchObject({
      title: 'Campus Skyline',
      price: 499,
      category: 'university',
      additionalInfo: {
        universityName: 'Tezpur University',
        departmentName: 'Computer Science',
        hostelName: '',
        eventName: '',
      },
      colorVariants: [{ color: 'Black', images: ['/files/tshirts/old.png', 'tshirts/a.png'] }],
      sizes: ['S', 'M', 'L', 'XL'],
      service: 'self-service',
      ...serviceFlags('self-service'),
      customizable: false,
      acceptTerms: true,
    });
    expect(design).not.toHaveProperty('subCategory');
    // The seller's name-personalisation choice goes as it is.
    const personalised = toDesignPayload(
      { ...withKept, customizable: true },
      {
        proof: 'documents/p.pdf',
        [a!.id]: 'tshirts/a.png',
      },
    );
    expect(personalised.design.customizable).toBe(true);
  });

  it('refuses to build a payload with a file not uploaded yet', () => {
    expect(() => toDesignPayload(draft, { proof: 'documents/p.pdf' })).toThrow(/not uploaded/);
  });
});
