import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { earnings } from '../../db/schema/earnings';
import type { Executor } from './earning-states';

/** The advisory-lock namespace of a seller's ledger (any fixed number no other lock uses). */
const SELLER_LEDGER_LOCK = 48_057;

/**
 * Takes the transaction-scoped lock on these sellers' ledgers (docs/decisions/0057), in id order
 * so two writers never wait on each other crosswise. A payout takes it before it reads the
 * seller's entries; a balance collected at the door and a return's reversal take it before they
 * write theirs. So an entry written at the same moment as a payout either commits first, and the
 * payout (whose next statements start after the lock is granted) counts it, or waits for the
 * payout to commit. The payout takes no order row lock, so the writers' order locks held
 * meanwhile make no cycle.
 */
export async function lockSellerLedgers(
  tx: Executor,
  sellerIds: readonly (string | null)[],
): Promise<void> {
  const ids = [...new Set(sellerIds.filter((id): id is string => id !== null))].sort();
  for (const id of ids)
    await tx
      .select({ locked: sql`pg_advisory_xact_lock(${SELLER_LEDGER_LOCK}, hashtext(${id}))` })
      .from(sql`(select 1) as one`);
}

/** The same lock for the sellers of an order's entries (of some lines only, when given). */
export async function lockLedgersOfOrder(
  tx: Executor,
  orderId: string,
  orderItemIds?: readonly string[],
): Promise<void> {
  const rows = await tx
    .select({ sellerId: earnings.sellerId })
    .from(earnings)
    .where(
      and(
        eq(earnings.orderId, orderId),
        isNotNull(earnings.sellerId),
        ...(orderItemIds ? [inArray(earnings.orderItemId, [...orderItemIds])] : []),
      ),
    )
    .groupBy(earnings.sellerId);
  await lockSellerLedgers(
    tx,
    rows.map((r) => r.sellerId),
  );
}
