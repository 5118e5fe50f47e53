import { describe, expect, it } from 'vitest';
import { accessoryCartItem } from './accessory-line';
import { createAccessory } from '@/lib/test-factories';

describe('accessoryCartItem', () => {
  it('builds the spec cart item for an accessory', () => {
    const item = accessoryCartItem(
      createAccessory({
        accessoryId: 'acc-1',
        price: 650,
        discountPrice: 520,
        images: ['/full.webp'],
        thumbnails: ['/thumb.webp'],
        deliveryPrice: 40,
      }),
      2,
    );
    expect(item).toMatchObject({
      productId: 'acc-1',
      productType: 'accessory',
      accessoryId: 'acc-1',
      quantity: 2,
      size: null,
      color: null,
      wantsCustomization: false,
      finalPrice: 520,
      discountPrice: 520,
      deliveryPrice: 40,
      imageUrl: '/thumb.webp',
    });
    expect(item.id).toBeTruthy();
  });

  it('charges the base price when the discount is invalid', () => {
    const item = accessoryCartItem(createAccessory({ price: 1000, discountPrice: 5 }));
    expect(item).toMatchObject({ finalPrice: 1000, discountPrice: null, quantity: 1 });
  });
});
