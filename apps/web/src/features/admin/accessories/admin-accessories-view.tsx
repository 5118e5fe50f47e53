import {
  ACCESSORY_FORM_MESSAGES,
  ACCESSORY_TYPE_FILTERS,
  type Accessory,
  type AccessoryTypeFilter,
  pluralise,
} from '@campus-threads/contract';
import { CheckCircle2, Cpu, Package, Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AccessoryManageCard, DeleteAccessoryDialog } from '@/features/accessories';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { TabBar } from '@/components/ui/tab-bar';
import { EmptyState } from '@/components/ui/state-blocks';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useAdminAccessories, useInvalidateAccessories } from './accessories-api';
import { AccessoryFormDialog } from './accessory-form-dialog';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function Counter({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:p-5">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600 sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-xs font-medium text-zinc-500 sm:text-sm">{label}</p>
          {value === null ? (
            <Skeleton className="mt-1 h-7 w-10" />
          ) : (
            <p className="text-2xl font-bold text-ink-900 tabular-nums" data-counter={label}>
              {value}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** /admin/accessories (spec: seller-admin §2 "Admin accessories", §5, §8). */
export function AdminAccessoriesView() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AccessoryTypeFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const query = useAdminAccessories({ page, search: debouncedSearch, type });
  const invalidate = useInvalidateAccessories();
  // null: closed; 'new': Add Accessory; an id: Edit.
  const [dialog, setDialog] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Accessory | null>(null);
  const data = query.data;
  const filtered = debouncedSearch.trim() !== '' || type !== 'all';

  useEffect(() => setPage(1), [debouncedSearch, type]);
  useEffect(() => {
    if (query.isError) notify.error(ACCESSORY_FORM_MESSAGES.loadFailed);
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Accessories"
        description="Every accessory in the shop, from every seller, active or not."
        actions={
          <Button variant="primary" size="sm" onClick={() => setDialog('new')}>
            <Plus className="size-4" aria-hidden="true" /> Add Accessory
          </Button>
        }
      />

      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Counter label="Total" value={data?.counters.total ?? null} icon={Package} />
        <Counter label="Active" value={data?.counters.active ?? null} icon={CheckCircle2} />
        <Counter label="Technical" value={data?.counters.technical ?? null} icon={Cpu} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search title, description, category or university"
          aria-label="Search accessories"
          className={inputClasses}
          wrapperClassName="min-w-0 flex-1"
        />
        <TabBar
          label="Accessory type"
          look="segmented"
          value={type}
          options={ACCESSORY_TYPE_FILTERS}
          onChange={setType}
        />
      </div>

      <PagedList
        query={query}
        items={data?.accessories}
        loading={
          <div className={GRID} role="status" aria-label="Loading accessories">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="overflow-hidden rounded-2xl border border-zinc-200 bg-white">
                <Skeleton className="aspect-[4/3] rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-3 w-1/3" />
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-5 w-1/4" />
                </div>
              </div>
            ))}
          </div>
        }
        errorTitle={ACCESSORY_FORM_MESSAGES.loadFailed}
        empty={
          filtered ? (
            <EmptyState
              icon={Package}
              title="No matches"
              text="No accessory matches this search and type."
            >
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setType('all');
                }}
              >
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={Package}
              title="No accessories yet"
              text="Add keychains, lab coats, stationery and more for students."
            >
              <Button variant="dark" onClick={() => setDialog('new')}>
                Add Accessory
              </Button>
            </EmptyState>
          )
        }
        pagination={data && { page, totalPages: data.pagination.totalPages, onChange: setPage }}
        className={cn('space-y-4', query.isPlaceholderData && 'opacity-60')}
      >
        {(shown) => (
          <>
            <p className="text-sm text-zinc-500" aria-live="polite">
              Showing {shown.length} of{' '}
              {pluralise(
                data?.pagination.totalItems ?? 0,
                filtered ? 'matching accessory' : 'accessory',
              )}
            </p>
            <ul className={GRID} aria-label="Accessories">
              {shown.map((accessory) => (
                <li key={accessory.accessoryId}>
                  <AccessoryManageCard
                    accessory={accessory}
                    view="admin"
                    onEdit={() => setDialog(accessory.accessoryId)}
                    onDelete={() => setDeleting(accessory)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog !== null ? (
          <AccessoryFormDialog
            key={dialog}
            accessoryId={dialog === 'new' ? null : dialog}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Dialog>
      <DeleteAccessoryDialog
        accessory={deleting}
        showSeller
        onDeleted={invalidate}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
