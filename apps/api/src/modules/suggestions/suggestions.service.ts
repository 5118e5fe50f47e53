import { rankSuggestions, type SuggestionsResponse } from '@campus-threads/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ACCESSORY_NAMES } from '../accessories/accessory-names';
import { DESIGN_NAMES } from '../designs/design-names';

export type SuggestionKind = 'universities' | 'departments' | 'hostels' | 'events';
export type SuggestionQuery = { query: string; universityName?: string; minLength?: number };

/** Candidates read before trimming and de-duplicating down to SUGGESTIONS_MAX. */
const CANDIDATES = 40;

/** The text for a LIKE pattern, lower-cased, with its own %, _ and \\ taken literally. */
function likeLiteral(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Source = { name: SQL; university: SQL; from: SQL };

/**
 * Where each kind of name is found: approved designs (and, for universities and departments,
 * active accessories). Each module says which of its rows and columns hold names.
 */
const SOURCES: Record<SuggestionKind, Source[]> = {
  universities: [
    { name: DESIGN_NAMES.university, university: DESIGN_NAMES.university, from: DESIGN_NAMES.from },
    {
      name: ACCESSORY_NAMES.university,
      university: ACCESSORY_NAMES.university,
      from: ACCESSORY_NAMES.from,
    },
  ],
  departments: [
    { name: DESIGN_NAMES.department, university: DESIGN_NAMES.university, from: DESIGN_NAMES.from },
    {
      name: ACCESSORY_NAMES.department,
      university: ACCESSORY_NAMES.university,
      from: ACCESSORY_NAMES.from,
    },
  ],
  hostels: [
    { name: DESIGN_NAMES.hostel, university: DESIGN_NAMES.university, from: DESIGN_NAMES.from },
  ],
  events: [
    { name: DESIGN_NAMES.event, university: DESIGN_NAMES.university, from: DESIGN_NAMES.from },
  ],
};

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

/** Kinds that belong to a university: with a university chosen, only its names are suggested. */
const WITHIN_UNIVERSITY: ReadonlySet<SuggestionKind> = new Set(['departments', 'hostels']);

export function createSuggestionsService(db: Db) {
  /**
   * Names containing the typed text; departments and hostels only of the chosen university
   * (when one is given, compared trimmed and case-insensitively). Ordered as the spec's §9 asks:
   * names mentioning the chosen university first, then those starting with the text, then the
   * most used; trimmed, de-duplicated case-insensitively, at most 10.
   */
  async function suggest(
    kind: SuggestionKind,
    input: SuggestionQuery,
  ): Promise<SuggestionsResponse> {
    const text = input.query.trim();
    if (text.length < (input.minLength ?? 0)) return { suggestions: [] };
    const pattern = `%${likeLiteral(text)}%`;
    const prefix = `${likeLiteral(text)}%`;
    const university = input.universityName?.trim().toLowerCase() ?? '';
    const withinUniversity = university !== '' && WITHIN_UNIVERSITY.has(kind);
    const mentionsUniversity =
      university === '' ? sql`` : sql`lower(name) like ${`%${likeLiteral(university)}%`} desc, `;
    const branches = SOURCES[kind].map((source) => {
      const ofUniversity = withinUniversity
        ? sql` and lower(btrim(${source.university})) = ${university}`
        : sql``;
      return sql`select btrim(${source.name}) as name
            from ${source.from} and ${source.name} is not null and lower(${source.name}) like ${pattern}${ofUniversity}`;
    });
    const result = await db.execute(sql`
      select name from (${sql.join(branches, sql` union all `)}) as candidates
      where name <> ''
      group by name
      order by ${mentionsUniversity}lower(name) like ${prefix} desc, count(*) desc, name
      limit ${CANDIDATES}`);
    // Both drivers (pg, PGlite) answer execute() with { rows }.
    const { rows } = result as unknown as { rows: { name: string }[] };
    return { suggestions: rankSuggestions(rows.map((row) => row.name)) };
  }

  return { suggest };
}
