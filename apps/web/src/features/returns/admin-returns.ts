import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@campus-threads/contract';
import { RETURN_TEXTS } from './return-texts';

/** The status filter of /admin/returns: open (requested or approved), one status, or all. */
export type AdminReturnsFilter = 'open' | ReturnStatus | 'all';

export const ADMIN_RETURN_FILTERS: readonly { value: AdminReturnsFilter; label: string }[] = [
  { value: 'open', label: RETURN_TEXTS.openFilter },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
  { value: 'all', label: RETURN_TEXTS.allFilter },
];

export type AdminReturnsView = { status: AdminReturnsFilter; page: number };

/** The view in the address: `?status=` (open when missing or unknown) and `?page=`. */
export function parseAdminReturnsView(params: URLSearchParams): AdminReturnsView {
  const status = params.get('status') ?? '';
  const page = Math.floor(Number(params.get('page')));
  return {
    status: ADMIN_RETURN_FILTERS.some((f) => f.value === status)
      ? (status as AdminReturnsFilter)
      : 'open',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: defaults left out, so /admin/returns is the open requests' first page. */
export function adminReturnsParams(view: AdminReturnsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'open') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
