import { DROP_MESSAGES, DROP_OWNER_MESSAGES, type DropListItem } from '@campus-threads/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';

/** A cancel call of the owner's or the admin's list (each feature's own mutation). */
type CancelMutation = {
  mutate: (
    input: { id: string; reason: string },
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The drop being cancelled and what the Cancel drop dialog does with it, for the owner's
 * /dashboard/drops and the admin's /admin/drops: the toast says how it went, the dialog closes.
 */
export function useCancelDropFlow(cancel: CancelMutation) {
  const [cancelling, setCancelling] = useState<DropListItem | null>(null);
  const close = () => setCancelling(null);
  const confirm = (drop: DropListItem, reason: string) =>
    cancel.mutate(
      { id: drop._id, reason },
      {
        onSuccess: () => {
          notify.success(DROP_MESSAGES.cancelled);
          close();
        },
        onError: (error) => {
          notify.error(errorMessage(error, DROP_OWNER_MESSAGES.cancelFailed));
          close();
        },
      },
    );
  return { cancelling, start: setCancelling, confirm, close, pending: cancel.isPending };
}
