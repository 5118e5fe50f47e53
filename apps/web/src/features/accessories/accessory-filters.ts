import {
  MAX_PAGE_SIZE,
  pluralise,
  TECHNICAL_FILTERS,
  TECHNICAL_FILTER_LABELS,
  type Accessory,
  type TechnicalFilter,
} from '@campus-threads/contract';

/**
 * The /accessories filters (spec: storefront §2 "Accessories list") and their mirror in the
 * address: universityName, departmentName, technicalFilter (all | technical | non-technical),
 * plus the search text as `search`. Defaults are left out of the address.
 */
export type AccessoryFilters = {
  search: string;
  universityName: string;
  departmentName: string;
  technicalFilter: TechnicalFilter;
};

export const NO_FILTERS: AccessoryFilters = {
  search: '',
  universityName: '',
  departmentName: '',
  technicalFilter: 'all',
};

export function isTechnicalFilter(value: string | null | undefined): value is TechnicalFilter {
  return (TECHNICAL_FILTERS as readonly string[]).includes(value ?? '');
}

export function parseAccessoryFilters(params: URLSearchParams): AccessoryFilters {
  const technical = params.get('technicalFilter');
  return {
    search: params.get('search')?.trim() ?? '',
    universityName: params.get('universityName')?.trim() ?? '',
    departmentName: params.get('departmentName')?.trim() ?? '',
    technicalFilter: isTechnicalFilter(technical) ? technical : 'all',
  };
}

export function accessoryFiltersToParams(filters: AccessoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.universityName) params.set('universityName', filters.universityName);
  if (filters.departmentName) params.set('departmentName', filters.departmentName);
  if (filters.technicalFilter !== 'all') params.set('technicalFilter', filters.technicalFilter);
  return params;
}

/** A new university keeps the department only when it is still offered (caller decides). */
export function changeFilters(
  filters: AccessoryFilters,
  patch: Partial<AccessoryFilters>,
): AccessoryFilters {
  const next = { ...filters, ...patch };
  if (patch.universityName !== undefined && patch.universityName !== filters.universityName) {
    next.departmentName = patch.departmentName ?? '';
  }
  return next;
}

export function hasActiveFilters(filters: AccessoryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.universityName !== '' ||
    filters.departmentName !== '' ||
    filters.technicalFilter !== 'all'
  );
}

export type FilterChip = { key: keyof AccessoryFilters; label: string };

/** One removable chip per active filter. */
export function activeFilterChips(filters: AccessoryFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search.trim())
    chips.push({ key: 'search', label: `Search: ${filters.search.trim()}` });
  if (filters.universityName) chips.push({ key: 'universityName', label: filters.universityName });
  if (filters.departmentName) chips.push({ key: 'departmentName', label: filters.departmentName });
  if (filters.technicalFilter !== 'all') {
    chips.push({ key: 'technicalFilter', label: TECHNICAL_FILTER_LABELS[filters.technicalFilter] });
  }
  return chips;
}

export function removeFilter(
  filters: AccessoryFilters,
  key: keyof AccessoryFilters,
): AccessoryFilters {
  if (key === 'universityName') return { ...filters, universityName: '', departmentName: '' };
  return { ...filters, [key]: NO_FILTERS[key] };
}

/** Listings ask for page 1 with limit 100 (spec §7). */
export const ACCESSORY_LIST_LIMIT = MAX_PAGE_SIZE;

export type AccessoryListParams = {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  subCategory?: string;
  universityName?: string;
  departmentName?: string;
  isTechnical?: 'true' | 'false';
};

export function technicalParam(filter: TechnicalFilter): 'true' | 'false' | undefined {
  if (filter === 'technical') return 'true';
  if (filter === 'non-technical') return 'false';
  return undefined;
}

/** GET /api/accessories query for the filters; empty values are left out. */
export function accessoryListParams(filters: AccessoryFilters): AccessoryListParams {
  const params: AccessoryListParams = { page: 1, limit: ACCESSORY_LIST_LIMIT };
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.universityName) params.universityName = filters.universityName;
  if (filters.departmentName) params.departmentName = filters.departmentName;
  const technical = technicalParam(filters.technicalFilter);
  if (technical) params.isTechnical = technical;
  return params;
}

/** 'Showing N of M accessories' plus ' (filtered from T total)' when filters are on. */
export function showingText(
  shown: number,
  matching: number,
  unfilteredTotal: number | undefined,
  filtered: boolean,
): string {
  const base = `Showing ${shown} of ${pluralise(matching, 'accessory')}`;
  return filtered && unfilteredTotal !== undefined
    ? `${base} (filtered from ${unfilteredTotal} total)`
    : base;
}

function distinctSorted(values: Iterable<string | null | undefined>, keep?: string): string[] {
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = raw?.trim();
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  }
  if (keep && !seen.has(keep.toLowerCase())) seen.set(keep.toLowerCase(), keep);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** University choices: those in the catalogue, plus the selected one. */
export function universityOptions(accessories: readonly Accessory[], selected: string): string[] {
  return distinctSorted(
    accessories.map((a) => a.universityName),
    selected || undefined,
  );
}

/** Department choices within the chosen university (all universities when none), plus the selected one. */
export function departmentOptions(
  accessories: readonly Accessory[],
  universityName: string,
  selected: string,
): string[] {
  const university = universityName.toLowerCase();
  return distinctSorted(
    accessories
      .filter((a) => !university || a.universityName?.toLowerCase() === university)
      .filter((a) => !a.isAllDepartments)
      .map((a) => a.departmentName),
    selected || undefined,
  );
}

/** A card needs an accessoryId, a title and an images array (spec §2). */
export function isValidAccessory(value: Partial<Accessory> | null | undefined): value is Accessory {
  return Boolean(value && value.accessoryId && value.title && Array.isArray(value.images));
}

/** A dropdown's choices: the "all" choice (empty value), then each value as its own label. */
export function selectOptions(
  allLabel: string,
  values: readonly string[],
): { value: string; label: string }[] {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}
