import {
  cancelDropSchema,
  DROP_LIMITS,
  DROP_OWNER_MESSAGES,
  type DropListItem,
} from '@campus-threads/contract';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';

type CancelValues = { reason: string };

function CancelForm({
  pending,
  onConfirm,
}: {
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  // The contract's schema: the same reason the server asks for (required, at most 500 characters).
  const form = useSchemaForm({ schema: cancelDropSchema, defaultValues: { reason: '' } });
  return (
    <Form form={form} onValid={({ reason }) => onConfirm(reason)}>
      <FormField<CancelValues>
        name="reason"
        label="Why is it cancelled?"
        hint="Everyone who joined sees this with their refund."
      >
        {(c) => (
          <Textarea
            {...c}
            rows={3}
            maxLength={DROP_LIMITS.cancelReasonMax + 10}
            placeholder="For example: the fest was postponed"
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Keep drop
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={pending}>
          Cancel drop
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Cancel a drop with a reason (its owner's and the admin's lists). While the cancel runs the
 * dialog stays open; the screen closes it when the server answers.
 */
export function CancelDropDialog({
  drop,
  pending,
  onConfirm,
  onClose,
}: {
  drop: DropListItem | null;
  pending: boolean;
  onConfirm: (drop: DropListItem, reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={drop !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {drop ? (
        <DialogContent
          title={DROP_OWNER_MESSAGES.cancelTitle(drop.title)}
          description={DROP_OWNER_MESSAGES.cancelText}
          hideClose
        >
          <CancelForm
            key={drop._id}
            pending={pending}
            onConfirm={(reason) => onConfirm(drop, reason)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
