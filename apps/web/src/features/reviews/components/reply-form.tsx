import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  replyReviewSchema,
  type ProductType,
} from '@campus-threads/contract';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useReplyToReview } from '../api/reply-to-review';

type ReplyValues = { text: string };

/** The seller's answer to one approved review, checked by the contract's schema. */
export function ReplyForm({
  reviewId,
  productType,
  productId,
  onDone,
}: {
  reviewId: string;
  productType: ProductType;
  productId: string;
  onDone: () => void;
}) {
  const reply = useReplyToReview(productType, productId);
  const form = useSchemaForm({
    schema: replyReviewSchema,
    defaultValues: { text: '' },
    shouldFocusError: true,
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4"
      onValid={async ({ text }) => {
        try {
          await reply.mutateAsync({ reviewId, text });
          notify.success(REVIEW_MESSAGES.replied);
          onDone();
        } catch (error) {
          const onText = isApiRequestError(error)
            ? error.fieldErrors.find((e) => e.field === 'text')
            : undefined;
          if (onText) form.setError('text', { message: onText.message });
          else notify.error(errorMessage(error, T.replyFailed));
          // Answered already (another tab): the section reloads and the form has no purpose.
          if (isApiRequestError(error) && error.status === 409) onDone();
        }
      }}
    >
      <FormField<ReplyValues> name="text" label={T.replyLabel} hint={T.replyHint}>
        {(c) => (
          <Textarea
            {...c}
            rows={3}
            maxLength={REVIEW_LIMITS.replyMax + 10}
            className="min-h-20 bg-white"
            autoFocus
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={reply.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" variant="dark" size="sm" loading={reply.isPending}>
          {T.postReply}
        </Button>
      </div>
    </Form>
  );
}
