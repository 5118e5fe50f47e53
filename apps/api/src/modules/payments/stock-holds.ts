import {
  MAX_HELD_UNITS_PER_ACCOUNT,
  MAX_HELD_UNITS_PER_IP,
  STOCK_HOLD_MESSAGES,
  heldPerProductCap,
} from '@campus-threads/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import {
  accessoryUnits,
  lockAccessories,
  releaseStock,
  stockLeft,
  type StockLine,
} from '../accessories/accessory-stock';

// The caps and their texts are the contract's (stock-holds.ts, decision 0055); re-exported for tests.
export { MAX_HELD_UNITS_PER_ACCOUNT, MAX_HELD_UNITS_PER_IP, STOCK_HOLD_MESSAGES };

type Executor = Pick<Db, 'select' | 'update' | 'execute'>;
type Transactional = Pick<Db, 'transaction'>;
export type Hold = Pick<
  PaymentRow,
  'id' | 'merchantOrderId' | 'providerOrderId' | 'snapshot' | 'expiresAt'
>;

const unitsOf = (lines: readonly StockLine[]) =>
  [...accessoryUnits(lines).values()].reduce((n, q) => n + q, 0);

/** Serialises payment creation per holder (an account or an address) until the transaction ends. */
async function lockHolder(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

function pendingHolds(tx: Executor, where: SQL) {
  return tx
    .select({
      id: payments.id,
      merchantOrderId: payments.merchantOrderId,
      providerOrderId: payments.providerOrderId,
      snapshot: payments.snapshot,
      expiresAt: payments.expiresAt,
    })
    .from(payments)
    .where(and(eq(payments.state, 'PENDING'), eq(payments.stockReserved, true), where));
}

/** The shopper's unpaid payments that hold stock now (not past their expiry), oldest first. */
export async function liveHoldsOf(db: Executor, userId: string, now: Date): Promise<Hold[]> {
  const holds = await pendingHolds(db, eq(payments.userId, userId));
  return holds
    .filter((hold) => hold.expiresAt > now)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
}

/**
 * Units per accessory a shopper's live unpaid payments hold. Pricing counts them as in stock for
 * the shopper, so a line they already hold is not called sold out: creating the payment then
 * refuses it with `heldByYou`, which says what holds it and when it frees up.
 */
export function unitsHeld(holds: readonly Hold[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const hold of holds) {
    for (const [id, quantity] of accessoryUnits(hold.snapshot.lines))
      units.set(id, (units.get(id) ?? 0) + quantity);
  }
  return units;
}

/** Gives a payment's units back and marks it as holding nothing; it stays PENDING (paid later, it makes an order only if the units are still there). */
async function release(tx: Executor, hold: Hold): Promise<void> {
  await releaseStock(tx, hold.snapshot.lines);
  await tx.update(payments).set({ stockReserved: false }).where(eq(payments.id, hold.id));
}

/**
 * Once the account holds units of a product in a live unpaid payment, a further payment for it
 * may bring what the account holds of it to at most heldPerProductCap of the stock there is
 * without the account's holds (decision 0055): two payments (10 + 2) can no longer hold all 12
 * of an accessory. Read under the accessories' row locks the caller took. Where the stock left
 * is short anyway, reserveStock refuses with heldByYou instead.
 */
async function refuseOverProductCap(
  tx: Executor,
  live: readonly Hold[],
  lines: readonly StockLine[],
  now: Date,
): Promise<void> {
  const mineHeld = unitsHeld(live);
  const wanted = [...accessoryUnits(lines)].filter(([id]) => mineHeld.has(id));
  if (wanted.length === 0) return;
  const stockOf = await stockLeft(
    tx,
    wanted.map(([id]) => id),
  );
  for (const [id, units] of wanted) {
    const stock = stockOf.get(id);
    const heldNow = mineHeld.get(id)!;
    if (stock === undefined || stock < units) continue;
    const cap = heldPerProductCap(stock + heldNow);
    if (heldNow + units <= cap) continue;
    const holding = live.filter((hold) => accessoryUnits(hold.snapshot.lines).has(id));
    const title = lines.find((line) => line.accessoryId === id)?.title ?? '';
    throw new AppError(
      'CONFLICT',
      STOCK_HOLD_MESSAGES.productCap(title, heldNow, cap, minutesUntilFree(holding, now)),
    );
  }
}

/** Whole minutes (at least 1) until the last of these holds expires. */
function minutesUntilFree(holds: readonly Hold[], now: Date): number {
  const freesAt = Math.max(...holds.map((hold) => hold.expiresAt.getTime()));
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000));
}

