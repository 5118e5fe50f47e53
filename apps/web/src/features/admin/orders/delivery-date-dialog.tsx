import {
  defaultCustomDeliveryDate,
  deliveryDateProblem,
  shortOrderId,
  type AdminOrder,
} from '@campus-threads/contract';
import { useId } from 'react';
import { fieldErrorsResolver, Form, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fromLocalInputValue, toLocalInputValue } from './admin-orders';
import { DeliveryDateField } from './delivery-date-field';

/** The contract's rule for a custom delivery date; the date is sent as an ISO time. */
const deliveryDateResolver = fieldErrorsResolver<{ when: string }, { iso: string }>(({ when }) => {
  const date = fromLocalInputValue(when);
  const problem = deliveryDateProblem(date);
  return problem
    ? { errors: { when: problem }, data: null }
    : { errors: {}, data: { iso: date.toISOString() } };
});

/** Change only the expected delivery of an order on its way (PATCH /orders/{id}/delivery-date). */
export function DeliveryDateDialog({
  order,
  pending,
  onConfirm,
  onClose,
}: {
  order: AdminOrder | null;
  pending: boolean;
  onConfirm: (iso: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {order ? (
        <DialogContent
          title={`Expected delivery of #${shortOrderId(order._id)}`}
          description="The buyer's order shows the new date."
        >
          <DeliveryDateForm key={order._id} order={order} pending={pending} onConfirm={onConfirm} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeliveryDateForm({
  order,
  pending,
  onConfirm,
}: {
  order: AdminOrder;
  pending: boolean;
  onConfirm: (iso: string) => void;
}) {
  const form = useSchemaForm({
    resolver: deliveryDateResolver,
    defaultValues: {
      when: toLocalInputValue(
        new Date(order.expectedDeliveryDate) > new Date()
          ? new Date(order.expectedDeliveryDate)
          : defaultCustomDeliveryDate(),
      ),
    },
  });
  const id = useId();
  const when = useWatch({ control: form.control, name: 'when' });
  // The picker says what is wrong with a date as soon as it is picked (Save waits for a good one).
  const problem = deliveryDateProblem(fromLocalInputValue(when));
  return (
    <Form form={form} onValid={({ iso }) => onConfirm(iso)}>
      <DeliveryDateField
        id={id}
        value={when}
        onChange={(value) => form.setValue('when', value)}
        error={problem}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Close
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={pending} disabled={problem !== null}>
          Save date
        </Button>
      </DialogFooter>
    </Form>
  );
}
