import type { AdminDesign } from '@campus-threads/contract';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { remarkResolver, type ReviewAction } from './design-remarks';

export type { ReviewAction };

const TITLES: Record<ReviewAction, string> = {
  approve: 'Approve design',
  reject: 'Reject design',
  revoke: 'Revoke approval',
};
const BUTTONS: Record<ReviewAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  revoke: 'Revoke Approval',
};

/** The quick approve / reject confirmation; rejecting and revoking ask for the reason. */
export function ReviewDialog({
  design,
  action,
  busy,
  onConfirm,
}: {
  design: AdminDesign;
  action: ReviewAction;
  busy: boolean;
  onConfirm: (remark: string) => void;
}) {
  // The detail dialog's remark check: a reason to reject or revoke; the trimmed remark is sent.
  const form = useSchemaForm({
    resolver: remarkResolver(() => action),
    defaultValues: { remark: '' },
  });
  const needsReason = action !== 'approve';
  return (
    <DialogContent
      title={TITLES[action]}
      description={
        action === 'approve'
          ? `“${design.title}” goes into the shop and its seller is told.`
          : action === 'revoke'
            ? `“${design.title}” leaves the shop. Its seller sees your reason.`
            : `Its seller sees your reason for rejecting “${design.title}”.`
      }
    >
      <Form form={form} onValid={(values) => onConfirm(values.remark)}>
        <FormField name="remark" label={needsReason ? 'Reason (required)' : 'Remarks (optional)'}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={1000}
              // Leaving the field checks it, as before the shared form.
              onBlur={() => {
                control.onBlur();
                void form.trigger('remark');
              }}
              placeholder={needsReason ? 'What should the seller change?' : 'A note for the seller'}
            />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant={needsReason ? 'danger' : 'primary'} loading={busy}>
            {BUTTONS[action]}
          </Button>
        </DialogFooter>
      </Form>
    </DialogContent>
  );
}
