import type { Pagination } from '@campus-threads/contract';

/**
 * Every paged list's arithmetic (the query is the contract's `pageQuerySchema`): which rows a
 * page skips, and the page as the reply describes it.
 */

/** Rows before page `page` (from 1) of `limit` rows: the query's OFFSET. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** A page of a list as the API describes it (contract `Pagination`). */
export function toPagination(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.ceil(totalItems / limit),
    totalItems,
    itemsPerPage: limit,
  };
}
