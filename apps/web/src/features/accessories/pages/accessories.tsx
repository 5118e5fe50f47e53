import { useEffect, useState } from 'react';
import { inputClasses } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page-container';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useQueryState } from '@/lib/use-query-state';
import {
  ACCESSORY_LIST_LIMIT,
  NO_FILTERS,
  accessoryFiltersToParams,
  accessoryListParams,
  activeFilterChips,
  changeFilters,
  departmentOptions,
  hasActiveFilters,
  parseAccessoryFilters,
  removeFilter,
  selectOptions,
  universityOptions,
  type AccessoryFilters,
} from '../accessory-filters';
import { useAccessories } from '../api/get-accessories';
import { AccessoryResults } from '../components/accessory-grid';
import { FilterChip, FilterSelect, TechnicalFilterSelect } from '../components/filter-select';

/** Typing waits this long before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;
const UNFILTERED = { page: 1, limit: ACCESSORY_LIST_LIMIT } as const;

/** /accessories — every accessory, searchable and filtered by university, department and type. */
export function AccessoriesPage() {
  const [filters, update, params] = useQueryState(parseAccessoryFilters, accessoryFiltersToParams);
  const filtered = hasActiveFilters(filters);
  const query = useAccessories(accessoryListParams(filters));
  // The whole catalogue: the total behind "(filtered from T total)" and the dropdown choices.
  // With no filters it is the same request as the listing, so it is fetched once.
  const all = useAccessories(UNFILTERED);

  const apply = (change: (current: AccessoryFilters) => AccessoryFilters, replace = false) =>
    update(change, { replace });

  const [draft, setDraft] = useState(filters.search);
  const [draftFor, setDraftFor] = useState(filters.search);
  if (draftFor !== filters.search) {
    // The address changed (a chip, Clear All, back button): show its search text.
    setDraftFor(filters.search);
    if (draft.trim() !== filters.search) setDraft(filters.search);
  }
  useEffect(() => {
    const current = parseAccessoryFilters(params);
    if (draft.trim() === current.search) return;
    const timer = window.setTimeout(
      () => apply((f) => ({ ...f, search: draft.trim() }), true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads the live address
  }, [draft, params]);

  const catalogue = all.data?.accessories ?? [];
  const universities = universityOptions(catalogue, filters.universityName);
  const departments = departmentOptions(catalogue, filters.universityName, filters.departmentName);
  const chips = activeFilterChips(filters);

  return (
    <PageContainer className="pt-6 pb-16 sm:pt-10">
      <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">
        Campus essentials
      </p>
      <h1 className="mt-1 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
        Accessories
      </h1>
      <p className="mt-2 max-w-2xl text-base text-zinc-600">
        Lab coats, drafters, bottles, bags and badges, sorted by university and department.
      </p>

      <section
        aria-label="Search and filters"
        className="mt-6 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5"
      >
        <div className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
          <div className="min-w-0 space-y-1.5 sm:col-span-3 lg:col-span-1">
            <label htmlFor="accessory-search" className="block text-sm font-medium text-ink-800">
              Search
            </label>
            <SearchInput
              id="accessory-search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') apply((f) => ({ ...f, search: draft.trim() }), true);
              }}
              placeholder="Search accessories..."
              iconClassName="left-3.5"
              className={cn(inputClasses, 'pl-10')}
            />
          </div>
          <FilterSelect
            label="University"
            value={filters.universityName}
            onChange={(v) => apply((f) => changeFilters(f, { universityName: v }))}
            options={selectOptions('All Universities', universities)}
          />
          <FilterSelect
            label="Department"
            value={filters.departmentName}
            onChange={(v) => apply((f) => changeFilters(f, { departmentName: v }))}
            options={selectOptions('All Departments', departments)}
          />
          <TechnicalFilterSelect
            value={filters.technicalFilter}
            onChange={(v) => apply((f) => changeFilters(f, { technicalFilter: v }))}
          />
        </div>

        {filtered ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4">
            <span className="text-sm font-medium text-zinc-500">Active filters:</span>
            <ul className="contents">
              {chips.map((chip) => (
                <li key={chip.key} className="max-w-full min-w-0">
                  <FilterChip
                    label={chip.label}
                    onRemove={() => apply((f) => removeFilter(f, chip.key))}
                  />
                </li>
              ))}
            </ul>
            <div className="ml-auto flex gap-1">
              <button
                type="button"
                onClick={() => apply((f) => ({ ...NO_FILTERS, search: f.search }))}
                className="h-9 cursor-pointer rounded-md px-3 text-sm font-semibold text-ink-800 hover:bg-zinc-200/70"
              >
                Clear Filters
              </button>
              <button
                type="button"
                onClick={() => apply(() => NO_FILTERS)}
                className="h-9 cursor-pointer rounded-md px-3 text-sm font-semibold text-saffron-700 hover:bg-saffron-50"
              >
                Clear All
              </button>
            </div>
          </div>
        ) : null}
      </section>

      <div className="mt-8">
        <AccessoryResults
          query={query}
          unfilteredTotal={all.data?.pagination.totalItems}
          filtered={filtered}
        />
      </div>
    </PageContainer>
  );
}

export default AccessoriesPage;
