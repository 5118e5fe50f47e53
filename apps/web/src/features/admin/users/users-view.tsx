import { ADMIN_USERS_LIMITS, ADMIN_USERS_MESSAGES, type AdminUser } from '@campus-threads/contract';
import { ChevronLeft, ChevronRight, ShieldCheck, ShieldOff, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-blocks';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMediaQuery } from '@/lib/use-media-query';
import { DeleteUserDialog, RoleDialog } from './user-dialogs';
import { useAdminUsers } from './users-api';
import { initials, pageSummary, rowActions } from './users';

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xs font-semibold text-white"
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        isAdmin ? 'bg-saffron-100 text-saffron-700' : 'bg-zinc-100 text-zinc-600',
      )}
    >
      {isAdmin ? 'Admin' : 'User'}
    </span>
  );
}

function YouBadge() {
  return (
    <span className="rounded-full bg-ink-900 px-2 py-0.5 text-[11px] font-semibold text-white">
      You
    </span>
  );
}

type RowProps = {
  user: AdminUser;
  myId: string | undefined;
  onRole: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

function RowButtons({ user, myId, onRole, onDelete, full }: RowProps & { full?: boolean }) {
  const actions = rowActions(user, myId);
  return (
    <div className={cn('flex gap-2', full ? 'w-full' : 'justify-end')}>
      <Button
        variant="secondary"
        size="sm"
        className={full ? 'flex-1' : undefined}
        disabled={!actions.canChangeRole}
        title={actions.disabledReason}
        onClick={() => onRole(user)}
        aria-label={`${actions.roleLabel}: ${user.fullName}`}
      >
        {user.isAdmin ? (
          <ShieldOff className="size-4" aria-hidden="true" />
        ) : (
          <ShieldCheck className="size-4" aria-hidden="true" />
        )}
        {actions.roleLabel}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className={cn('text-danger-700 hover:bg-danger-50', full && 'flex-1')}
        disabled={!actions.canDelete}
        title={actions.disabledReason}
        onClick={() => onDelete(user)}
        aria-label={`Delete ${user.fullName}`}
      >
        <Trash2 className="size-4" aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}

function UsersTable(props: { users: readonly AdminUser[] } & Omit<RowProps, 'user'>) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Contact
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {props.users.map((user) => (
            <tr key={user._id} data-user-id={user._id} className="align-middle">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Avatar name={user.fullName} />
                  <span className="font-medium text-ink-900">{user.fullName}</span>
                  {user._id === props.myId ? <YouBadge /> : null}
                </div>
              </td>
              <td className="px-4 py-3">
                <p className="[overflow-wrap:anywhere] text-ink-800">{user.email}</p>
                <p className="text-zinc-500 tabular-nums">{user.phone || '—'}</p>
              </td>
              <td className="px-4 py-3" data-role>
                <RoleBadge isAdmin={user.isAdmin} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-zinc-600">
                {formatDate(user.createdAt)}
              </td>
              <td className="px-4 py-3">
                <RowButtons user={user} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function UserCards(props: { users: readonly AdminUser[] } & Omit<RowProps, 'user'>) {
  return (
    <ul className="space-y-3">
      {props.users.map((user) => (
        <li key={user._id} data-user-id={user._id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start gap-3">
              <Avatar name={user.fullName} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="font-semibold break-words text-ink-900">{user.fullName}</p>
                  {user._id === props.myId ? <YouBadge /> : null}
                  <span data-role>
                    <RoleBadge isAdmin={user.isAdmin} />
                  </span>
                </div>
                <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-zinc-600">
                  {user.email}
                </p>
                <p className="text-sm text-zinc-500 tabular-nums">{user.phone || '—'}</p>
              </div>
            </div>
            <p className="text-xs text-zinc-500">Joined {formatDate(user.createdAt)}</p>
            <RowButtons user={user} {...props} full />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function LoadingRows() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4"
        >
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-9 w-48 sm:block" />
        </div>
      ))}
    </div>
  );
}

/** /admin/users (spec: seller-admin §2 "Admin users"; docs/decisions/0018). */
export function AdminUsersView() {
  const { user: me } = useAuth();
  const wide = useMediaQuery('(min-width: 768px)');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), ADMIN_USERS_LIMITS.searchDebounceMs);
  const [page, setPage] = useState(1);
  const query = useAdminUsers({ q, page });
  const [roleUser, setRoleUser] = useState<AdminUser | null>(null);
  const [deleteUser, setDeleteUser] = useState<AdminUser | null>(null);
  const data = query.data;
  const totalPages = data?.pagination.totalPages ?? 0;

  // A new search starts on page 1; a page emptied by a deletion steps back.
  useEffect(() => setPage(1), [q]);
  useEffect(() => {
    if (data && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages]);
  useEffect(() => {
    if (query.isError) notify.error(ADMIN_USERS_MESSAGES.loadFailed);
  }, [query.isError]);

  const rowProps = { myId: me?._id, onRole: setRoleUser, onDelete: setDeleteUser };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Every account in the shop: give or take the admin role, or delete an account."
        actions={
          data ? (
            <span className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-zinc-600 ring-1 ring-zinc-200">
              {data.adminCount} {data.adminCount === 1 ? 'admin' : 'admins'}
            </span>
          ) : null
        }
      />

      <SearchInput
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search by name, email or phone"
        aria-label="Search users"
        maxLength={ADMIN_USERS_LIMITS.searchMax}
        className={inputClasses}
      />

      <PagedList
        query={query}
        items={data?.users}
        loading={<LoadingRows />}
        errorTitle={ADMIN_USERS_MESSAGES.loadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={Users}
            title={q ? 'No matches' : 'No users yet'}
            text={q ? `No user matches "${q}".` : 'Accounts appear here as people sign up.'}
          />
        }
        className={cn('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        footer={
          data && (
            <nav
              aria-label="Pages"
              className="flex flex-col items-center justify-between gap-3 sm:flex-row"
            >
              <p className="text-sm text-zinc-600" aria-live="polite" data-page-summary>
                {pageSummary(data.pagination)}
              </p>
              {totalPages > 1 ? (
                <div className="flex items-center gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1 || query.isFetching}
                    onClick={() => setPage((p) => Math.max(1, p - 1))}
                  >
                    <ChevronLeft className="size-4" aria-hidden="true" /> Previous
                  </Button>
                  <span className="text-sm text-zinc-600 tabular-nums">
                    Page {page} of {totalPages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= totalPages || query.isFetching}
                    onClick={() => setPage((p) => Math.min(totalPages, p + 1))}
                  >
                    Next <ChevronRight className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </nav>
          )
        }
      >
        {(users) =>
          wide ? (
            <UsersTable users={users} {...rowProps} />
          ) : (
            <UserCards users={users} {...rowProps} />
          )
        }
      </PagedList>

      <RoleDialog user={roleUser} onClose={() => setRoleUser(null)} />
      <DeleteUserDialog user={deleteUser} onClose={() => setDeleteUser(null)} />
    </div>
  );
}
