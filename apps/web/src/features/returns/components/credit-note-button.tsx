import { INVOICE_MESSAGES } from '@campus-threads/contract';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { downloadReturnCreditNote } from '../api/download-return-credit-note';

/** The credit note of a received return, downloaded with the account's token. */
export function CreditNoteButton({ returnId, number }: { returnId: string; number: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReturnCreditNote(returnId, number);
    } catch (failure) {
      console.error(INVOICE_MESSAGES.downloadFailed, failure);
      notify.error(INVOICE_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={`${INVOICE_MESSAGES.downloadCreditNote} ${number}`}
      onClick={() => void download()}
    >
      <ReceiptText className="size-4" aria-hidden="true" />
      {INVOICE_MESSAGES.downloadCreditNote}
    </Button>
  );
}
