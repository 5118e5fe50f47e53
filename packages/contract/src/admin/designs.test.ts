import { describe, expect, it } from 'vitest';
import {
  ADMIN_DESIGN_MESSAGES,
  canMoveDesign,
  checkColorDiscounts,
  colorBasePrice,
  COLOR_DISCOUNT_MESSAGES,
  deliveryDays,
  isDesignJson,
  parseDesignEdit,
  parseDesignJson,
  reviewActions,
  type EditableDesign,
} from './designs';
import { nextDiscountColor, quickApplyDiscount } from './color-discount-manager';

const design = (overrides: Partial<EditableDesign> = {}): EditableDesign => ({
  title: 'Hostel Night Tee',
  description: 'A tee for the hostel night.',
  price: 49_900,
  discountPrice: null,
  deliveryPrice: 0,
  saleEndTime: null,
  allowPartialPayment: false,
  deliveryConfig: {
    defaultDeliveryDays: 10,
    customDeliveryDays: null,
    allowCustomDeliveryDays: false,
  },
  colorPrices: [{ color: 'Black', price: 59_900, discountPrice: null }],
  colorDiscounts: [],
  sizes: ['S', 'M'],
  customizable: false,
  customizableParts: [],
  colors: ['Black', 'White', 'Navy Blue'],
  ...overrides,
});

describe('quick apply', () => {
  const base = 50_000;
  it('takes a percentage off the base: base × (1 − v/100)', () => {
    expect(quickApplyDiscount({ color: 'Black', type: 'percentage', value: '20', base })).toEqual({
      ok: true,
      discountPrice: 40_000,
    });
    expect(
      quickApplyDiscount({ color: 'Black', type: 'percentage', value: 12.5, base: 49_900 }),
    ).toEqual({
      ok: true,
      discountPrice: 43_663,
    });
    expect(quickApplyDiscount({ color: 'Black', type: 'percentage', value: 100, base })).toEqual({
      ok: true,
      discountPrice: 0,
    });
  });

  it('takes a fixed amount in rupees off the base', () => {
    expect(quickApplyDiscount({ color: 'Black', type: 'fixed', value: '75.5', base })).toEqual({
      ok: true,
      discountPrice: 42_450,
    });
  });

  it("answers every broken rule with the spec's text", () => {
    const M = COLOR_DISCOUNT_MESSAGES;
    const q = (color: string, type: 'percentage' | 'fixed', value: string) =>
      quickApplyDiscount({ color, type, value, base });
    expect(q('', 'fixed', '10')).toEqual({ ok: false, message: M.selectColorAndValue });
    expect(q('Black', 'fixed', ' ')).toEqual({ ok: false, message: M.selectColorAndValue });
    expect(q('Black', 'fixed', 'abc')).toEqual({ ok: false, message: M.invalidValue });
    expect(q('Black', 'percentage', '-1')).toEqual({ ok: false, message: M.invalidValue });
    expect(q('Black', 'percentage', '100.5')).toEqual({ ok: false, message: M.percentOver100 });
    expect(q('Black', 'fixed', '500')).toEqual({ ok: false, message: M.fixedTooHigh });
    expect(q('Black', 'fixed', '499.99')).toEqual({ ok: true, discountPrice: 1 });
    expect(M.selectColorAndValue).toBe('Please select a color and enter discount value');
    expect(M.percentOver100).toBe('Percentage discount cannot exceed 100%');
    expect(M.fixedTooHigh).toBe('Fixed discount cannot exceed the base price');
  });

  it('adds the next colour without a discount, until all have one', () => {
    expect(nextDiscountColor(['Black', 'navy blue', 'Teal'], ['Black'])).toEqual({
      ok: true,
      color: 'Navy Blue',
    });
    expect(nextDiscountColor(['Black', 'Teal'], ['black'])).toEqual({
      ok: false,
      message: 'All available colors already have admin discounts set',
    });
  });
});

describe('colour discounts', () => {
  it("uses the seller's colour price as the base, else the design's price", () => {
    expect(colorBasePrice(design(), 'black')).toBe(59_900);
    expect(colorBasePrice(design(), 'White')).toBe(49_900);
  });

  it('accepts a price above 0 below the base for a colour of the design', () => {
    expect(checkColorDiscounts([{ color: 'black', discountPrice: 54_900 }], design())).toEqual({
      ok: true,
      value: [{ color: 'Black', discountPrice: 54_900 }],
    });
    expect(
      checkColorDiscounts([{ color: 'White', discountPrice: 49_900 }], design()),
    ).toMatchObject({
      ok: false,
      message: COLOR_DISCOUNT_MESSAGES.notBelowBase('White', 49_900),
    });
    expect(checkColorDiscounts([{ color: 'White', discountPrice: 0 }], design())).toMatchObject({
      ok: false,
      message: COLOR_DISCOUNT_MESSAGES.notPositive,
    });
    expect(checkColorDiscounts([{ color: 'Red', discountPrice: 100 }], design())).toMatchObject({
      ok: false,
      message: ADMIN_DESIGN_MESSAGES.colorNotInDesign('Red'),
    });
    expect(
      checkColorDiscounts(
        [
          { color: 'White', discountPrice: 100 },
          { color: 'white', discountPrice: 200 },
        ],
        design(),
      ),
    ).toMatchObject({ ok: false, message: COLOR_DISCOUNT_MESSAGES.duplicate('White') });
  });
});

