import { toRupees, type EarningsSummary } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { sumOf } from '../../db/money-sql';
import { earnings, payouts } from '../../db/schema/earnings';
import { onHold, settled, type Executor } from './earning-states';

/**
 * A seller's balances in paise (docs/decisions/0048): `paid` is the sum of their payouts;
 * `available` the entries available or paid, less `paid` (negative when reversals exceed what
 * is owed); `pending` the entries still on hold.
 */
export type BalancePaise = { pendingPaise: number; availablePaise: number; paidPaise: number };

/** The sums one statement per table gives, grouped or not (admin list, one seller). */
export const entrySums = (now: Date) => ({
  pendingPaise: sumOf(earnings.amountPaise, onHold(now)),
  settledPaise: sumOf(earnings.amountPaise, settled(now)),
});

export const payoutSum = sumOf(payouts.amountPaise);

export function toBalance(
  entries: { pendingPaise: number; settledPaise: number } | undefined,
  paidPaise: number,
): BalancePaise {
  return {
    pendingPaise: entries?.pendingPaise ?? 0,
    availablePaise: (entries?.settledPaise ?? 0) - paidPaise,
    paidPaise,
  };
}

/**
 * The seller's balances at `now`: two statements, one after the other (`executor` may be a
 * transaction, a single client: docs/decisions/0057).
 */
export async function sellerBalance(
  executor: Executor,
  sellerId: string,
  now: Date,
): Promise<BalancePaise> {
  const [sums] = await executor
    .select(entrySums(now))
    .from(earnings)
    .where(eq(earnings.sellerId, sellerId));
  const [paid] = await executor
    .select({ paise: payoutSum })
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId));
  return toBalance(sums, paid?.paise ?? 0);
}

export function toSummary(balance: BalancePaise): EarningsSummary {
  return {
    pending: toRupees(balance.pendingPaise),
    available: toRupees(balance.availablePaise),
    paid: toRupees(balance.paidPaise),
  };
}
