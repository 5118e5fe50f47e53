import { ADMIN_USERS_MESSAGES, type AdminUser } from '@campus-threads/contract';
import { ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useDeleteUser, useSetUserRole } from './users-api';
import { roleQuestion, userChangeError } from './users';

const errorOf = (error: unknown) => (isApiRequestError(error) ? error : null);

function UserBox({ user }: { user: AdminUser }) {
  return (
    <div className="rounded-lg bg-zinc-50 px-3.5 py-2.5 text-sm">
      <p className="font-medium break-words text-ink-900">{user.fullName}</p>
      <p className="break-all text-zinc-600">{user.email}</p>
    </div>
  );
}

/** Confirms giving or taking the admin role. */
export function RoleDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const change = useSetUserRole();
  const question = user ? roleQuestion(user) : null;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !change.isPending && onClose()}>
      {user && question ? (
        <DialogContent title={question.title} description={question.text} hideClose>
          <UserBox user={user} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={change.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant={user.isAdmin ? 'danger' : 'dark'}
              loading={change.isPending}
              onClick={() =>
                change.mutate(
                  { id: user._id, isAdmin: !user.isAdmin },
                  {
                    onSuccess: (result) => {
                      notify.success(result.message);
                      onClose();
                    },
                    onError: (error) =>
                      notify.error(
                        userChangeError(errorOf(error), ADMIN_USERS_MESSAGES.roleFailed),
                      ),
                  },
                )
              }
            >
              {user.isAdmin ? (
                <ShieldOff className="size-4" aria-hidden="true" />
              ) : (
                <ShieldCheck className="size-4" aria-hidden="true" />
              )}
              {question.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** 'Are you sure you want to delete this user?' with what deletion does, Cancel and Delete. */
export function DeleteUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const remove = useDeleteUser();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {user ? (
        <DialogContent
          title="Delete user"
          description={ADMIN_USERS_MESSAGES.deleteConfirm}
          hideClose
        >
          <UserBox user={user} />
          <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-zinc-600">
            <li>They are signed out everywhere and cannot sign in again.</li>
            <li>
              Orders they placed or fulfil stay; finished ones lose the delivery contact details.
            </li>
            <li>Their cart, wishlist and unpublished designs are removed.</li>
            <li>Their approved designs and accessories leave the shop.</li>
          </ul>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(user._id, {
                  onSuccess: (result) => {
                    notify.success(ADMIN_USERS_MESSAGES.deleted);
                    if (result.openOrdersToFulfil > 0)
                      notify.info(
                        `${result.openOrdersToFulfil} open ${result.openOrdersToFulfil === 1 ? 'order' : 'orders'} they were to ship now need an admin: see Orders.`,
                      );
                    onClose();
                  },
                  onError: (error) =>
                    notify.error(
                      userChangeError(errorOf(error), ADMIN_USERS_MESSAGES.deleteFailed),
                    ),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
