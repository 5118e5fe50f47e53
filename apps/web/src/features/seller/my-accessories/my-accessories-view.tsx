import { ACCESSORY_FORM_MESSAGES, type Accessory } from '@campus-threads/contract';
import { CheckCircle2, Cpu, Package, Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccessoryManageCard, DeleteAccessoryDialog } from '@/features/accessories';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { useSellerAccessories } from '../api/get-seller-accessories';
import { EditAccessoryDialog } from './edit-accessory-dialog';
import { accessoryCounters, searchAccessories } from './my-accessories';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

function Counter({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:p-5">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600 sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-xs font-medium text-zinc-500 sm:text-sm">{label}</p>
          {loading ? (
            <Skeleton className="mt-1 h-7 w-10" />
          ) : (
            <p className="text-2xl font-bold text-ink-900 tabular-nums" data-counter={label}>
              {value ?? '–'}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** /dashboard/accessories: 'My Accessories' ('All Accessories' for an admin) (spec: seller-admin §2). */
export function MyAccessoriesView() {
  const { user, isAdmin } = useAuth();
  const query = useSellerAccessories(user?._id ?? '', isAdmin);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Accessory | null>(null);
  const [deleting, setDeleting] = useState<Accessory | null>(null);
  const all = query.data?.accessories ?? [];
  const shown = searchAccessories(all, search);
  const counters = query.data ? accessoryCounters(all) : null;
  const title = isAdmin ? 'All Accessories' : 'My Accessories';

  useEffect(() => {
    if (query.isError) notify.error(ACCESSORY_FORM_MESSAGES.loadFailed);
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={
          isAdmin
            ? 'Every accessory in the shop, from every seller.'
            : 'Your accessories in the shop: prices, stock and photos.'
        }
        actions={
          <Link to="/dashboard/accessories-upload" className={buttonClasses('primary', 'sm')}>
            <Plus className="size-4" aria-hidden="true" /> Add New
          </Link>
        }
      />

      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Counter
          label="Total"
          value={counters?.total ?? null}
          icon={Package}
          loading={query.isPending}
        />
        <Counter
          label="Active"
          value={counters?.active ?? null}
          icon={CheckCircle2}
          loading={query.isPending}
        />
        <Counter
          label="Technical"
          value={counters?.technical ?? null}
          icon={Cpu}
          loading={query.isPending}
        />
      </div>

      <SearchInput
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search by title, category or university"
        aria-label="Search accessories"
        className={inputClasses}
      />

      {query.isPending ? (
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
      ) : query.isError ? (
        <LoadError
          title={ACCESSORY_FORM_MESSAGES.loadFailed}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No accessories yet"
          text="List keychains, lab coats, stationery and more for students of your university."
        >
          <Link to="/dashboard/accessories-upload" className={buttonClasses('dark')}>
            Upload an accessory
          </Link>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No matches"
          text={`No accessory matches "${search.trim()}".`}
        />
      ) : (
        <ul className={GRID} aria-label={title}>
          {shown.map((accessory) => (
            <li key={accessory.accessoryId}>
              <AccessoryManageCard
                accessory={accessory}
                view="seller"
                showSeller={isAdmin}
                onEdit={() => setEditing(accessory)}
                onDelete={() => setDeleting(accessory)}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <EditAccessoryDialog
            key={editing.accessoryId}
            accessoryId={editing.accessoryId}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <DeleteAccessoryDialog accessory={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
