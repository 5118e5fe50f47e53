import {
  EARNINGS_CHART_WEEKS,
  periodBounds,
  SHOP_UTC_OFFSET,
  shopDay,
  toRupees,
} from '@campus-threads/contract';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { earnings } from '../../db/schema/earnings';

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) `days` later (or earlier when negative). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays (YYYY-MM-DD, India) of the chart's weeks, oldest first, the current week last. */
export function chartWeeks(now: Date, weeks: number = EARNINGS_CHART_WEEKS): string[] {
  const today = shopDay(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  return Array.from({ length: weeks }, (_, i) => addDays(thisMonday, -7 * (weeks - 1 - i)));
}

/**
 * The Monday of an entry's week in India: created_at moved to India's wall clock (a fixed offset,
 * no time-zone table needed, so PGlite and PostgreSQL agree), truncated to its ISO week.
 */
const weekOf = sql<string>`to_char(date_trunc('week', (${earnings.createdAt} at time zone 'UTC') + interval '${sql.raw(SHOP_UTC_OFFSET)}'), 'YYYY-MM-DD')`;

/**
 * What the seller earned in each of the chart's weeks, by when the entries were made: sales,
 * royalties, balances they collected and reversals, net. An entry reversed before it was paid
 * never earned anything and is left out.
 */
export async function weeklyEarnings(
  db: Db,
  sellerId: string,
  now: Date,
): Promise<{ weekStart: string; amount: number }[]> {
  const weeks = chartWeeks(now);
  const { start } = periodBounds(weeks[0], undefined);
  const rows = await db
    .select({ week: weekOf, paise: sumOf(earnings.amountPaise) })
    .from(earnings)
    .where(
      and(
        eq(earnings.sellerId, sellerId),
        ne(earnings.state, 'reversed'),
        gte(earnings.createdAt, start!),
      ),
    )
    .groupBy(weekOf);
  const byWeek = new Map(rows.map((r) => [r.week, r.paise]));
  return weeks.map((weekStart) => ({ weekStart, amount: toRupees(byWeek.get(weekStart) ?? 0) }));
}
