import { lineEarning, type EarningRates } from '@campus-threads/contract';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earnings } from '../../db/schema/earnings';
import { adminsAmong } from '../users/admin-ids';
import type { Executor } from './earning-states';
import { lockLedgersOfOrder, lockSellerLedgers } from './seller-ledger-lock';

const DAY_MS = 86_400_000;

/**
 * One line of a new order as the ledger needs it (paise): the orders module's `EarningLine`,
 * restated because earnings never imports orders (docs/decisions/0037); app/services.ts checks
 * that the two fit when it hands this ledger to orders.
 */
export type LedgerLine = {
  orderItemId: string;
  sellerId: string | null;
  title: string;
  unitPricePaise: number;
  quantity: number;
  customizationPaise: number;
  deliveryPricePaise: number;
  fulfilledByShop: boolean;
};

export type EarningsLedgerDeps = {
  /** The settings' current rates, read through the caller's transaction (settings.earningRates). */
  rates: (executor: Pick<Db, 'insert' | 'select'>) => Promise<EarningRates>;
  /** EARNINGS_HOLD_DAYS: days after delivery before an entry is available (0: at delivery). */
  holdDays: number;
};

/**
 * The ledger's writes, each inside the caller's transaction so an order and its entries change
 * together (the order flows call it, apps/api/src/flows; docs/decisions/0048). Every write is idempotent:
 * the unique partial indexes make a line earn once, a paid entry reversed once and an order's
 * balance collected once, and the updates only touch rows still in the state they change.
 */
