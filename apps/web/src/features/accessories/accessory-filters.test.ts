import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  accessoryFiltersToParams,
  accessoryListParams,
  activeFilterChips,
  changeFilters,
  departmentOptions,
  hasActiveFilters,
  isValidAccessory,
  parseAccessoryFilters,
  removeFilter,
  selectOptions,
  showingText,
  universityOptions,
} from './accessory-filters';
import { createAccessory } from '@/lib/test-factories';

describe('accessory filters ↔ query string', () => {
  it('reads the address, ignoring an unknown type', () => {
    expect(
      parseAccessoryFilters(
        new URLSearchParams(
          'universityName=Tezpur%20University&departmentName=ECE&technicalFilter=technical&search=coat',
        ),
      ),
    ).toEqual({
      search: 'coat',
      universityName: 'Tezpur University',
      departmentName: 'ECE',
      technicalFilter: 'technical',
    });
    expect(parseAccessoryFilters(new URLSearchParams('technicalFilter=robots'))).toEqual(
      NO_FILTERS,
    );
  });

  it('writes only what is set, and round-trips', () => {
    expect(accessoryFiltersToParams(NO_FILTERS).toString()).toBe('');
    const filters = {
      search: ' bag ',
      universityName: 'IIT Bombay',
      departmentName: '',
      technicalFilter: 'non-technical' as const,
    };
    const params = accessoryFiltersToParams(filters);
    expect(params.toString()).toBe(
      'search=bag&universityName=IIT+Bombay&technicalFilter=non-technical',
    );
    expect(parseAccessoryFilters(params)).toEqual({ ...filters, search: 'bag' });
  });

  it('maps the type to isTechnical and asks for page 1 with limit 100', () => {
    expect(accessoryListParams(NO_FILTERS)).toEqual({ page: 1, limit: 100 });
    expect(accessoryListParams({ ...NO_FILTERS, technicalFilter: 'technical' }).isTechnical).toBe(
      'true',
    );
    expect(
      accessoryListParams({ ...NO_FILTERS, technicalFilter: 'non-technical' }).isTechnical,
    ).toBe('false');
    expect(accessoryListParams({ ...NO_FILTERS, search: '  lab  ', universityName: 'X' })).toEqual({
      page: 1,
      limit: 100,
      search: 'lab',
      universityName: 'X',
    });
  });

  it('clears the department when the university changes', () => {
    const filters = { ...NO_FILTERS, universityName: 'A', departmentName: 'CS' };
    expect(changeFilters(filters, { universityName: 'B' }).departmentName).toBe('');
    expect(changeFilters(filters, { technicalFilter: 'technical' }).departmentName).toBe('CS');
    expect(removeFilter(filters, 'universityName')).toEqual(NO_FILTERS);
    expect(removeFilter(filters, 'departmentName')).toEqual({ ...NO_FILTERS, universityName: 'A' });
  });

  it('lists a chip per active filter', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    const filters = {
      search: 'coat',
      universityName: 'A',
      departmentName: 'CS',
      technicalFilter: 'technical' as const,
    };
    expect(hasActiveFilters(filters)).toBe(true);
    expect(activeFilterChips(filters).map((c) => c.label)).toEqual([
      'Search: coat',
      'A',
      'CS',
      'Technical',
    ]);
  });
});

describe('showingText', () => {
  it('says how many are shown, and the unfiltered total when filtered', () => {
    expect(showingText(12, 12, 12, false)).toBe('Showing 12 of 12 accessories');
    expect(showingText(3, 3, 14, true)).toBe('Showing 3 of 3 accessories (filtered from 14 total)');
    expect(showingText(3, 3, undefined, true)).toBe('Showing 3 of 3 accessories');
    // Counts agree in number (docs/decisions/0034).
    expect(showingText(1, 1, undefined, false)).toBe('Showing 1 of 1 accessory');
  });
});

describe('dropdown choices and card validity', () => {
  const list = [
    createAccessory(),
    createAccessory({ accessoryId: 'a2', departmentName: 'Physics' }),
    createAccessory({ accessoryId: 'a3', universityName: 'IIT Bombay', departmentName: 'Civil' }),
    createAccessory({ accessoryId: 'a4', departmentName: null, isAllDepartments: true }),
    createAccessory({
      accessoryId: 'a5',
      universityName: 'tezpur university',
      departmentName: 'chemistry',
    }),
  ];

  it('offers each university and department once, sorted, keeping the selected one', () => {
    expect(universityOptions(list, '')).toEqual(['IIT Bombay', 'Tezpur University']);
    expect(universityOptions(list, 'Delhi University')).toContain('Delhi University');
    expect(departmentOptions(list, 'Tezpur University', '')).toEqual(['Chemistry', 'Physics']);
    expect(departmentOptions(list, '', '')).toEqual(['Chemistry', 'Civil', 'Physics']);
  });

  it('puts the "all" choice first', () => {
    expect(selectOptions('All Universities', ['IIT Bombay'])).toEqual([
      { value: '', label: 'All Universities' },
      { value: 'IIT Bombay', label: 'IIT Bombay' },
    ]);
  });

  it('needs an accessoryId, a title and an images array', () => {
    expect(isValidAccessory(createAccessory())).toBe(true);
    expect(isValidAccessory(createAccessory({ images: [] }))).toBe(true);
    expect(isValidAccessory({ ...createAccessory(), accessoryId: '' })).toBe(false);
    expect(isValidAccessory({ ...createAccessory(), title: '' })).toBe(false);
    expect(
      isValidAccessory({ ...createAccessory(), images: undefined as unknown as string[] }),
    ).toBe(false);
    expect(isValidAccessory(null)).toBe(false);
  });
});
