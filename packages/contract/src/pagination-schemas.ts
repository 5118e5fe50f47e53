import { z } from 'zod';
import { MAX_PAGE_SIZE } from './catalog';
import { PAGE_NUMBER_MAX } from './pagination';

/** `pagination` in every paged reply (pagination.ts `toPagination`). */
export const paginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalItems: z.number(),
  itemsPerPage: z.number(),
});

/**
 * `?page=&limit=` of a paged list: a page that is not a whole number from 1 is a 422. A limit
 * over `maxLimit` is a 422 too, or, for the public catalogue ('clamp'), read as `maxLimit`.
 */
export function pageQuerySchema(options: {
  defaultLimit: number;
  maxLimit?: number;
  overMax?: 'refuse' | 'clamp';
}) {
  const { defaultLimit, maxLimit = MAX_PAGE_SIZE, overMax = 'refuse' } = options;
  const limit = z.coerce.number().int().min(1);
  return z.object({
    page: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
    limit:
      overMax === 'clamp'
        ? limit.default(defaultLimit).transform((n) => Math.min(n, maxLimit))
        : limit.max(maxLimit).default(defaultLimit),
  });
}

// The types inferred from these schemas, kept here rather than in pagination.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** The page a paged reply carries. */
export type Pagination = z.infer<typeof paginationSchema>;
