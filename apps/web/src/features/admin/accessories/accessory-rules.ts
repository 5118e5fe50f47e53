import {
  ACCESSORY_FORM_MESSAGES,
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
