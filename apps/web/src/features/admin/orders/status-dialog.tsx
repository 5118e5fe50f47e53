import {
  defaultCustomDeliveryDate,
  deliveryDateProblem,
  ORDER_STATUS_LABELS,
  shortOrderId,
  standardDeliveryHint,
  type AdminOrder,
  type DeliveryTimeline,
  type OrderStatus,
} from '@campus-threads/contract';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fromLocalInputValue, toLocalInputValue } from './admin-orders';
import { DeliveryDateField } from './delivery-date-field';

export type StatusDialogResult = {
  status: OrderStatus;
  remark: string;
  expectedDeliveryDate?: string;
};

/**
 * Update Status (spec §2 "Admin orders", §4): the next step, a remark for the buyer's timeline,
 * and the delivery timeline: standard, or a custom date-time (now + 3 days to start with).
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
  const [remark, setRemark] = useState('');
  const [timeline, setTimeline] = useState<DeliveryTimeline>('standard');
  const [custom, setCustom] = useState(() => toLocalInputValue(defaultCustomDeliveryDate()));
  const [touched, setTouched] = useState(false);
  const id = useId();
  const customDate = fromLocalInputValue(custom);
  const dateError = timeline === 'custom' ? deliveryDateProblem(customDate) : null;
  const offersDate = next !== null && next !== 'delivered';
  return (
    <Dialog open={order !== null && next !== null} onOpenChange={(open) => !open && onClose()}>
      {order && next ? (
        <DialogContent
          title={`Update order #${shortOrderId(order._id)}`}
          description="The buyer sees the new status and your remark on their order timeline."
        >
          <form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (dateError) return;
              onConfirm({
                status: next,
                remark: remark.trim(),
                ...(offersDate && timeline === 'custom'
                  ? { expectedDeliveryDate: customDate.toISOString() }
                  : {}),
              });
            }}
          >
            <div className="flex flex-wrap items-center gap-2" aria-label="Status change">
              <OrderStatusBadge status={order.status} />
              <ArrowRight className="size-4 text-zinc-400" aria-hidden="true" />
              <OrderStatusBadge status={next} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-remark`}>Remarks (optional)</Label>
              <Textarea
                id={`${id}-remark`}
                rows={3}
                maxLength={500}
                className="min-h-20"
                value={remark}
                placeholder="For example: handed to the courier, tracking number 1234"
                onChange={(event) => setRemark(event.target.value)}
              />
            </div>
            {offersDate ? (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-ink-900">Delivery timeline</legend>
                {(
                  [
                    [
                      'standard',
                      'Standard',
                      standardDeliveryHint(next, new Date(order.expectedDeliveryDate)),
                    ],
                    ['custom', 'Custom date and time', 'Pick when the buyer can expect it.'],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
                      timeline === value
                        ? 'border-ink-900 bg-zinc-50'
                        : 'border-zinc-200 hover:bg-zinc-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-timeline`}
                      value={value}
                      checked={timeline === value}
                      onChange={() => setTimeline(value)}
                      className="mt-0.5 accent-ink-900"
                    />
                    <span>
                      <span className="block font-medium text-ink-900">{label}</span>
                      <span className="block text-zinc-600">{hint}</span>
                    </span>
                  </label>
                ))}
                {timeline === 'custom' ? (
                  <DeliveryDateField
                    id={`${id}-date`}
                    value={custom}
                    onChange={setCustom}
                    error={touched || custom === '' ? dateError : null}
                  />
                ) : null}
              </fieldset>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              <Button type="submit" variant="dark">
                {`Set to ${ORDER_STATUS_LABELS[next]}`}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
