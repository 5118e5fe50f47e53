import { describe, expect, it } from 'vitest';
import { isOpenDuringMaintenance } from './maintenance';

describe('isOpenDuringMaintenance', () => {
  it('keeps signing in and the return from a payment open', () => {
    for (const path of ['/login', '/login/', '/payment-callback', '/auth/callback'])
      expect(isOpenDuringMaintenance(path), path).toBe(true);
  });

  it('closes the shop pages', () => {
    for (const path of ['/', '/cart', '/checkout', '/signup', '/product/x', '/admin'])
      expect(isOpenDuringMaintenance(path), path).toBe(false);
  });
});
