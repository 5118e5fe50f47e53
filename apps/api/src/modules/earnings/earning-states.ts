import type { EarningState } from '@campus-threads/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earnings } from '../../db/schema/earnings';

/**
 * How an entry's state reads at a moment (docs/decisions/0048): stored `pending`, `paid` or
 * `reversed`; a pending entry whose `available_at` has passed reads as `available`, so the end of
 * a hold needs no job and no write, and tests move the clock they pass in instead of sleeping.
 */

/** A transaction (or the database) that can run the ledger's statements. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Still on hold at `now`: its order not delivered yet, or delivered less than the hold ago. */
export function onHold(now: Date): SQL {
  return sql`(${earnings.state} = 'pending' and (${earnings.availableAt} is null or ${earnings.availableAt} > ${at(now)}))`;
}

/** Available at `now`: pending, and its hold is over. */
export function availableAt(now: Date): SQL {
  return sql`(${earnings.state} = 'pending' and ${earnings.availableAt} <= ${at(now)})`;
}

/**
 * What the seller has been owed so far, paid out or not: entries available or paid. `available`
 * is this sum less the payouts (a payout may cover part of an entry, which stays available).
 */
export function settled(now: Date): SQL {
  return sql`(${earnings.state} = 'paid' or ${availableAt(now)})`;
}

/** The state as the seller reads it at `now`. */
export function readState(now: Date): SQL<EarningState> {
  return sql<EarningState>`case when ${availableAt(now)} then 'available' else ${earnings.state} end`;
}