/**
 * Runs in the transaction that creates a payment, before its stock is taken. Releases the
 * shopper's earlier unpaid holds that are past their expiry (a hold that is still live stays:
 * its payment can still be paid, docs/decisions/0030), then refuses with 409 when what is still
 * held plus the new units would pass the account's or the address's cap.
 */
export async function makeRoomForHold(
  tx: Executor,
  holder: { userId: string; ip: string | null },
  lines: readonly StockLine[],
  now: Date,
): Promise<void> {
  const wanted = accessoryUnits(lines);
  if (wanted.size === 0) return;
  const newUnits = unitsOf(lines);

  await lockHolder(tx, `stock-hold:user:${holder.userId}`);
  if (holder.ip) await lockHolder(tx, `stock-hold:ip:${holder.ip}`);

  // Payment rows before accessory rows, the order applyStatus takes them in (it locks the payment,
  // then gives its stock back), so a hold settling right now cannot deadlock with this.
  const mine: Hold[] = await pendingHolds(tx, eq(payments.userId, holder.userId)).for('update');
  const lapsed = mine.filter((hold) => hold.expiresAt <= now);
  // Everything given back or taken below, locked in one order first (see lockAccessories).
  await lockAccessories(tx, [
    ...wanted.keys(),
    ...lapsed.flatMap((hold) => [...accessoryUnits(hold.snapshot.lines).keys()]),
  ]);
  for (const hold of lapsed) await release(tx, hold);
  const live = mine.filter((hold) => !lapsed.includes(hold));
  const held = live.reduce((n, hold) => n + unitsOf(hold.snapshot.lines), 0);
  if (held + newUnits > MAX_HELD_UNITS_PER_ACCOUNT)
    throw new AppError('CONFLICT', STOCK_HOLD_MESSAGES.accountCap(held));
  await refuseOverProductCap(tx, live, lines, now);

  if (!holder.ip) return;
  const byAddress: Hold[] = await pendingHolds(
    tx,
    sql`${payments.snapshot}->>'clientIp' = ${holder.ip}`,
  );
  const heldByAddress = byAddress
    .filter((h) => h.expiresAt > now)
    .reduce((n, h) => n + unitsOf(h.snapshot.lines), 0);
  if (heldByAddress + newUnits > MAX_HELD_UNITS_PER_IP)
    throw new AppError('CONFLICT', STOCK_HOLD_MESSAGES.ipCap);
}

/**
 * When the stock of an accessory falls short for a new payment and the shopper's own live holds
 * are what keeps it (they started a payment for it and have not finished), the refusal says so:
 * how many units their payment holds and in how many minutes it frees up. Null otherwise.
 */
export function heldByYouRefusal(
  holds: readonly Hold[],
  short: { accessoryId: string; title: string },
  now: Date,
): string | null {
  const mine = holds.filter((hold) => accessoryUnits(hold.snapshot.lines).has(short.accessoryId));
  if (mine.length === 0) return null;
  const units = mine.reduce(
    (n, hold) => n + (accessoryUnits(hold.snapshot.lines).get(short.accessoryId) ?? 0),
    0,
  );
  return STOCK_HOLD_MESSAGES.heldByYou(short.title, units, minutesUntilFree(mine, now));
}

/**
 * Ends the hold of a payment that is past its timeout and still PENDING (the reconciliation job,
 * when the provider still says PENDING or cannot be reached). Locks the payment row first, as
 * applyStatus does, and gives the units back only if it still holds them: never twice.
 */
export async function releaseLapsedHold(db: Transactional, paymentId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [hold] = await pendingHolds(tx, eq(payments.id, paymentId)).for('update');
    if (!hold || hold.expiresAt > now) return false;
    await lockAccessories(tx, accessoryUnits(hold.snapshot.lines).keys());
    await release(tx, hold);
    return true;
  });
}
