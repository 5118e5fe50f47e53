import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A driver's bigint or numeric (a string on node-postgres, a string or bigint on PGlite) as a JS
 * number. Money and counts stay far below 2^53, so the number is exact; a value past that would
 * be a broken ledger, not a big shop, and is refused loudly rather than rounded.
 */
export function safeNumber(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return n;
}

/**
 * `coalesce(sum(column), 0)` as bigint, read as a JS number (docs/decisions/0033): a sum of money
 * (or of units) is never cast to a 32-bit integer, which stops at 2^31 paise (about ₹2.1 crore).
 * `filter` sums only the rows it matches.
 */
export function sumOf(column: SQLWrapper, filter?: SQL): SQL<number> {
  const sum = filter ? sql`sum(${column}) filter (where ${filter})` : sql`sum(${column})`;
  return sql<number>`coalesce(${sum}, 0)::bigint`.mapWith(safeNumber);
}
