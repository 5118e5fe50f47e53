import { ADMIN_DESIGN_MESSAGES, type AdminDesign } from '@campus-threads/contract';
import { fieldErrorsResolver, Form, FormField, type UseFormReturn } from '@/components/form';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type RemarkValues = { remark: string };

/** What an admin does to a design under review. */
export type ReviewAction = 'approve' | 'reject' | 'revoke';

/** The remark goes with the review: required to reject or revoke, trimmed. */
export function remarkResolver(action: () => ReviewAction) {
  return fieldErrorsResolver<RemarkValues>(({ remark }) =>
    action() !== 'approve' && !remark.trim()
      ? { errors: { remark: ADMIN_DESIGN_MESSAGES.reasonRequired }, data: null }
      : { errors: {}, data: { remark: remark.trim() } },
  );
}

/** The seller's previous feedback and the admin's remarks box (sent with Approve or Reject). */
export function DesignRemarks({
  design,
  form,
}: {
  design: AdminDesign;
  form: UseFormReturn<RemarkValues>;
}) {
  const previous = (design.adminRemarks ?? '').trim();
  return (
    <div className="space-y-2">
      {previous ? (
        <div
          className={cn(
            'rounded-lg border px-3.5 py-2.5 text-sm',
            design.status === 'rejected'
              ? 'border-danger-500/30 bg-danger-50 text-danger-700'
              : 'border-success-500/30 bg-success-50 text-success-700',
          )}
        >
          <p className="text-xs font-semibold tracking-wide uppercase">Previous feedback</p>
          <p className="mt-1 break-words">{previous}</p>
        </div>
      ) : null}
      {/* The footer's review buttons submit it (Enter in the box starts a new line). */}
      <Form form={form} onValid={() => undefined}>
        <FormField<RemarkValues>
          name="remark"
          label={
            design.status === 'rejected'
              ? 'Admin remarks'
              : 'Admin remarks (required when rejecting)'
          }
        >
          {(c) => (
            <Textarea
              {...c}
              className="min-h-20"
              maxLength={1000}
              placeholder="Feedback for the seller"
            />
          )}
        </FormField>
      </Form>
    </div>
  );
}
