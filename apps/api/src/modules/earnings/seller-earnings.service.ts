import {
  SELLER_RECENT_PAYOUTS,
  toRupees,
  type EarningEntry,
  type EarningKind,
  type Payout,
  type PayoutDetails,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earnings, payoutDetails, payouts, type PayoutRow } from '../../db/schema/earnings';
import { pageOffset, toPagination } from '../../lib/pagination';
import { sellerBalance, toSummary } from './earning-balances';
import { readState } from './earning-states';
import { weeklyEarnings } from './weekly-earnings';

export function toPayout(row: PayoutRow): Payout {
  return {
    _id: row.id,
    sellerId: row.sellerId ?? '',
    amount: toRupees(row.amountPaise),
    reference: row.reference,
    upiId: row.upiId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A seller's side of the ledger (docs/decisions/0048): their balances, entries, weekly chart and
 * payouts, and where they are paid. Any signed-in user asks for their own; an account that never
 * sold gets zeros. `now` is the clock the states are read at (tests pass their own).
 */
export function createSellerEarnings(deps: { db: Db; holdDays: number; now: () => Date }) {
  const { db } = deps;

  async function entriesPage(
    sellerId: string,
    page: number,
    limit: number,
    now: Date,
  ): Promise<EarningEntry[]> {
    const rows = await db
      .select({
        id: earnings.id,
        kind: earnings.kind,
        orderId: earnings.orderId,
        title: earnings.title,
        amountPaise: earnings.amountPaise,
        state: readState(now),
        availableAt: earnings.availableAt,
        reference: payouts.reference,
        createdAt: earnings.createdAt,
      })
      .from(earnings)
      .leftJoin(payouts, eq(payouts.id, earnings.payoutId))
      .where(eq(earnings.sellerId, sellerId))
      .orderBy(desc(earnings.createdAt), desc(earnings.id))
      .limit(limit)
      .offset(pageOffset(page, limit));
    return rows.map((row) => {
      // Cash the seller took at the door: theirs already, never paid by a payout (0057).
      const collected = row.kind === 'collected' && row.state !== 'reversed';
      return {
        _id: row.id,
        kind: row.kind as EarningKind,
        orderId: row.orderId,
        title: row.title,
        amount: toRupees(row.amountPaise),
        state: collected ? 'collected' : row.state,
        availableAt: row.availableAt?.toISOString() ?? null,
        reference: collected ? null : row.reference,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function getPayoutDetails(sellerId: string): Promise<PayoutDetails> {
    const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.sellerId, sellerId));
    return { upiId: row?.upiId ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
  }

  /** GET /api/sellers/me/earnings: newest entries first, paged; the rest of the page beside them. */
  async function forSeller(
    sellerId: string,
    query: { page: number; limit: number },
  ): Promise<SellerEarningsResponse> {
    const now = deps.now();
    const [balance, entries, [total], weekly, details, recent] = await Promise.all([
      sellerBalance(db, sellerId, now),
      entriesPage(sellerId, query.page, query.limit, now),
      db.select({ n: count() }).from(earnings).where(eq(earnings.sellerId, sellerId)),
      weeklyEarnings(db, sellerId, now),
      getPayoutDetails(sellerId),
      db
        .select()
        .from(payouts)
        .where(eq(payouts.sellerId, sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(SELLER_RECENT_PAYOUTS),
    ]);
    return {
      summary: toSummary(balance),
      entries,
      pagination: toPagination(query.page, query.limit, total?.n ?? 0),
      weekly,
      payoutDetails: details,
      payouts: recent.map(toPayout),
      holdDays: deps.holdDays,
    };
  }

  /** PUT /api/sellers/me/payout-details: the UPI id (checked by the contract's schema), kept once per seller. */
  async function savePayoutDetails(sellerId: string, upiId: string): Promise<PayoutDetails> {
    const updatedAt = deps.now();
    const [row] = await db
      .insert(payoutDetails)
      .values({ sellerId, upiId, updatedAt })
      .onConflictDoUpdate({ target: payoutDetails.sellerId, set: { upiId, updatedAt } })
      .returning();
    return { upiId: row!.upiId, updatedAt: row!.updatedAt.toISOString() };
  }

  return { forSeller, getPayoutDetails, savePayoutDetails };
}
