import type { TshirtListQuery, TshirtSort } from '@campus-threads/contract';
import { asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { designs } from '../../db/schema/designs';
import { matchesSearch } from '../../lib/full-text-query';
import { allOf, equalsIgnoringCase } from '../../lib/sql-helpers';

export type TshirtFilters = Omit<TshirtListQuery, 'page' | 'limit' | 'sort'>;

/**
 * The WHERE of a public t-shirt listing: approved designs only, then each filter given.
 * A department asked for together with its university also matches that university's designs
 * made for every department (no department set), as accessories do with isAllDepartments.
 */
export function publicTshirtWhere(filters: TshirtFilters): SQL {
  return allOf(
    eq(designs.status, 'approved'),
    filters.category && eq(designs.category, filters.category),
    filters.subCategory && eq(designs.subCategory, filters.subCategory),
    filters.targetAudience && eq(designs.targetAudience, filters.targetAudience),
    filters.hostelName && equalsIgnoringCase(designs.hostelName, filters.hostelName),
    filters.universityName && equalsIgnoringCase(designs.universityName, filters.universityName),
    filters.departmentName &&
      (filters.universityName
        ? or(
            equalsIgnoringCase(designs.departmentName, filters.departmentName),
            isNull(designs.departmentName),
          )
        : equalsIgnoringCase(designs.departmentName, filters.departmentName)),
    filters.eventName && equalsIgnoringCase(designs.eventName, filters.eventName),
    matchesSearch(designs.searchVector, filters.search),
  );
}

/** ORDER BY for each sort, matching the listing indexes column for column (id breaks ties). */
export function tshirtOrder(sort: TshirtSort): SQL[] {
  switch (sort) {
    case 'priceLow':
      return [asc(designs.sortPricePaise), asc(designs.id)];
    case 'priceHigh':
      return [desc(designs.sortPricePaise), desc(designs.id)];
    case 'newest':
      return [desc(designs.createdAt), asc(designs.id)];
    case 'topRated':
      return [
        desc(designs.rating),
        desc(designs.reviewCount),
        desc(designs.createdAt),
        asc(designs.id),
      ];
  }
}
