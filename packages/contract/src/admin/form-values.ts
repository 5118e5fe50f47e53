import { canonicalColorName } from '../cart-choice';

// How the admin design forms read what a field holds: text from an input, or a number/boolean
// from the JSON of a design edit.

/** Nothing entered: undefined, null or only spaces. */
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number, or NaN when the field holds none. */
export const toNumber = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;

export const toBool = (v: unknown, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback;

/** The same palette colour, whatever its spelling. */
export const sameColor = (a: string, b: string) => canonicalColorName(a) === canonicalColorName(b);
