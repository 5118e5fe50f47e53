/**
 * Paged lists (the catalogue, the seller's sales, the admin's users, designs, orders and audit
 * log) read `?page=&limit=` one way (pagination-schemas.ts `pageQuerySchema`) and describe the
 * page one way (the API's lib/pagination.ts `toPagination`). Kept apart from the schemas so pages
 * ship no zod.
 */

/** Highest page number a list accepts (a bigger one is a 422, not a slow query). */
export const PAGE_NUMBER_MAX = 100_000;
