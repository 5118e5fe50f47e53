import {
  CASH_REFUND_MESSAGES,
  markCashRefundPaidSchema,
  type ReturnRequest,
} from '@campus-threads/contract';
import { useState } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import type { ReturnDecider } from '../api/move-return';
import { useMarkCashRefundPaid } from '../api/mark-cash-refund-paid';
import { cashRefundText } from '../cash-refund-view';
import { RETURN_TEXTS } from '../return-texts';

/**
 * "Mark paid" for a return's cash refund (docs/decisions/0058): the UPI or bank reference of the
 * payment made to the buyer, checked by the contract's markCashRefundPaidSchema.
 */
export function MarkCashRefundDialog({
  request,
  as,
  onClose,
}: {
  request: ReturnRequest | null;
  as: ReturnDecider;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request ? (
        <DialogContent
          title={RETURN_TEXTS.markCashPaidTitle(request.orderId)}
          description={RETURN_TEXTS.markCashPaidHint(request.cashRefund?.payTo ?? null)}
          hideClose
        >
          <MarkCashRefundForm key={request._id} request={request} as={as} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MarkCashRefundForm({
  request,
  as,
  onDone,
}: {
  request: ReturnRequest;
  as: ReturnDecider;
  onDone: () => void;
}) {
  const mutation = useMarkCashRefundPaid();
  const form = useSchemaForm({
    schema: markCashRefundPaidSchema,
    defaultValues: { reference: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = async (body: { reference: string }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: request._id, as, body });
      notify.success(CASH_REFUND_MESSAGES.markedPaid);
      onDone();
    } catch (error) {
      const message = errorMessage(error, CASH_REFUND_MESSAGES.markFailed);
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <Form form={form} onValid={submit} className="space-y-4" data-cash-refund-form>
      <p className="text-sm font-semibold text-ink-900">{cashRefundText(request, as)}</p>
      <FormField name="reference" label={RETURN_TEXTS.referenceLabel}>
        {(control) => (
          <Input
            {...control}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            placeholder={RETURN_TEXTS.referencePlaceholder}
          />
        )}
      </FormField>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {RETURN_TEXTS.close}
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={pending}>
          {RETURN_TEXTS.markCashPaid}
        </Button>
      </DialogFooter>
    </Form>
  );
}
