import { RELATED_ITEMS_MAX, groupOfSubCategory, type Tshirt } from '@campus-threads/contract';

/**
 * 'You May Also Like' (spec: storefront §2): others of the same casual category and audience,
 * the same sub-category first, then the same taxonomy group, then the rest (order kept).
 */
export function pickRelated(
  current: Pick<Tshirt, 'id' | 'subCategory'>,
  candidates: readonly Tshirt[],
  max = RELATED_ITEMS_MAX,
): Tshirt[] {
  const group = current.subCategory ? groupOfSubCategory(current.subCategory)?.id : undefined;
  const score = (t: Tshirt) => {
    if (current.subCategory && t.subCategory === current.subCategory) return 2;
    if (group && t.subCategory && groupOfSubCategory(t.subCategory)?.id === group) return 1;
    return 0;
  };
  return candidates
    .filter((t) => t.id && t.id !== current.id)
    .map((t, index) => ({ t, index, score: score(t) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((x) => x.t);
}

/** Days to delivery: the seller's custom days when allowed, else the default days (spec §2). */
export function deliveryDays(
  config: Tshirt['deliveryConfig'] | null | undefined,
  fallback: number,
): number {
  if (!config) return fallback;
  if (config.allowCustomDeliveryDays && config.customDeliveryDays && config.customDeliveryDays > 0)
    return config.customDeliveryDays;
  return config.defaultDeliveryDays > 0 ? config.defaultDeliveryDays : fallback;
}
