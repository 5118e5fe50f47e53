import type { Accessory } from '@campus-threads/contract';

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
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
