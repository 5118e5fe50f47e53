import { AUDIT_PAGE_SIZE, type AuditListResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AuditFilters } from './audit-view';

/** GET /api/admin/audit: one page of admin changes, newest first. */
export function getAuditLog(
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  return api.get<AuditListResponse>('admin/audit', {
    params: { ...filters, limit: AUDIT_PAGE_SIZE },
    signal,
  });
}

/** `enabled` false while the filters cannot be asked (a period that ends before it starts). */
export function useAuditLog(filters: AuditFilters, enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.audit.list(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
