import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const MAX_TERMS = 8;

/**
 * A shopper's search text as a tsquery string: every word must match, the last one as a prefix
 * so results appear while typing ("hoo" finds "hoodie"). Only letters (with their combining marks, as in Hindi) and digits are kept, so no
 * input can break the tsquery syntax; null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const terms =
    text
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_TERMS) ?? [];
  if (terms.length === 0) return null;
  return terms.map((term, index) => (index === terms.length - 1 ? `${term}:*` : term)).join(' & ');
}

/** `search_vector @@ to_tsquery(...)`, served by the GIN index; null when the text has no words. */
export function matchesSearch(searchVector: AnyPgColumn, text: string | undefined): SQL | null {
  const query = text ? toPrefixTsQuery(text) : null;
  return query ? sql`${searchVector} @@ to_tsquery('english', ${query})` : null;
}
