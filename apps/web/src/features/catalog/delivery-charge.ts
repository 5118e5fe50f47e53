import { formatRupees, toPaise } from '@campus-threads/contract';

/**
 * What the product page says of a design's delivery charge (the admin sets it), so the shopper
 * knows it before the checkout adds it: once per cart line, whatever the quantity (DECISIONS.md row 5).
 */
export function deliveryChargeText(deliveryPrice: number): string {
  return deliveryPrice > 0
    ? `+ ${formatRupees(toPaise(deliveryPrice))} delivery, charged once whatever the quantity.`
    : 'Free delivery on this design.';
}
