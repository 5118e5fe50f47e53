import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type MaybeCondition = SQL | false | '' | null | undefined;

/** AND of the conditions that are present (`filter && eq(...)` leaves falsy ones out). */
export function allOf(...conditions: MaybeCondition[]): SQL {
  return and(...conditions.filter((c): c is SQL => Boolean(c))) ?? sql`true`;
}

/** lower(column) = lower(value): credential names match whatever their case (lower() indexes). */
export function equalsIgnoringCase(column: AnyPgColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`;
}

/** The cache key of a filter set: the same filters in any order give the same key. */
export function filtersKey(filters: Record<string, unknown>): string {
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
