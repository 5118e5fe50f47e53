import { AUDIT_MESSAGES } from '@campus-threads/contract';
import { ScrollText } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/product/pagination';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useAuditLog } from './audit-api';
import { AuditEntryCard } from './audit-entry-card';
import { AuditFilterBar, type FilterChange } from './audit-filter-bar';
import { isFiltered, parseAuditFilters } from './audit-view';

function ListSkeleton() {
  return (
    <ul className="space-y-3" role="status" aria-label="Loading the audit log">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="ml-auto hidden h-4 w-36 sm:block" />
          </div>
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-16 w-full rounded-lg" />
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: every admin change, newest first, with filters kept in the address bar. */
export function AdminAuditView() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAuditFilters(params), [params]);
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useAuditLog(filters, !backwards);
  // The name behind an actor filter, remembered from the entry that was clicked.
  const actorNames = useRef(new Map<string, string>());

  const onChange = useCallback(
    (change: FilterChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const data = query.data;
  const filtered = isFiltered(filters);
  const actorName =
    (filters.actorId &&
      (actorNames.current.get(filters.actorId) ??
        data?.entries.find((e) => e.actorId === filters.actorId)?.actorName)) ||
    null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={AUDIT_MESSAGES.title}
        description="Every change made by an admin: who made it, when, and each field before and after."
        actions={
          data ? (
            <p className="text-sm text-zinc-500 tabular-nums" data-audit-total>
              {data.pagination.totalItems.toLocaleString('en-IN')}{' '}
              {data.pagination.totalItems === 1 ? 'entry' : 'entries'}
            </p>
          ) : null
        }
      />

      <AuditFilterBar filters={filters} actorName={actorName} onChange={onChange} />

      {backwards ? null : query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError
          title={AUDIT_MESSAGES.loadFailed}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : data && data.entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={filtered ? AUDIT_MESSAGES.noMatch : AUDIT_MESSAGES.empty}
          text={
            filtered
              ? 'Try another action or type, a wider period, or clear the filters.'
              : 'Design reviews, price edits, order moves, refunds, role changes and settings show up here as admins make them.'
          }
        >
          {filtered ? (
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : null}
        </EmptyState>
      ) : data ? (
        <>
          <ul
            aria-label="Audit entries"
            aria-busy={query.isFetching}
            className={cn('space-y-3', query.isFetching && 'opacity-70 transition-opacity')}
          >
            {data.entries.map((entry) => (
              <AuditEntryCard
                key={entry._id}
                entry={entry}
                onActor={(actorId) => {
                  actorNames.current.set(actorId, entry.actorName);
                  onChange({ actor: actorId });
                }}
              />
            ))}
          </ul>
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onChange={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
