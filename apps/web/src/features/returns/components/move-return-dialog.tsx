import {
  moveReturnSchema,
  RETURN_LIMITS,
  type ReturnRequest,
  type ReturnStatus,
} from '@campus-threads/contract';
import { useState } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useMoveReturn, type ReturnDecider } from '../api/move-return';
import { RETURN_TEXTS } from '../return-texts';

export type ReturnMove = Exclude<ReturnStatus, 'requested'>;

/**
 * Approve, reject (a remark is required) or mark received one request, with a remark the buyer
 * sees on its timeline; checked by the contract's moveReturnSchema.
 */
export function MoveReturnDialog({
  request,
  move,
  as,
  onClose,
}: {
  request: ReturnRequest | null;
  move: ReturnMove | null;
  as: ReturnDecider;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null && move !== null} onOpenChange={(open) => !open && onClose()}>
      {request && move ? (
        <DialogContent
          title={RETURN_TEXTS.moveTitle(RETURN_TEXTS.moveLabels[move], request.orderId)}
          description={RETURN_TEXTS.moveHints[request.type][move]}
          hideClose
        >
          <MoveReturnForm
            key={`${request._id}-${move}`}
            request={request}
            move={move}
            as={as}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveReturnForm({
  request,
  move,
  as,
  onDone,
}: {
  request: ReturnRequest;
  move: ReturnMove;
  as: ReturnDecider;
  onDone: () => void;
}) {
  const mutation = useMoveReturn();
  const form = useSchemaForm({
    schema: moveReturnSchema,
    defaultValues: { status: move, remark: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = async (body: { status: ReturnMove; remark: string }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: request._id, as, body });
      notify.success(RETURN_TEXTS.moved);
      onDone();
    } catch (error) {
      const message = errorMessage(error, RETURN_TEXTS.moveFailed);
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <Form form={form} onValid={submit} className="space-y-4">
      <FormField
        name="remark"
        label={move === 'rejected' ? RETURN_TEXTS.remarkLabel : RETURN_TEXTS.remarkOptional}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={RETURN_LIMITS.remarkMax}
            className="min-h-20"
            placeholder={RETURN_TEXTS.remarkPlaceholder}
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
        <Button type="submit" variant={move === 'rejected' ? 'danger' : 'dark'} loading={pending}>
          {RETURN_TEXTS.moveLabels[move]}
        </Button>
      </DialogFooter>
    </Form>
  );
}
