import {
  BALANCE_METHOD_LABELS,
  BALANCE_METHODS,
  BALANCE_MESSAGES,
  formatRupees,
  orderBalanceSchema,
  shortOrderId,
  toPaise,
  type BalanceMethod,
  type Order,
} from '@campus-threads/contract';
import { useState } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { RECORD_BALANCE_LABEL } from '../balance';
import { useRecordBalance } from '../api/record-balance';

type BalanceOrder = Pick<Order, '_id'> & { paymentInfo: Pick<Order['paymentInfo'], 'balanceDue'> };

const METHOD_OPTIONS = [
  { value: '', label: 'Choose one' },
  ...BALANCE_METHODS.map((method) => ({ value: method, label: BALANCE_METHOD_LABELS[method] })),
];

/**
 * Record the balance of a 50% advance collected at the door (docs/decisions/0048): how it was paid
 * and the amount, which is the balance due (the server takes no other). For the order's fulfilling
 * seller on the sales history and for admins on the orders screen.
 */
export function RecordBalanceDialog({
  order,
  onClose,
}: {
  order: BalanceOrder | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent
          title={`Record the balance of #${shortOrderId(order._id)}`}
          description="The buyer paid the rest at the door. Once recorded, the order is fully paid and its timeline says so."
        >
          <RecordBalanceForm key={order._id} order={order} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RecordBalanceForm({ order, onDone }: { order: BalanceOrder; onDone: () => void }) {
  const record = useRecordBalance();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: orderBalanceSchema,
    // No method until one is picked: the schema's text asks for it.
    defaultValues: { method: '' as BalanceMethod, amount: order.paymentInfo.balanceDue },
  });
  const pending = record.isPending;

  return (
    <Form
      form={form}
      className="space-y-4"
      onValid={async (values) => {
        setFailure(null);
        try {
          await record.mutateAsync({ orderId: order._id, ...values });
          notify.success(BALANCE_MESSAGES.recorded);
          onDone();
        } catch (error) {
          notify.error(BALANCE_MESSAGES.recordFailed);
          const onFields = isApiRequestError(error)
            ? error.fieldErrors.filter((e) => e.field === 'method' || e.field === 'amount')
            : [];
          for (const e of onFields)
            form.setError(e.field as 'method' | 'amount', { message: e.message });
          if (onFields.length === 0) setFailure(errorMessage(error, BALANCE_MESSAGES.recordFailed));
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="method" label="Paid by">
          {(c) => <Select {...c} options={METHOD_OPTIONS} />}
        </FormField>
        <FormField name="amount" label="Amount collected" hint="The balance due on this order.">
          {(c) => (
            <Input
              {...c}
              value={formatRupees(toPaise(Number(c.value)))}
              readOnly
              className="tabular-nums"
            />
          )}
        </FormField>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Close
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={pending}>
          {RECORD_BALANCE_LABEL}
        </Button>
      </DialogFooter>
    </Form>
  );
}
