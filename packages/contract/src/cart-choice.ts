import { COLOR_PALETTE, type ProductType } from './catalog';

/**
 * What makes two cart lines the same choice, for the account's cart (its unique index), the
 * device's guest cart and a buy-now of a carted item alike: product, size, colour and the printed
 * name. Colour and size are compared in one canonical spelling, so " navy blue " and "Navy Blue"
 * are one line.
 */

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A palette colour in the palette's spelling; another colour with each word capitalised. */
export function canonicalColorName(color: string): string {
  const plain = collapse(color);
  const palette = COLOR_PALETTE.find((c) => c.name.toLowerCase() === plain.toLowerCase());
  if (palette) return palette.name;
  return plain
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Sizes are upper case ("xl " is "XL"). */
export function canonicalSizeName(size: string): string {
  return collapse(size).toUpperCase();
}

/** Empty after trimming means "none". */
export function canonicalOptional(
  value: string | null | undefined,
  canonical: (v: string) => string,
): string | null {
  if (value === null || value === undefined) return null;
  const result = canonical(value);
  return result === '' ? null : result;
}

export type CartChoiceFields = {
  productType: ProductType;
  productId: string;
  size?: string | null;
  color?: string | null;
  wantsCustomization?: boolean;
  customName?: string | null;
};

/** One string per distinct choice; a name only counts when it is printed. */
export function cartChoiceKey(choice: CartChoiceFields): string {
  const customised = Boolean(choice.wantsCustomization);
  return JSON.stringify([
    choice.productType,
    choice.productId,
    canonicalOptional(choice.size, canonicalSizeName),
    canonicalOptional(choice.color, canonicalColorName),
    customised,
    customised ? collapse(choice.customName ?? '') : '',
  ]);
}

export function isSameCartChoice(a: CartChoiceFields, b: CartChoiceFields): boolean {
  return cartChoiceKey(a) === cartChoiceKey(b);
}
