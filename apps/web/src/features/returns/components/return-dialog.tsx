import {
  RETURN_MESSAGES,
  type Order,
  type ReturnRequest,
  type ReturnType,
} from '@campus-threads/contract';
import { useMemo, useRef, useState } from 'react';
import { fieldErrorsResolver, Form, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { focusFirstError } from '@/lib/focus-first-error';
import { notify } from '@/lib/notify';
import { useReturnWindowDays } from '@/lib/site-settings';
import { useCreateReturn } from '../api/create-return';
import {
  asksRefundTo,
  checkReturnForm,
  initialReturnValues,
  returnRequestErrorText,
  type ReturnFormValues,
  type ReturnRequestBody,
} from '../return-form';
import { lineChoices, type LineChoice } from '../return-lines';
import { ReturnLinesField } from './return-lines-field';
import { ReturnPhotosField } from './return-photos-field';
import { ReturnReasonField } from './return-reason-field';
import { ReturnRefundToField } from './return-refund-to-field';
import { RETURN_TEXTS } from '../return-texts';
import { ReturnTypeField } from './return-type-field';
import { useOfferedSizes } from '../api/use-offered-sizes';
import { useReturnPhotos } from '../use-return-photos';

/** What the dialog reads of the order: its lines, and whether part of it was paid at the door. */
export type ReturnOrder = Pick<Order, '_id' | 'items'> & {
  paymentInfo: Pick<Order['paymentInfo'], 'partialPaymentMade'>;
};

/**
 * "Exchange or return" for a delivered order (docs/decisions/0052): one form of the kind, the
 * lines, the new sizes, the reason and up to three photos, sent as POST /api/orders/{id}/returns.
 */
export function ReturnDialog({
  order,
  requests,
  open,
  onClose,
}: {
  order: ReturnOrder;
  /** The order's earlier requests (what was already sent back). */
  requests: readonly ReturnRequest[];
  open: boolean;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const windowDays = useReturnWindowDays();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open ? (
        <DialogContent
          title={RETURN_TEXTS.dialogTitle(order._id)}
          description={RETURN_TEXTS.dialogDescription(windowDays)}
          className="max-w-xl"
          onInteractOutside={(event) => busy && event.preventDefault()}
        >
          <ReturnForm order={order} requests={requests} onBusy={setBusy} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReturnForm({
  order,
  requests,
  onBusy,
  onDone,
}: {
  order: ReturnOrder;
  requests: readonly ReturnRequest[];
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const create = useCreateReturn();
  const photos = useReturnPhotos();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [type, setType] = useState<ReturnType | ''>('');
  const advanceOrder = order.paymentInfo.partialPaymentMade;
  const offered = useOfferedSizes(order.items, type === 'exchange');
  const choices = lineChoices(order.items, requests, type, offered);
  // The resolver reads the choices of the latest render (the sizes arrive after the first).
  const choicesRef = useRef<readonly LineChoice[]>(choices);
  choicesRef.current = choices;
  const initial = useMemo(
    () => initialReturnValues(lineChoices(order.items, requests, '')),
    [order.items, requests],
  );
  const form = useSchemaForm<ReturnFormValues, ReturnRequestBody>({
    defaultValues: initial,
    resolver: fieldErrorsResolver((values: ReturnFormValues) =>
      checkReturnForm(values, choicesRef.current, { advanceOrder }),
    ),
  });
  const busy = sending || photos.uploading;

  const chooseType = (next: ReturnType) => {
    setType(next);
    form.setValue('type', next);
    form.clearErrors('type');
  };

  const submit = async (body: ReturnRequestBody) => {
    setFailure(null);
    setSending(true);
    onBusy(true);
    try {
      const keys = await photos.upload();
      if (!keys) {
        notify.error(RETURN_MESSAGES.requestFailed);
        return;
      }
      await create.mutateAsync({
        orderId: order._id,
        body: { ...body, ...(keys.length > 0 ? { photos: keys } : {}) },
      });
      notify.success(RETURN_MESSAGES.requested);
      onDone();
    } catch (error) {
      setFailure(returnRequestErrorText(error));
      notify.error(RETURN_MESSAGES.requestFailed);
    } finally {
      setSending(false);
      onBusy(false);
    }
  };

  return (
    <Form
      ref={formRef}
      form={form}
      onValid={submit}
      onInvalid={() => focusFirstError(formRef.current)}
      className="space-y-5"
      data-return-form
    >
      <ReturnTypeField busy={busy} onChange={chooseType} />
      <ReturnLinesField items={order.items} choices={choices} busy={busy} />
      <ReturnReasonField busy={busy} />
      {asksRefundTo(type, order.paymentInfo) ? <ReturnRefundToField busy={busy} /> : null}
      <ReturnPhotosField photos={photos} busy={busy} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            {RETURN_TEXTS.close}
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={busy}>
          {RETURN_TEXTS.send}
        </Button>
      </DialogFooter>
    </Form>
  );
}
