import {
  defaultCustomDeliveryDate,
  deliveryDateProblem,
  shortOrderId,
  type AdminOrder,
} from '@campus-threads/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fromLocalInputValue, toLocalInputValue } from './admin-orders';
import { DeliveryDateField } from './delivery-date-field';

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
  const [value, setValue] = useState(() =>
    toLocalInputValue(
      order && new Date(order.expectedDeliveryDate) > new Date()
        ? new Date(order.expectedDeliveryDate)
        : defaultCustomDeliveryDate(),
    ),
  );
  const id = useId();
  const date = fromLocalInputValue(value);
  const error = deliveryDateProblem(date);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {order ? (
        <DialogContent
          title={`Expected delivery of #${shortOrderId(order._id)}`}
          description="The buyer's order shows the new date."
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!error) onConfirm(date.toISOString());
            }}
          >
            <DeliveryDateField id={id} value={value} onChange={setValue} error={error} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={pending}>
                  Close
                </Button>
              </DialogClose>
              <Button type="submit" variant="dark" loading={pending} disabled={error !== null}>
                Save date
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
