import { COLOR_PALETTE } from '../catalog';
import { canonicalColorName } from '../cart-choice';
import { toPaise, type Paise } from '../money';
import { COLOR_DISCOUNT_MESSAGES } from './designs';
import { blank, sameColor, toNumber } from './form-values';

// The colour discount manager's quick apply and Add Discount (spec: seller-admin §5 "Color
// discounts"; docs/decisions/0019). Money in integer paise.

export const COLOR_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type ColorDiscountType = (typeof COLOR_DISCOUNT_TYPES)[number];
export const COLOR_DISCOUNT_TYPE_LABELS: Record<ColorDiscountType, string> = {
  percentage: 'Percentage (%)',
  fixed: 'Fixed amount (₹)',
};

/**
 * The discount price quick apply sets: percentage base × (1 − v/100), fixed base − v (v in
 * rupees), rounded to the paisa. `base` is the colour's seller price, else the design's price.
 */
export function quickApplyDiscount(input: {
  color: string;
  type: ColorDiscountType;
  value: string | number;
  base: Paise;
}): { ok: true; discountPrice: Paise } | { ok: false; message: string } {
  const M = COLOR_DISCOUNT_MESSAGES;
  if (!input.color.trim() || blank(input.value))
    return { ok: false, message: M.selectColorAndValue };
  const value = toNumber(input.value);
  if (!Number.isFinite(value) || value < 0) return { ok: false, message: M.invalidValue };
  if (input.type === 'percentage') {
    if (value > 100) return { ok: false, message: M.percentOver100 };
    return { ok: true, discountPrice: Math.round((input.base * (100 - value)) / 100) };
  }
  const off = toPaise(value);
  if (off >= input.base) return { ok: false, message: M.fixedTooHigh };
  return { ok: true, discountPrice: input.base - off };
}

/**
 * The colour Add Discount adds: the first of the design's palette colours without an admin
 * discount, or the spec's text when every one has one.
 */
export function nextDiscountColor(
  colors: readonly string[],
  taken: readonly string[],
): { ok: true; color: string } | { ok: false; message: string } {
  const palette = new Set<string>(COLOR_PALETTE.map((c) => c.name));
  const color = colors
    .map(canonicalColorName)
    .find((c) => palette.has(c) && !taken.some((t) => sameColor(t, c)));
  return color
    ? { ok: true, color }
    : { ok: false, message: COLOR_DISCOUNT_MESSAGES.allColorsUsed };
}

/** The colours a design's manager offers: its colours that are in the palette. */
export function discountableColors(colors: readonly string[]): string[] {
  const palette = new Set<string>(COLOR_PALETTE.map((c) => c.name));
  return colors.map(canonicalColorName).filter((c) => palette.has(c));
}
