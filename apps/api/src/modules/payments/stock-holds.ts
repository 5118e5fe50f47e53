import { PAYMENT_EXPIRY_SECONDS } from '@campus-threads/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import {
  accessoryUnits,
  lockAccessories,
  releaseStock,
  type StockLine,
} from '../accessories/accessory-stock';

/**
 * Unpaid payments hold accessory stock until they settle or expire (docs/decisions/0012). These
 * caps keep one shopper, or one address, from emptying a product with payments they never pay.
 * The browser never needs them (it shows the server's message), so they live here.
 */
export const MAX_HELD_UNITS_PER_ACCOUNT = 20;
/** Higher than one account's: a hostel or campus network puts many shoppers behind one address. */
export const MAX_HELD_UNITS_PER_IP = 60;

const HOLD_MINUTES = PAYMENT_EXPIRY_SECONDS / 60;

export const STOCK_HOLD_MESSAGES = {
  accountCap: (held: number) =>
    `You already have ${held} item${held === 1 ? '' : 's'} reserved in unpaid payments (at most ${MAX_HELD_UNITS_PER_ACCOUNT} at once). ` +
    `Complete a pending payment, or try again when it expires (${HOLD_MINUTES} minutes after it started).`,
  /** A new payment needs units the shopper's own unfinished payment holds (docs/decisions/0030). */
  heldByYou: (title: string, units: number, minutes: number) =>
    `${units} of ${title} ${units === 1 ? 'is' : 'are'} held for a payment you started and have not finished. ` +
    `Complete that payment, or try again in ${minutes} minute${minutes === 1 ? '' : 's'} when it expires.`,
  ipCap: `Too many items are reserved in unpaid payments from your network (at most ${MAX_HELD_UNITS_PER_IP} at once). Complete a pending payment, or try again in ${HOLD_MINUTES} minutes.`,
};

type Executor = Pick<Db, 'select' | 'update' | 'execute'>;
type Transactional = Pick<Db, 'transaction'>;
export type Hold = Pick<PaymentRow, 'id' | 'merchantOrderId' | 'snapshot' | 'expiresAt'>;

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
  const held = mine
    .filter((hold) => !lapsed.includes(hold))
    .reduce((n, hold) => n + unitsOf(hold.snapshot.lines), 0);
  if (held + newUnits > MAX_HELD_UNITS_PER_ACCOUNT)
    throw new AppError('CONFLICT', STOCK_HOLD_MESSAGES.accountCap(held));

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
  const freesAt = Math.max(...mine.map((hold) => hold.expiresAt.getTime()));
  const minutes = Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000));
  return STOCK_HOLD_MESSAGES.heldByYou(short.title, units, minutes);
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
