import { cancelReasonError, shortOrderId } from '@campus-threads/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';

/**
 * Cancel an order with a reason, for its seller (sales history) and for admins: Cancel Order stays
 * disabled until a reason is given (spec: seller-admin §5).
 */
export function CancelOrderDialog({
  orderId,
  pending = false,
  onConfirm,
  onClose,
}: {
  orderId: string | null;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const error = cancelReasonError(reason);
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (open || pending) return;
        setReason('');
        setTouched(false);
        onClose();
      }}
    >
      {orderId ? (
        <DialogContent
          title={`Cancel order #${shortOrderId(orderId)}`}
          description="The buyer sees your reason on their order. What they paid is refunded and accessory stock is given back."
          hideClose
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!error) onConfirm(reason.trim());
            }}
          >
            <Label htmlFor={id}>Reason for cancellation</Label>
            <Textarea
              id={id}
              className="mt-1.5"
              rows={3}
              maxLength={500}
              value={reason}
              placeholder="For example: the buyer asked to cancel"
              aria-invalid={touched && error ? true : undefined}
              aria-describedby={touched && error ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            {touched && error ? (
              <FieldError id={`${id}-error`} className="mt-1.5">
                {error}
              </FieldError>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={pending}>
                  Keep Order
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" loading={pending} disabled={error !== null}>
                Cancel Order
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
