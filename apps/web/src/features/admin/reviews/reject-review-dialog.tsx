import {
  moderateReviewSchema,
  REVIEW_LIMITS,
  REVIEW_SCREEN_TEXTS as T,
  type AdminReview,
} from '@campus-threads/contract';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';

type RejectValues = { status: 'rejected'; reason: string };

function RejectForm({
  pending,
  onConfirm,
}: {
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  // The contract's schema: a rejection needs a reason, as the server says too.
  const form = useSchemaForm({
    schema: moderateReviewSchema,
    defaultValues: { status: 'rejected', reason: '' },
    shouldFocusError: true,
  });
  return (
    <Form form={form} onValid={({ reason }) => onConfirm(reason ?? '')}>
      <FormField<RejectValues> name="reason" label={T.reasonLabel}>
        {(c) => (
          <Textarea
            {...c}
            rows={3}
            maxLength={REVIEW_LIMITS.reasonMax + 10}
            placeholder={T.reasonPlaceholder}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {T.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={pending}>
          {T.reject}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Reject a review with the reason the buyer is told; open while the rejection is sent. */
export function RejectReviewDialog({
  review,
  pending,
  onConfirm,
  onClose,
}: {
  review: AdminReview | null;
  pending: boolean;
  onConfirm: (review: AdminReview, reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {review ? (
        <DialogContent title={T.rejectTitle} description={T.rejectText} hideClose>
          <RejectForm
            key={review._id}
            pending={pending}
            onConfirm={(reason) => onConfirm(review, reason)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
