import {
  REVIEW_SCREEN_TEXTS,
  REVIEW_STATUSES,
  type AdminReviewsResponse,
  type ReviewStatus,
} from '@campus-threads/contract';

const FILTER_LABELS = REVIEW_SCREEN_TEXTS.statusTabs;

export type AdminReviewsView = { status: ReviewStatus; page: number };

/** The status tabs of /admin/reviews with each status's count once the list is in. */
export function adminReviewFilters(
  counts: AdminReviewsResponse['counts'] | undefined,
): { value: ReviewStatus; label: string }[] {
  return REVIEW_STATUSES.map((status) => ({
    value: status,
    label: counts ? `${FILTER_LABELS[status]} (${counts[status]})` : FILTER_LABELS[status],
  }));
}

/** The view in the address: `?status=` (pending unless a known status) and `?page=`. */
export function parseAdminReviewsView(params: URLSearchParams): AdminReviewsView {
  const status = params.get('status') ?? '';
  const page = Math.floor(Number(params.get('page')));
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status)
      ? (status as ReviewStatus)
      : 'pending',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: defaults left out, so /admin/reviews is the pending reviews' first page. */
export function adminReviewsParams(view: AdminReviewsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'pending') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** What an admin may do to a review of a status: decide a pending one, or undo a decision. */
export function moderationActions(status: ReviewStatus): ('approve' | 'reject')[] {
  if (status === 'pending') return ['approve', 'reject'];
  return status === 'approved' ? ['reject'] : ['approve'];
}
