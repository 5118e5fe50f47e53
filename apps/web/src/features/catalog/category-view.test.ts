import { describe, expect, it } from 'vitest';
import {
  categoryListParams,
  categoryViewToParams,
  changeView,
  clearFilters,
  parseCategoryView,
  selectGroup,
  selectSubCategory,
  type CategoryView,
} from './category-view';

const parse = (qs: string) => parseCategoryView(new URLSearchParams(qs));

describe('casual view in the query string', () => {
  it('defaults to LADIES, newest, no filter, page 1', () => {
    expect(parse('')).toEqual({
      targetAudience: 'LADIES',
      sort: 'newest',
      group: null,
      subCategory: null,
      page: 1,
    });
    expect(categoryViewToParams(parse('')).toString()).toBe('');
  });

  it('round-trips a full view', () => {
    const qs = 'targetAudience=MEN&sort=priceLow&group=animals&subCategory=Cats&page=3';
    const view = parse(qs);
    expect(view).toEqual({
      targetAudience: 'MEN',
      sort: 'priceLow',
      group: 'animals',
      subCategory: 'Cats',
      page: 3,
    });
    expect(categoryViewToParams(view).toString()).toBe(qs);
  });

  it('ignores junk values', () => {
    expect(parse('targetAudience=KIDS&sort=cheap&group=nope&subCategory=%20%20&page=-4')).toEqual(
      parse(''),
    );
    expect(parse('page=abc').page).toBe(1);
  });

  it('goes back to page 1 on any change but the page', () => {
    const view: CategoryView = { ...parse('targetAudience=MEN&sort=priceHigh'), page: 4 };
    expect(changeView(view, { sort: 'newest' }).page).toBe(1);
    expect(changeView(view, { targetAudience: 'LADIES' }).page).toBe(1);
    expect(changeView(view, { page: 5 }).page).toBe(5);
    expect(selectSubCategory(view, 'Cats', 'animals')).toMatchObject({
      subCategory: 'Cats',
      group: 'animals',
      page: 1,
    });
  });

  it('choosing a group clears the sub-category; Clear All clears both and keeps audience and sort', () => {
    const filtered = parse(
      'targetAudience=MEN&sort=priceLow&group=animals&subCategory=Cats&page=2',
    );
    expect(selectGroup(filtered, 'gaming')).toMatchObject({
      group: 'gaming',
      subCategory: null,
      page: 1,
    });
    expect(clearFilters(filtered)).toEqual({
      targetAudience: 'MEN',
      sort: 'priceLow',
      group: null,
      subCategory: null,
      page: 1,
    });
  });

  it('asks the API for one casual page', () => {
    expect(categoryListParams(parse('subCategory=Cats&page=2'))).toEqual({
      category: 'casual',
      targetAudience: 'LADIES',
      sort: 'newest',
      subCategory: 'Cats',
      page: 2,
      limit: 12,
    });
  });
});
