import { INVOICE_MESSAGES, type Order } from '@campus-threads/contract';
import { FileText, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { downloadTaxDocument, type TaxDocumentKind } from '@/lib/download-tax-document';
import { notify } from '@/lib/notify';

/**
 * An order's tax documents as downloads (docs/decisions/0050): "Download invoice" once it has
 * one (at payment; a drop's order once the drop succeeds), "Credit note" once it was cancelled and
 * refunded. Nothing when it has neither. Used on /orders and in the admin's order row.
 */
export function TaxDocumentLinks({
  order,
  className,
}: {
  order: Pick<Order, '_id' | 'invoiceNumber' | 'creditNoteNumber'>;
  className?: string;
}) {
  const [busy, setBusy] = useState<TaxDocumentKind | null>(null);
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;

  const download = async (kind: TaxDocumentKind, number: string) => {
    setBusy(kind);
    try {
      await downloadTaxDocument(kind, order._id, number);
    } catch (failure) {
      console.error(INVOICE_MESSAGES.downloadFailed, failure);
      notify.error(INVOICE_MESSAGES.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={cn('flex flex-wrap gap-2', className)} data-tax-documents>
      {order.invoiceNumber ? (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'invoice'}
          disabled={busy !== null}
          aria-label={`${INVOICE_MESSAGES.downloadInvoice} ${order.invoiceNumber}`}
          onClick={() => void download('invoice', order.invoiceNumber!)}
        >
          <FileText className="size-4" aria-hidden="true" />
          {INVOICE_MESSAGES.downloadInvoice}
        </Button>
      ) : null}
      {order.creditNoteNumber ? (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'credit-note'}
          disabled={busy !== null}
          aria-label={`${INVOICE_MESSAGES.downloadCreditNote} ${order.creditNoteNumber}`}
          onClick={() => void download('credit-note', order.creditNoteNumber!)}
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {INVOICE_MESSAGES.downloadCreditNote}
        </Button>
      ) : null}
    </div>
  );
}
