import { BUYER_CANCEL_MESSAGES, formatRupees, toPaise, type Order } from '@campus-threads/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { orderActions } from '../order-actions';

/**
 * "Cancel order" on the buyer's own order until it is confirmed (docs/decisions/0058), with a
 * dialog that says what happens to the money; the server decides again (a 409 says why not).
 */
export function CancelMyOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelMyOrder();
  const id = useId();
  // The buyer's one move, from the contract's table of moves (allowedNextStatuses for 'buyer').
  const action = orderActions(order, 'buyer').find(
    (a) => a.kind === 'move' && a.status === 'cancelled',
  );
  if (!action) return null;
  const paid = formatRupees(toPaise(order.paymentInfo.advanceAmount));

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync({
        orderId: order._id,
        body: reason.trim() ? { reason: reason.trim() } : {},
      });
      notify.success(BUYER_CANCEL_MESSAGES.cancelled);
      setOpen(false);
    } catch (error) {
      setFailure(
        isApiRequestError(error) && error.status === 409 && error.serverMessage
          ? error.serverMessage
          : errorMessage(error, BUYER_CANCEL_MESSAGES.failed),
      );
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-cancel-my-order>
        {action.label}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        {open ? (
          <DialogContent
            title={BUYER_CANCEL_MESSAGES.confirmTitle}
            description={BUYER_CANCEL_MESSAGES.confirmBody(paid)}
          >
            <Label htmlFor={id}>{BUYER_CANCEL_MESSAGES.reasonLabel}</Label>
            <Textarea
              id={id}
              className="mt-1.5"
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={cancel.isPending}>
                  {BUYER_CANCEL_MESSAGES.keep}
                </Button>
              </DialogClose>
              <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
                {BUYER_CANCEL_MESSAGES.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
