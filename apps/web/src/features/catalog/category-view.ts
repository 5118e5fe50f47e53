import {
  CASUAL_TAXONOMY,
  DEFAULT_TARGET_AUDIENCE,
  PAGE_SIZE,
  TARGET_AUDIENCES,
  TSHIRT_SORTS,
  type TargetAudience,
  type TshirtSort,
} from '@campus-threads/contract';
import type { TshirtListParams } from '@/lib/tshirts-api';

/**
 * Everything the casual page shows is in its query string, so a link reproduces the view:
 * targetAudience, sort, group (taxonomy group id), subCategory, page. Defaults are left out.
 */
export type CategoryView = {
  targetAudience: TargetAudience;
  sort: TshirtSort;
  group: string | null;
  subCategory: string | null;
  page: number;
};

export const DEFAULT_SORT: TshirtSort = 'newest';
const SUB_CATEGORY_MAX = 80;

export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export function parseCategoryView(params: URLSearchParams): CategoryView {
  const group = params.get('group');
  const subCategory = params.get('subCategory')?.trim().slice(0, SUB_CATEGORY_MAX) || null;
  return {
    targetAudience: oneOf(TARGET_AUDIENCES, params.get('targetAudience'), DEFAULT_TARGET_AUDIENCE),
    sort: oneOf(TSHIRT_SORTS, params.get('sort'), DEFAULT_SORT),
    group: group && CASUAL_TAXONOMY.some((g) => g.id === group) ? group : null,
    subCategory,
    page: parsePage(params.get('page')),
  };
}

export function categoryViewToParams(view: CategoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.targetAudience !== DEFAULT_TARGET_AUDIENCE)
    params.set('targetAudience', view.targetAudience);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.group) params.set('group', view.group);
  if (view.subCategory) params.set('subCategory', view.subCategory);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Apply a change; any change other than the page itself goes back to page 1 (spec §2). */
export function changeView(view: CategoryView, patch: Partial<CategoryView>): CategoryView {
  const next = { ...view, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** Choosing a group clears the sub-category and shows the group's list. */
export function selectGroup(view: CategoryView, group: string): CategoryView {
  return changeView(view, { group, subCategory: null });
}

export function selectSubCategory(
  view: CategoryView,
  subCategory: string,
  group: string | null = view.group,
): CategoryView {
  return changeView(view, { group, subCategory });
}

/** Clear All: filters, sub-category, group (and so the heading); audience and sort stay. */
export function clearFilters(view: CategoryView): CategoryView {
  return changeView(view, { group: null, subCategory: null });
}

/** The GET /api/tshirts query for this view. */
export function categoryListParams(view: CategoryView): TshirtListParams {
  return {
    category: 'casual',
    targetAudience: view.targetAudience,
    sort: view.sort,
    subCategory: view.subCategory ?? undefined,
    page: view.page,
    limit: PAGE_SIZE,
  };
}
