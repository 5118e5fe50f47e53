import {
  BUYER_CANCEL_MESSAGES,
  buyerCancelSchema,
  formatRupees,
  toPaise,
  type Order,
} from '@campus-threads/contract';
import { useState } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
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
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelMyOrder();
  // Held here, not in the dialog: closing and reopening it keeps what was typed.
  const form = useSchemaForm({ schema: buyerCancelSchema, defaultValues: { reason: '' } });
  // The buyer's one move, from the contract's table of moves (allowedNextStatuses for 'buyer').
  const action = orderActions(order, 'buyer').find(
    (a) => a.kind === 'move' && a.status === 'cancelled',
  );
  if (!action) return null;
  const paid = formatRupees(toPaise(order.paymentInfo.advanceAmount));

  const confirm = async ({ reason }: { reason?: string }) => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ orderId: order._id, body: reason ? { reason } : {} });
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
            <Form form={form} onValid={confirm}>
              <FormField name="reason" label={BUYER_CANCEL_MESSAGES.reasonLabel}>
                {(control) => <Textarea {...control} rows={2} maxLength={300} />}
              </FormField>
              {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={cancel.isPending}>
                    {BUYER_CANCEL_MESSAGES.keep}
                  </Button>
                </DialogClose>
                <Button type="submit" variant="danger" loading={cancel.isPending}>
                  {BUYER_CANCEL_MESSAGES.confirm}
                </Button>
              </DialogFooter>
            </Form>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
