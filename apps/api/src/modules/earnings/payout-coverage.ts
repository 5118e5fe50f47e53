import { and, asc, eq, inArray } from 'drizzle-orm';
import { sumOf } from '../../db/money-sql';
import { earnings, payouts } from '../../db/schema/earnings';
import { availableAt, type Executor } from './earning-states';

/** An available entry a payout may cover. */
export type OpenEntry = { id: string; amountPaise: number };

/**
 * Which of the available entries (oldest first) the payouts now cover, given `creditPaise`: all
 * the seller's payouts less the entries already marked paid. Entries of minus an amount
 * (reversals, balances the seller collected) are netted first, as they add to the credit; then
 * each entry is covered only when the credit left pays all of it, and the first one it does not
 * stops the run, so a payout that covers part of an entry leaves it available until later payouts
 * cover it (docs/decisions/0048). The credit never goes below zero, so the entries marked paid
 * never add up to more than the payouts.
 */
export function coveredEntries(open: readonly OpenEntry[], creditPaise: number): string[] {
  const covered: string[] = [];
  let credit = creditPaise;
  for (const entry of open.filter((e) => e.amountPaise <= 0)) {
    covered.push(entry.id);
    credit -= entry.amountPaise;
  }
  for (const entry of open.filter((e) => e.amountPaise > 0)) {
    if (entry.amountPaise > credit) break;
    covered.push(entry.id);
    credit -= entry.amountPaise;
  }
  return covered;
}

/**
 * The seller's ledger as a payout sees it, in the payout's transaction: the available entries,
 * locked (a cancel that would reverse one waits, or has already taken it out), oldest first, and
 * what was paid so far. `availablePaise` is what may be paid out now.
 */
export async function lockOpenLedger(tx: Executor, sellerId: string, now: Date) {
  // One statement after the other: a transaction is a single client (docs/decisions/0057).
  const open = await tx
    .select({ id: earnings.id, amountPaise: earnings.amountPaise })
    .from(earnings)
    .where(and(eq(earnings.sellerId, sellerId), availableAt(now)))
    .orderBy(asc(earnings.availableAt), asc(earnings.createdAt), asc(earnings.id))
    .for('update');
  const [paidEntries] = await tx
    .select({ paise: sumOf(earnings.amountPaise) })
    .from(earnings)
    .where(and(eq(earnings.sellerId, sellerId), eq(earnings.state, 'paid')));
  const [paidOut] = await tx
    .select({ paise: sumOf(payouts.amountPaise) })
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId));
  const paidEntriesPaise = paidEntries?.paise ?? 0;
  const payoutsPaise = paidOut?.paise ?? 0;
  const openPaise = open.reduce((sum, e) => sum + e.amountPaise, 0);
  return {
    open,
    /** What the payouts so far cover beyond the entries marked paid (a part of the next entry). */
    creditPaise: payoutsPaise - paidEntriesPaise,
    availablePaise: paidEntriesPaise + openPaise - payoutsPaise,
  };
}

/** Marks the covered entries paid by `payoutId`; answers how many. */
export async function markPaid(
  tx: Executor,
  ids: readonly string[],
  payoutId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  await tx
    .update(earnings)
    .set({ state: 'paid', payoutId })
    .where(and(inArray(earnings.id, [...ids]), eq(earnings.state, 'pending')));
  return ids.length;
}
