import {
  DROP_STATUS_FILTER_LABELS,
  DROP_STATUSES,
  type DropStatus,
} from '@campus-threads/contract';

/** The status filter of /admin/drops: every drop, or those of one status. */
export type AdminDropsFilter = 'all' | DropStatus;

export const ADMIN_DROP_FILTERS: readonly { value: AdminDropsFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DROP_STATUSES.map((status) => ({ value: status, label: DROP_STATUS_FILTER_LABELS[status] })),
];

/** The view in the address: `?status=` (one of the contract's statuses, else all) and `?page=`. */
export function parseAdminDropsView(params: URLSearchParams): {
  status: AdminDropsFilter;
  page: number;
} {
  const status = params.get('status') ?? '';
  const page = Math.floor(Number(params.get('page')));
  return {
    status: (DROP_STATUSES as readonly string[]).includes(status) ? (status as DropStatus) : 'all',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: defaults left out, so /admin/drops is every drop's first page. */
export function adminDropsParams(view: {
  status: AdminDropsFilter;
  page: number;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
