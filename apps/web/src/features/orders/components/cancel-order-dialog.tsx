import { cancelReasonError, shortOrderId } from '@campus-threads/contract';
import { fieldErrorsResolver, Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';

type CancelFields = { reason: string };

/** The contract's check: a reason is needed; the trimmed reason is what is sent. */
const cancelResolver = fieldErrorsResolver<CancelFields>(({ reason }) => {
  const error = cancelReasonError(reason);
  return { errors: { reason: error ?? undefined }, data: error ? null : { reason: reason.trim() } };
});

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
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (open || pending) return;
        onClose();
      }}
    >
      {orderId ? (
        <DialogContent
          title={`Cancel order #${shortOrderId(orderId)}`}
          description="The buyer sees your reason on their order. What they paid is refunded and accessory stock is given back."
          hideClose
        >
          <CancelOrderForm key={orderId} pending={pending} onConfirm={onConfirm} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CancelOrderForm({
  pending,
  onConfirm,
}: {
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  const form = useSchemaForm({ resolver: cancelResolver, defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  return (
    <Form form={form} onValid={(values) => onConfirm(values.reason)}>
      <FormField name="reason" label="Reason for cancellation">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            placeholder="For example: the buyer asked to cancel"
            // Leaving the field checks it: its error says why Cancel Order is disabled.
            onBlur={() => {
              control.onBlur();
              void form.trigger('reason');
            }}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Keep Order
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="danger"
          loading={pending}
          disabled={cancelReasonError(reason) !== null}
        >
          Cancel Order
        </Button>
      </DialogFooter>
    </Form>
  );
}
