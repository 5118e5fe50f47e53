import { ACCESSORY_FORM_MESSAGES, type Accessory } from '@campus-threads/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useDeleteAccessory } from '../api/delete-accessory';
import { accessoryWriteError } from '../accessory-error';

/**
 * 'Are you sure you want to delete this accessory?' with Cancel and Delete (spec §5), for the
 * seller's list and the admin's (which names the seller and refreshes its own list).
 */
export function DeleteAccessoryDialog({
  accessory,
  showSeller = false,
  onDeleted,
  onClose,
}: {
  accessory: Accessory | null;
  showSeller?: boolean;
  onDeleted?: () => void;
  onClose: () => void;
}) {
  const remove = useDeleteAccessory();
  return (
    <Dialog
      open={accessory !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
    >
      {accessory ? (
        <DialogContent
          title="Delete accessory"
          description={ACCESSORY_FORM_MESSAGES.deleteConfirm}
          hideClose
        >
          <p className="rounded-lg bg-zinc-50 px-3.5 py-2.5 text-sm font-medium break-words text-ink-900">
            {accessory.title}
            {showSeller ? (
              <span className="block text-xs font-normal text-zinc-500">
                by {accessory.sellerName}
              </span>
            ) : null}
          </p>
          <p className="mt-2 text-xs text-zinc-500">
            Shoppers' carts drop it; orders already placed keep their copy.
          </p>
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
                remove.mutate(accessory.accessoryId, {
                  onSuccess: () => {
                    notify.success(ACCESSORY_FORM_MESSAGES.deleted);
                    onDeleted?.();
                    onClose();
                  },
                  onError: (error) =>
                    notify.error(accessoryWriteError(error, ACCESSORY_FORM_MESSAGES.deleteFailed)),
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
