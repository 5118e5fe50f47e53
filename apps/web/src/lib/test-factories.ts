import type { Accessory, PinCodeLookup, Tshirt } from '@campus-threads/contract';

/** Test data: an accessory as the API sends it, with `overrides` on top. Used by unit tests only. */
export function createAccessory(overrides: Partial<Accessory> = {}): Accessory {
  return {
    _id: 'a1',
    accessoryId: 'a1',
    title: 'Lab Coat',
    description: 'White cotton lab coat',
    price: 499,
    discountPrice: null,
    currentPrice: 499,
    images: ['/a.webp'],
    thumbnails: ['/a-t.webp'],
    stock: 5,
    status: 'active',
    category: 'Lab Gear',
    subCategory: null,
    universityName: 'Tezpur University',
    departmentName: 'Chemistry',
    isAllDepartments: false,
    isTechnical: true,
    specifications: {},
    sellerId: 's1',
    sellerName: 'Seller',
    deliveryPrice: 0,
    weightGrams: 200,
    rating: 0,
    reviewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Test data: a t-shirt as the API lists it, with `overrides` on top. Used by unit tests only. */
export function createTshirt(overrides: Partial<Tshirt> = {}): Tshirt {
  const id = overrides.id ?? 't1';
  return {
    _id: id,
    id,
    designId: 'd1',
    title: 'Hostel Nights Tee',
    description: 'Soft cotton tee',
    price: 599,
    discountPrice: null,
    saleEndTime: null,
    deliveryPrice: 0,
    currentPrice: 599,
    colorVariants: [
      { color: 'Black', hex: '#000000', images: ['/t.webp'], thumbnails: ['/t-t.webp'] },
    ],
    colorPrices: [],
    colorDiscounts: [],
    colors: ['Black'],
    sizes: ['S', 'M', 'L'],
    images: ['/t.webp'],
    category: 'casual',
    subCategory: 'Meme Zone',
    targetAudience: 'MEN',
    additionalInfo: {
      hostelName: null,
      universityName: null,
      departmentName: null,
      eventName: null,
    },
    customizable: false,
    customizableParts: [],
    allowPartialPayment: false,
    deliveryConfig: {
      allowCustomDeliveryDays: false,
      customDeliveryDays: null,
      defaultDeliveryDays: 7,
    },
    printWithTShirtBuddy: true,
    deliverWithTShirtBuddy: true,
    status: 'approved',
    adminRemarks: null,
    sellerId: 's1',
    sellerName: 'Seller',
    userId: 'u1',
    rating: 0,
    reviewCount: 0,
    inStock: true,
    estimatedDelivery: '7 days',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Test data: a PIN's look-up as the server answers it (Hyderabad's 500032), with `overrides`. */
export function createPinCodeLookup(overrides: Partial<PinCodeLookup> = {}): PinCodeLookup {
  return {
    pin: '500032',
    district: 'Hyderabad',
    state: 'Telangana',
    stateCode: '36',
    states: ['Telangana'],
    serviceable: true,
    codAvailable: true,
    zone: 'national',
    zoneLabel: 'Rest of India',
    estimatedDelivery: { from: '2026-12-08', to: '2026-12-11' },
    message: 'Delivers by Fri 11 Dec',
    freeDeliveryAbove: 999,
    ...overrides,
  };
}
