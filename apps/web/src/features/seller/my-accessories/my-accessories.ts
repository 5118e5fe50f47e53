import type { Accessory } from '@campus-threads/contract';

export type AccessoryCounters = { total: number; active: number; technical: number };

/** Total / Active / Technical (spec §2 "Accessories management"). */
export function accessoryCounters(
  accessories: readonly Pick<Accessory, 'status' | 'isTechnical'>[],
): AccessoryCounters {
  return {
    total: accessories.length,
    active: accessories.filter((a) => a.status === 'active').length,
    technical: accessories.filter((a) => a.isTechnical).length,
  };
}

/** The search box: every word must appear in the title, description, category, place or seller. */
export function searchAccessories<T extends Accessory>(
  accessories: readonly T[],
  query: string,
): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...accessories];
  return accessories.filter((a) => {
    const text = [
      a.title,
      a.description,
      a.category,
      a.subCategory,
      a.universityName,
      a.departmentName,
      a.sellerName,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
