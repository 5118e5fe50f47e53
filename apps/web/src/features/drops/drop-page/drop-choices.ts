import { TSHIRT_SIZES, dropCheckoutPath, type Drop, type Tshirt } from '@campus-threads/contract';
import type { FromState } from '@/lib/auth-context';

/**
 * What a buyer chooses on a drop's page and where Join takes them. A drop sells the sizes and
 * colours its design lists (the server refuses any other, docs/decisions/0049), one price for all.
 */

/** The design's sizes in the shop's order (a drop offers exactly these). */
export function dropSizes(design: Pick<Tshirt, 'sizes'>): string[] {
  return TSHIRT_SIZES.filter((size) => design.sizes.includes(size));
}

/** M when the design has it, else its first size. */
export function defaultDropSize(sizes: readonly string[]): string | null {
  return sizes.includes('M') ? 'M' : (sizes[0] ?? null);
}

export type TallyRow = {
  size: string;
  count: number;
  /** 0–100 of the largest count. */ share: number;
};

/**
 * The size tally as rows in the shop's size order: every size the design offers (0 when nobody
 * chose it yet) and any size counted that it no longer lists.
 */
export function sizeTallyRows(sizes: readonly string[], tally: Drop['sizeTally']): TallyRow[] {
  const counted = tally as Partial<Record<string, number>>;
  const shown = TSHIRT_SIZES.filter((size) => sizes.includes(size) || (counted[size] ?? 0) > 0);
  const largest = Math.max(0, ...shown.map((size) => counted[size] ?? 0));
  return shown.map((size) => {
    const count = counted[size] ?? 0;
    return { size, count, share: largest > 0 ? Math.round((count / largest) * 100) : 0 };
  });
}

/**
 * Where Join goes: the join checkout for a signed-in buyer; else the login page, which comes back
 * to that checkout afterwards (the guards' `from` state).
 */
export function joinDestination(
  slug: string,
  size: string,
  color: string,
  signedIn: boolean,
): { to: string; state?: FromState } {
  const checkout = dropCheckoutPath(slug, size, color);
  if (signedIn) return { to: checkout };
  const [pathname, search] = checkout.split('?');
  return { to: '/login', state: { from: { pathname: pathname!, search: `?${search}` } } };
}
