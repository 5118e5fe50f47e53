import {
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
  type AdminPayoutRow,
  type RecordPayoutInput,
} from '@campus-threads/contract';
import { BadgeIndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Input, RUPEE_INPUT } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useRecordPayout } from './api/record-payout';
import {
  payoutDefaults,
  payoutRefusal,
  payoutResolver,
  rupees,
  type PayoutFormValues,
} from './payout-form';

function SellerBox({ row }: { row: AdminPayoutRow }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-zinc-50 px-3.5 py-2.5 text-sm">
      <dt className="text-zinc-500">Seller</dt>
      <dd className="font-medium break-words text-ink-900">
        {row.sellerName}
        <span className="block font-normal break-all text-zinc-600">{row.sellerEmail}</span>
      </dd>
      <dt className="text-zinc-500">UPI ID</dt>
      <dd className="font-medium break-all text-ink-900" data-upi>
        {row.upiId}
      </dd>
      <dt className="text-zinc-500">Available</dt>
      <dd className="font-semibold text-success-700 tabular-nums">{rupees(row.available)}</dd>
    </dl>
  );
}

type RecordMutation = ReturnType<typeof useRecordPayout>;

function PayoutForm({
  row,
  record,
  onDone,
}: {
  row: AdminPayoutRow;
  record: RecordMutation;
  onDone: () => void;
}) {
  const form = useSchemaForm({ resolver: payoutResolver(row), defaultValues: payoutDefaults(row) });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (body: RecordPayoutInput) => {
    setRefusal(null);
    record.mutate(body, {
      onSuccess: () => {
        notify.success(PAYOUT_MESSAGES.recorded);
        onDone();
      },
      onError: (error) => {
        const { fields, message } = payoutRefusal(isApiRequestError(error) ? error : null);
        for (const [name, text] of Object.entries(fields))
          form.setError(name as keyof PayoutFormValues, { message: text });
        setRefusal(message);
      },
    });
  };

  return (
    <Form form={form} onValid={submit} className="space-y-4">
      <SellerBox row={row} />
      <FormField<PayoutFormValues>
        name="amount"
        label="Amount (₹)"
        hint={`Up to ${rupees(row.available)}, the seller's available balance.`}
      >
        {(c) => <Input {...c} {...RUPEE_INPUT} autoFocus />}
      </FormField>
      <FormField<PayoutFormValues>
        name="reference"
        label="UPI or bank reference"
        hint="The transaction reference of the payment you made."
      >
        {(c) => (
          <Input
            {...c}
            autoComplete="off"
            maxLength={PAYOUT_LIMITS.referenceMax + 10}
            placeholder="e.g. UTR 412345678901"
          />
        )}
      </FormField>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={record.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={record.isPending}>
          <BadgeIndianRupee className="size-4" aria-hidden="true" /> Record payout
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Record payout: a payment the admin already made outside the shop (UPI or bank transfer), with
 * its reference. The shop moves no money; the record marks the seller's entries paid
 * (docs/decisions/0048).
 */
export function RecordPayoutDialog({
  row,
  onClose,
}: {
  row: AdminPayoutRow | null;
  onClose: () => void;
}) {
  const record = useRecordPayout();
  // A payout being recorded keeps the dialog open: its answer (or refusal) shows in it.
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && !record.isPending && onClose()}>
      {row ? (
        <DialogContent
          title="Record payout"
          description="Record a payment you have already sent to this seller by UPI or bank transfer."
        >
          <PayoutForm key={row.sellerId} row={row} record={record} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
