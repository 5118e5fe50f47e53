import {
  EARNINGS_MESSAGES,
  payoutDetailsUpdateSchema,
  type PayoutDetails,
} from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useUpdatePayoutDetails } from '../api/update-payout-details';

/**
 * The seller's UPI id, the one form for it (docs/decisions/0044): on /dashboard/settings and in the
 * earnings page's edit dialog. Checked with the contract's `payoutDetailsUpdateSchema`; the server's
 * 422 on `upiId` shows under the field.
 */
export function PayoutDetailsForm({
  upiId,
  onSaved,
  secondaryAction,
}: {
  upiId: string | null;
  onSaved?: (details: PayoutDetails) => void;
  /** Beside Save (e.g. the dialog's Cancel). */
  secondaryAction?: ReactNode;
}) {
  const { user } = useAuth();
  const mutation = useUpdatePayoutDetails(user?._id ?? '');
  const form = useSchemaForm({
    schema: payoutDetailsUpdateSchema,
    defaultValues: { upiId: upiId ?? '' },
  });

  const save = async (values: { upiId: string }) => {
    try {
      const details = await mutation.mutateAsync({ upiId: values.upiId });
      form.reset({ upiId: details.upiId ?? values.upiId });
      notify.success(EARNINGS_MESSAGES.payoutDetailsSaved);
      onSaved?.(details);
    } catch (error) {
      const message = isApiRequestError(error) ? error.fieldError('upiId') : undefined;
      if (message) form.setError('upiId', { message });
      notify.error(EARNINGS_MESSAGES.payoutDetailsFailed);
    }
  };

  return (
    <Form form={form} onValid={save} className="space-y-5" aria-label="Payout details">
      <FormField
        name="upiId"
        label="UPI ID"
        hint="The shop sends your payouts to this UPI ID, like yourname@okaxis."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            placeholder="yourname@okaxis"
          />
        )}
      </FormField>
      {/* Alone (settings) Save sits on the right as the profile form's does; with Cancel (the
          dialog) the two stack on a phone as a dialog's footer does. */}
      <div
        className={cn(
          'flex gap-2 border-t border-zinc-100 pt-5',
          secondaryAction ? 'flex-col-reverse sm:flex-row sm:justify-end' : 'justify-end',
        )}
      >
        {secondaryAction}
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save payout details
        </Button>
      </div>
    </Form>
  );
}

export default PayoutDetailsForm;
