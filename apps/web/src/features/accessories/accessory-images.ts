import { ACCESSORY_FORM_MESSAGES, ACCESSORY_LIMITS } from '@campus-threads/contract';

/**
 * New files picked in the accessory editor: existing images are kept and new ones appended, at
 * most 5 in all ('Maximum 5 images allowed'); nothing is added when the pick would pass the limit.
 */
export function addImages<T>(
  kept: number,
  pending: readonly T[],
  picked: readonly T[],
  max: number = ACCESSORY_LIMITS.maxImages,
): { pending: T[]; error: string | null } {
  if (kept + pending.length + picked.length > max)
    return { pending: [...pending], error: ACCESSORY_FORM_MESSAGES.imagesMax };
  return { pending: [...pending, ...picked], error: null };
}

/** The images a saved edit sends: the kept ones first, then the new uploads, in order. */
export function finalImages(kept: readonly string[], uploadedKeys: readonly string[]): string[] {
  return [...kept, ...uploadedKeys];
}