export function createEarningsLedger(deps: EarningsLedgerDeps) {
  const holdEnds = (from: Date) => new Date(from.getTime() + deps.holdDays * DAY_MS);

  /**
   * One entry per line of a seller's item: a `sale` of the line less the commission, or a
   * `royalty` of the price for a t-shirt the shop prints and ships, with the rate copied from the
   * settings now, so a later change never rewrites it. A second call for the same lines (a payment
   * confirmed twice at once) makes nothing.
   */
  async function recordForNewOrder(
    tx: Executor,
    order: { id: string; lines: readonly LedgerLine[] },
    now: Date,
  ): Promise<void> {
    // An admin's line earns nothing: the shop does not pay itself (docs/decisions/0057).
    const shop = await adminsAmong(tx, [...new Set(order.lines.flatMap((l) => l.sellerId ?? []))]);
    const sold = order.lines.filter((line) => line.sellerId !== null && !shop.has(line.sellerId));
    if (sold.length === 0) return;
    const rates = await deps.rates(tx);
    const values = sold.flatMap((line) => {
      const earning = lineEarning(line, rates);
      if (!earning) return [];
      return [
        {
          sellerId: line.sellerId,
          orderId: order.id,
          orderItemId: line.orderItemId,
          kind: earning.kind,
          title: line.title,
          basePaise: earning.basePaise,
          rateBasisPoints: earning.rateBasisPoints,
          amountPaise: earning.amountPaise,
          state: 'pending',
          createdAt: now,
        },
      ];
    });
    if (values.length > 0) await tx.insert(earnings).values(values).onConflictDoNothing();
  }

  /** The order was delivered: its pending entries become available once the hold has passed. */
  async function startHold(tx: Executor, orderId: string, deliveredAt: Date): Promise<void> {
    await tx
      .update(earnings)
      .set({ availableAt: holdEnds(deliveredAt) })
      .where(
        and(
          eq(earnings.orderId, orderId),
          eq(earnings.state, 'pending'),
          isNull(earnings.availableAt),
        ),
      );
  }

  /**
   * The order was cancelled (or refunded): what it did to the ledger is undone. Entries not paid
   * yet become `reversed`; a paid entry is never edited, it gets a `reversal` of minus its amount,
   * available at once, that nets against the seller's next payout.
   */
  async function reverseOrder(tx: Executor, orderId: string, now: Date): Promise<void> {
    const ofOrder = and(eq(earnings.orderId, orderId), ne(earnings.kind, 'reversal'));
    await lockLedgersOfOrder(tx, orderId); // a payout at the same moment counts it or waits (0057)
    // Locked in the order a payout locks a seller's entries (payout-coverage.ts), so a cancel and
    // a payout that meet on these rows wait for each other instead of deadlocking.
    await tx
      .select({ id: earnings.id })
      .from(earnings)
      .where(ofOrder)
      .orderBy(asc(earnings.availableAt), asc(earnings.createdAt), asc(earnings.id))
      .for('update');
    await tx
      .update(earnings)
      .set({ state: 'reversed' })
      .where(and(ofOrder, eq(earnings.state, 'pending')));
    const paid = await tx
      .select()
      .from(earnings)
      .where(and(ofOrder, eq(earnings.state, 'paid')));
    if (paid.length === 0) return;
    await tx
      .insert(earnings)
      .values(
        paid.map((entry) => ({
          sellerId: entry.sellerId,
          orderId,
          kind: 'reversal',
          title: entry.title,
          basePaise: entry.amountPaise,
          rateBasisPoints: entry.rateBasisPoints,
          amountPaise: -entry.amountPaise,
          state: 'pending',
          availableAt: now,
          reversesId: entry.id,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }

  /**
   * The fulfilling seller collected the balance of an advance at the door: they already hold that
   * money, so a `collected` entry of minus it nets against what the shop owes them. It becomes
   * available with the order's other entries (or after a hold from now when they have none yet).
   */
  async function recordCollectedBalance(
    tx: Executor,
    collected: { orderId: string; sellerId: string; amountPaise: number; title: string },
    now: Date,
  ): Promise<void> {
    if (collected.amountPaise <= 0) return;
    await lockSellerLedgers(tx, [collected.sellerId]); // a payout counts it or waits (0057)
    const [held] = await tx
      .select({ availableAt: earnings.availableAt })
      .from(earnings)
      .where(
        and(
          eq(earnings.orderId, collected.orderId),
          inArray(earnings.kind, ['sale', 'royalty']),
          isNotNull(earnings.availableAt),
        ),
      )
      .limit(1);
    await tx
      .insert(earnings)
      .values({
        sellerId: collected.sellerId,
        orderId: collected.orderId,
        kind: 'collected',
        title: collected.title,
        basePaise: collected.amountPaise,
        rateBasisPoints: 0,
        amountPaise: -collected.amountPaise,
        state: 'pending',
        availableAt: held?.availableAt ?? holdEnds(now),
        createdAt: now,
      })
      .onConflictDoNothing();
  }

  /**
   * A drop closed at a tier (docs/decisions/0049): the line now sells at the tier's lower price,
   * so its entry, still pending (a drop's orders are held until it closes), earns on that price
   * at the rate it copied when the order was made.
   */
  async function repriceLine(tx: Executor, line: LedgerLine): Promise<void> {
    const [entry] = await tx
      .select()
      .from(earnings)
      .where(
        and(
          eq(earnings.orderItemId, line.orderItemId),
          inArray(earnings.kind, ['sale', 'royalty']),
          eq(earnings.state, 'pending'),
        ),
      )
      .for('update');
    if (!entry) return;
    const rate = entry.rateBasisPoints;
    const earning = lineEarning(line, { commissionBasisPoints: rate, royaltyBasisPoints: rate });
    await tx
      .update(earnings)
      .set(
        earning
          ? { basePaise: earning.basePaise, amountPaise: earning.amountPaise }
          : { state: 'reversed' },
      )
      .where(eq(earnings.id, entry.id));
  }

  /**
   * Goods sent back and refunded (a received return, docs/decisions/0052): for each returned line,
   * a `reversal` naming the line (order_item_id set, reverses_id null) of minus what its seller
   * earned on the returned units alone, as the buyer is refunded their price (no delivery, no
   * personalisation: a personalised line cannot be returned), at the rate the line's entry copied.
   * The line's own entry is never edited: it may be paid out already, and a return may take part
   * of a line. The reversal is available with that entry (at once when the entry was paid out),
   * so it nets against what the seller is owed next. Lines with no entry earn nothing and give
   * nothing back. Once per return: the caller holds the return request's row lock.
   */
  async function reverseLines(
    tx: Executor,
    orderId: string,
    lines: readonly { orderItemId: string; unitPricePaise: number; quantity: number }[],
    now: Date,
  ): Promise<void> {
    if (lines.length === 0) return;
    const itemIds = lines.map((l) => l.orderItemId);
    await lockLedgersOfOrder(tx, orderId, itemIds); // a payout counts it or waits (0057)
    // Locked in the order a payout locks a seller's entries (payout-coverage.ts), as reverseOrder.
    const entries = await tx
      .select()
      .from(earnings)
      .where(
        and(
          eq(earnings.orderId, orderId),
          inArray(
            earnings.orderItemId,
            lines.map((l) => l.orderItemId),
          ),
          inArray(earnings.kind, ['sale', 'royalty']),
        ),
      )
      .orderBy(asc(earnings.availableAt), asc(earnings.createdAt), asc(earnings.id))
      .for('update');
    const values = entries.flatMap((entry) => {
      const line = lines.find((l) => l.orderItemId === entry.orderItemId);
      if (!line || entry.state === 'reversed') return [];
      const rate = entry.rateBasisPoints;
      const earning = lineEarning(
        {
          unitPricePaise: line.unitPricePaise,
          quantity: line.quantity,
          customizationPaise: 0,
          deliveryPricePaise: 0,
          fulfilledByShop: entry.kind === 'royalty',
        },
        { commissionBasisPoints: rate, royaltyBasisPoints: rate },
      );
      if (!earning) return [];
      return [
        {
          sellerId: entry.sellerId,
          orderId,
          orderItemId: entry.orderItemId,
          kind: 'reversal',
          title: entry.title,
          basePaise: earning.basePaise,
          rateBasisPoints: rate,
          amountPaise: -earning.amountPaise,
          state: 'pending',
          availableAt: entry.state === 'paid' ? now : (entry.availableAt ?? now),
          createdAt: now,
        },
      ];
    });
    if (values.length > 0) await tx.insert(earnings).values(values);
  }

  /**
   * A Self Service seller paid back in cash part of a balance they collected at the door (a return
   * of an advance order, docs/decisions/0058): they hold that much less of the buyer's money, so a
   * `cash_refund` entry of plus it undoes that part of their `collected` entry. Available at once,
   * like a reversal, and once per return (unique return_id).
   */
  async function recordCashRefund(
    tx: Executor,
    paidBack: {
      orderId: string;
      returnId: string;
      sellerId: string;
      amountPaise: number;
      title: string;
    },
    now: Date,
  ): Promise<void> {
    if (paidBack.amountPaise <= 0) return;
    await lockSellerLedgers(tx, [paidBack.sellerId]); // a payout counts it or waits (0057)
    await tx
      .insert(earnings)
      .values({
        sellerId: paidBack.sellerId,
        orderId: paidBack.orderId,
        returnId: paidBack.returnId,
        kind: 'cash_refund',
        title: paidBack.title,
        basePaise: paidBack.amountPaise,
        rateBasisPoints: 0,
        amountPaise: paidBack.amountPaise,
        state: 'pending',
        availableAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  }

  return {
    recordCashRefund,
    recordForNewOrder,
    startHold,
    reverseOrder,
    recordCollectedBalance,
    repriceLine,
    reverseLines,
  };
}

export type EarningsLedger = ReturnType<typeof createEarningsLedger>;
