import { ADMIN_DESIGN_MESSAGES, type AdminDesign } from '@campus-threads/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

export type ReviewAction = 'approve' | 'reject' | 'revoke';

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
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const needsReason = action !== 'approve';
  const error =
    needsReason && touched && !remark.trim() ? ADMIN_DESIGN_MESSAGES.reasonRequired : undefined;
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (needsReason && !remark.trim()) return;
          onConfirm(remark.trim());
        }}
      >
        <FormField label={needsReason ? 'Reason (required)' : 'Remarks (optional)'} error={error}>
          {(control) => (
            <Textarea
              {...control}
              value={remark}
              maxLength={1000}
              onChange={(e) => setRemark(e.target.value)}
              onBlur={() => setTouched(true)}
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
      </form>
    </DialogContent>
  );
}
