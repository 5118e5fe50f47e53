import {
  ORDER_STATUS_LABELS,
  shortOrderId,
  type AdminOrder,
  type OrderStatus,
} from '@campus-threads/contract';
import { ArrowRight } from 'lucide-react';
import { fieldErrorsResolver, Form, FormField, useSchemaForm } from '@/components/form';
import { OrderStatusBadge } from '@/features/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { DeliveryTimelineFields, useDeliveryTimeline } from './delivery-timeline';

export type StatusDialogResult = {
  status: OrderStatus;
  remark: string;
  expectedDeliveryDate?: string;
};

/** The remark is optional: nothing to refuse, it is sent trimmed. */
const remarkResolver = fieldErrorsResolver<{ remark: string }>(({ remark }) => ({
  errors: {},
  data: { remark: remark.trim() },
}));

/**
 * Update Status (spec §2 "Admin orders", §4): the next step, a remark for the buyer's timeline,
 * and the delivery timeline: standard, or a custom date-time (now + 3 days to start with).
 * Shipping goes through the Ship order dialog instead (admin-ship-dialog.tsx), which needs the
 * courier and tracking number.
 */
export function StatusDialog({
  order,
  next,
  onConfirm,
  onClose,
}: {
  order: AdminOrder | null;
  next: OrderStatus | null;
  onConfirm: (result: StatusDialogResult) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm({ resolver: remarkResolver, defaultValues: { remark: '' } });
  // The custom date is checked beside the form, as in the admin's Ship order dialog.
  const timeline = useDeliveryTimeline();
  const offersDate = next !== null && next !== 'delivered';
  return (
    <Dialog open={order !== null && next !== null} onOpenChange={(open) => !open && onClose()}>
      {order && next ? (
        <DialogContent
          title={`Update order #${shortOrderId(order._id)}`}
          description="The buyer sees the new status and your remark on their order timeline."
        >
          <Form
            form={form}
            className="space-y-5"
            onValid={({ remark }) => {
              if (offersDate && !timeline.check()) return;
              const date = offersDate ? timeline.date() : undefined;
              onConfirm({
                status: next,
                remark,
                ...(date ? { expectedDeliveryDate: date } : {}),
              });
            }}
          >
            <div className="flex flex-wrap items-center gap-2" aria-label="Status change">
              <OrderStatusBadge status={order.status} />
              <ArrowRight className="size-4 text-zinc-400" aria-hidden="true" />
              <OrderStatusBadge status={next} />
            </div>
            <FormField name="remark" label="Remarks (optional)">
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={500}
                  className="min-h-20"
                  placeholder="For example: the courier picked it up"
                />
              )}
            </FormField>
            {offersDate ? (
              <DeliveryTimelineFields order={order} next={next} state={timeline} />
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              <Button type="submit" variant="dark">
                {`Set to ${ORDER_STATUS_LABELS[next]}`}
              </Button>
            </DialogFooter>
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
