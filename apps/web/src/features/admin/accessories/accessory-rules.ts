import {
  ACCESSORY_FORM_MESSAGES,
  ACCESSORY_LIMITS,
  MAX_ACCESSORY_DISCOUNT_PERCENT,
  discountPercent,
  formatRupees,
  toPaise,
} from '@campus-threads/contract';

const M = ACCESSORY_FORM_MESSAGES;

/** The live preview under the prices (spec §5 "Accessory add/edit (admin screen)"). */
export type DiscountPreview =
  | { kind: 'none' }
  | { kind: 'error'; text: string }
  | { kind: 'ok'; finalPrice: string; saving: string; percent: number };

export function discountPreviewOf(priceText: string, discountText: string): DiscountPreview {
  const price = Number(priceText);
  const discount = discountText.trim() === '' ? 0 : Number(discountText);
  if (
    priceText.trim() === '' ||
    !Number.isFinite(price) ||
    price <= 0 ||
    !Number.isFinite(discount)
  )
    return { kind: 'none' };
  if (discount === 0) return { kind: 'none' };
  const pricePaise = toPaise(price);
  const discountPaise = toPaise(discount);
  if (discount < 0 || discountPaise >= pricePaise)
    return { kind: 'error', text: M.discountNotBelow };
  const percent = discountPercent(pricePaise, discountPaise);
  if (percent > MAX_ACCESSORY_DISCOUNT_PERCENT)
    return { kind: 'error', text: M.discountCap(percent) };
  return {
    kind: 'ok',
    finalPrice: formatRupees(discountPaise),
    saving: formatRupees(pricePaise - discountPaise),
    percent,
  };
}

/**
 * Picked files: at most 5 chosen at once, and at most 5 images on the accessory in all (the
 * existing ones count: an edit appends). Nothing is added when the pick breaks a limit.
 */
export function pickImages<T>(
  existing: number,
  pending: readonly T[],
  picked: readonly T[],
  max: number = ACCESSORY_LIMITS.maxImages,
): { pending: T[]; error: string | null } {
  if (picked.length > max || existing + pending.length + picked.length > max)
    return { pending: [...pending], error: M.imagesMax };
  return { pending: [...pending, ...picked], error: null };
}