describe('design edits (the JSON remark)', () => {
  it('recognises JSON and refuses malformed JSON', () => {
    expect(isDesignJson('  {"price": 1}')).toBe(true);
    expect(isDesignJson('Looks good')).toBe(false);
    expect(parseDesignJson('{"price": ')).toBeNull();
    expect(parseDesignJson('[1]')).toBeNull();
    expect(parseDesignJson('{"price": 1}')).toEqual({ price: 1 });
  });

  it('applies prices, delivery, sale end, the 50% option and delivery days', () => {
    const result = parseDesignEdit(design(), {
      price: '549',
      discountPrice: 499,
      deliveryPrice: '40',
      saleEndTime: '2030-01-02T10:00:00.000Z',
      allowPartialPayment: true,
      deliveryConfig: {
        defaultDeliveryDays: 'soon',
        customDeliveryDays: '45',
        allowCustomDeliveryDays: true,
      },
      colorPrices: [
        { color: 'Black', price: '' },
        { color: 'White', price: 599, discountPrice: 549 },
      ],
      colorDiscounts: [
        { color: 'White', discountPrice: 499 },
        { color: 'Navy Blue', discountPrice: '' },
      ],
      adminRemarks: ' Prices set ',
      _id: 'ignored',
    });
    expect(result).toMatchObject({
      ok: true,
      remark: 'Prices set',
      next: {
        price: 54_900,
        discountPrice: 49_900,
        deliveryPrice: 4_000,
        saleEndTime: '2030-01-02T10:00:00.000Z',
        allowPartialPayment: true,
        deliveryConfig: {
          defaultDeliveryDays: 10,
          customDeliveryDays: 30,
          allowCustomDeliveryDays: true,
        },
        colorPrices: [{ color: 'White', price: 59_900, discountPrice: 54_900 }],
        colorDiscounts: [{ color: 'White', discountPrice: 49_900 }],
      },
    });
    expect(result.ok && result.changed.sort()).toEqual(
      [
        'allowPartialPayment',
        'colorDiscounts',
        'colorPrices',
        'deliveryConfig',
        'deliveryPrice',
        'discountPrice',
        'price',
        'saleEndTime',
      ].sort(),
    );
  });

  it('removes a discount given as empty or 0 and changes nothing for the same values', () => {
    const current = design({ discountPrice: 39_900 });
    expect(parseDesignEdit(current, { discountPrice: '' })).toMatchObject({
      ok: true,
      next: { discountPrice: null },
      changed: ['discountPrice'],
    });
    expect(parseDesignEdit(current, { discountPrice: 0 })).toMatchObject({
      ok: true,
      changed: ['discountPrice'],
    });
    expect(parseDesignEdit(current, { price: 499, discountPrice: 399 })).toMatchObject({
      ok: true,
      changed: [],
    });
  });

  it("refuses bad values with the spec's texts", () => {
    const M = ADMIN_DESIGN_MESSAGES;
    const refuse = (input: Record<string, unknown>, current = design()) => {
      const result = parseDesignEdit(current, input);
      return result.ok ? null : result.message;
    };
    expect(refuse({ price: -5 })).toBe('Price must be greater than 0');
    expect(refuse({ price: 0 })).toBe(M.pricePositive);
    expect(refuse({ price: 'abc' })).toBe(M.pricePositive);
    expect(refuse({ deliveryPrice: -1 })).toBe('Delivery price cannot be negative');
    expect(refuse({ discountPrice: 499 })).toBe('Discount price must be less than regular price');
    expect(refuse({ discountPrice: 600 })).toBe(M.discountNotBelow);
    expect(refuse({ discountPrice: -1 })).toBe(M.discountNotBelow);
    expect(refuse({ price: 300 }, design({ discountPrice: 39_900 }))).toBe(M.discountNotBelow);
    expect(refuse({ saleEndTime: 'next friday' })).toBe(
      'Invalid sale end time format. Please check the date.',
    );
    expect(refuse({ colorPrices: [{ color: 'Red', price: 500 }] })).toBe(M.colorNotInDesign('Red'));
    expect(refuse({ colorPrices: [{ color: 'White', price: 500, discountPrice: 500 }] })).toBe(
      M.discountNotBelow,
    );
    expect(refuse({ colorDiscounts: [{ color: 'Black', discountPrice: 599 }] })).toBe(
      COLOR_DISCOUNT_MESSAGES.notBelowBase('Black', 59_900),
    );
    // Lowering a colour's price below its kept admin discount is refused too.
    expect(
      refuse(
        { colorPrices: [] },
        design({ colorDiscounts: [{ color: 'Black', discountPrice: 54_900 }] }),
      ),
    ).toBe(COLOR_DISCOUNT_MESSAGES.notBelowBase('Black', 49_900));
  });

  it('reads delivery days as an integer 1-30, 10 when not parsable', () => {
    expect(deliveryDays('7')).toBe(7);
    expect(deliveryDays('x')).toBe(10);
    expect(deliveryDays(0)).toBe(1);
    expect(deliveryDays(99)).toBe(30);
    expect(deliveryDays('12.7')).toBe(12);
  });
});

describe('review moves (spec §4)', () => {
  it('approves pending or rejected designs and rejects pending or approved ones', () => {
    expect(canMoveDesign('pending', 'approved')).toBe(true);
    expect(canMoveDesign('rejected', 'approved')).toBe(true);
    expect(canMoveDesign('approved', 'approved')).toBe(false);
    expect(canMoveDesign('pending', 'rejected')).toBe(true);
    expect(canMoveDesign('approved', 'rejected')).toBe(true);
    expect(canMoveDesign('rejected', 'rejected')).toBe(false);
    expect(canMoveDesign('approved', 'pending')).toBe(false);
    expect(reviewActions('pending')).toEqual(['approve', 'reject']);
    expect(reviewActions('approved')).toEqual(['revoke']);
    expect(reviewActions('rejected')).toEqual(['approve']);
  });
});
