import { describe, expect, it } from 'vitest';
import { accessoryBasicsSchema, accessoryWriteSchema } from './accessory-form';
import { parseDesignEdit, type EditableDesign } from './admin/designs';
import { designBasicsSchema, designSubmissionSchema } from './design-form';
import {
  isDeliveryPriceWithinMax,
  isPriceWithinMax,
  MAX_DELIVERY_PRICE_PAISE,
  MAX_PRICE_PAISE,
  PRICE_LIMIT_MESSAGES as M,
} from './price-limits';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const design = {
  title: 'Gold Thread Tee',
  description: 'Hand embroidered with real gold thread.',
  price: 999,
  deliveryPrice: 0,
  category: 'casual',
  targetAudience: 'MEN',
  subCategory: 'Design Lover',
  colorVariants: [{ color: 'Black', images: ['a.webp', 'b.webp'] }],
  sizes: ['M'],
  acceptTerms: true,
};

const accessory = {
  title: 'Silver Crest Pen',
  description: 'A sterling silver pen with the crest.',
  price: 1_499,
  category: 'Stationery',
  subCategory: 'Pens',
  stock: 3,
  universityName: 'Tezpur University',
  isAllDepartments: true,
  images: ['accessories/pen.webp'],
};

const editable: EditableDesign = {
  title: 'Gold Thread Tee',
  description: 'Hand embroidered with real gold thread.',
  price: 99_900,
  discountPrice: null,
  deliveryPrice: 0,
  saleEndTime: null,
  allowPartialPayment: false,
  deliveryConfig: {
    defaultDeliveryDays: 10,
    customDeliveryDays: null,
    allowCustomDeliveryDays: false,
  },
  colorPrices: [],
  colorDiscounts: [],
  sizes: ['M'],
  customizable: false,
  customizableParts: [],
  colors: ['Black'],
};

describe('price maximums', () => {
  it('are ₹1,00,000 for a product and ₹10,000 for delivery, in Indian digit grouping', () => {
    expect(MAX_PRICE_PAISE).toBe(10_000_000);
    expect(MAX_DELIVERY_PRICE_PAISE).toBe(1_000_000);
    expect(M.priceMax).toBe('Price cannot be more than ₹1,00,000');
    expect(M.deliveryMax).toBe('Delivery price cannot be more than ₹10,000');
    expect(isPriceWithinMax(MAX_PRICE_PAISE)).toBe(true);
    expect(isPriceWithinMax(MAX_PRICE_PAISE + 1)).toBe(false);
    expect(isDeliveryPriceWithinMax(MAX_DELIVERY_PRICE_PAISE)).toBe(true);
    expect(isDeliveryPriceWithinMax(MAX_DELIVERY_PRICE_PAISE + 1)).toBe(false);
  });

  it('the design wizard and POST/PUT /api/tshirts take the maximum and refuse a paisa more', () => {
    expect(designBasicsSchema.safeParse({ ...design, price: 100_000 }).success).toBe(true);
    expect(messages(designBasicsSchema.safeParse({ ...design, price: 100_000.01 }))).toEqual([
      M.priceMax,
    ]);
    const ok = designSubmissionSchema.safeParse({
      ...design,
      price: 100_000,
      deliveryPrice: 10_000,
    });
    expect(ok.success && ok.data).toMatchObject({
      pricePaise: MAX_PRICE_PAISE,
      deliveryPricePaise: MAX_DELIVERY_PRICE_PAISE,
    });
    expect(messages(designSubmissionSchema.safeParse({ ...design, price: 1e9 }))).toEqual([
      M.priceMax,
    ]);
    expect(
      messages(designSubmissionSchema.safeParse({ ...design, deliveryPrice: 10_000.01 })),
    ).toEqual([M.deliveryMax]);
  });

  it('the accessory wizard and POST/PUT /api/accessories take the maximum and refuse above it', () => {
    expect(accessoryBasicsSchema.safeParse({ ...accessory, price: 100_000 }).success).toBe(true);
    expect(messages(accessoryBasicsSchema.safeParse({ ...accessory, price: 100_000.01 }))).toEqual([
      M.priceMax,
    ]);
    const ok = accessoryWriteSchema.safeParse({
      ...accessory,
      price: 100_000,
      deliveryPrice: 10_000,
    });
    expect(ok.success && ok.data).toMatchObject({
      pricePaise: MAX_PRICE_PAISE,
      deliveryPricePaise: MAX_DELIVERY_PRICE_PAISE,
    });
    expect(messages(accessoryWriteSchema.safeParse({ ...accessory, price: 250_000 }))).toEqual([
      M.priceMax,
    ]);
    expect(
      messages(accessoryWriteSchema.safeParse({ ...accessory, deliveryPrice: 10_001 })),
    ).toEqual([M.deliveryMax]);
  });

  it("an admin's design edit: price, colour price and delivery price up to their maximums", () => {
    const refused = (input: Record<string, unknown>) => {
      const result = parseDesignEdit(editable, input);
      return result.ok ? null : { message: result.message, field: result.field };
    };
    expect(refused({ price: 100_000, deliveryPrice: 10_000 })).toBeNull();
    expect(refused({ price: 100_000.01 })).toEqual({ message: M.priceMax, field: 'price' });
    expect(refused({ colorPrices: [{ color: 'Black', price: '100001' }] })).toEqual({
      message: M.priceMax,
      field: 'colorPrices',
    });
    expect(refused({ deliveryPrice: '10000.01' })).toEqual({
      message: M.deliveryMax,
      field: 'deliveryPrice',
    });
  });
});
