import { CART_MESSAGES, type CartLine, type CartResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-line';
import { withDeviceNames } from './device-names';

const goneLine = {
  id: 'line-1',
  productId: 'a1',
  productType: 'accessory',
  title: '',
  imageUrl: null,
  available: false,
  unavailableReason: CART_MESSAGES.noLongerAvailable,
} as CartLine;

describe('withDeviceNames', () => {
  it("names a guest's line whose product is gone with what the device kept", () => {
    const cart = { items: [goneLine], summary: {} } as CartResponse;
    const item = {
      id: 'line-1',
      accessory: { title: 'Kapili Steel Bottle' },
      imageUrl: '/files/bottle.webp',
    } as CartItem;
    expect(withDeviceNames(cart, [item]).items[0]).toMatchObject({
      title: 'Kapili Steel Bottle',
      imageUrl: '/files/bottle.webp',
      unavailableReason: CART_MESSAGES.noLongerAvailable,
    });
    const named = { items: [{ ...goneLine, title: 'Mug' }], summary: {} } as CartResponse;
    expect(withDeviceNames(named, [item])).toBe(named);
  });
});
