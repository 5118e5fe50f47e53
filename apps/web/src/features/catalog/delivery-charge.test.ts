import { describe, expect, it } from 'vitest';
import { deliveryChargeText } from './delivery-charge';

describe('deliveryChargeText', () => {
  it("names the admin's delivery charge before checkout, and free delivery when there is none", () => {
    expect(deliveryChargeText(40)).toBe('+ ₹40.00 delivery, charged once whatever the quantity.');
    expect(deliveryChargeText(0)).toBe('Free delivery on this design.');
  });
});
