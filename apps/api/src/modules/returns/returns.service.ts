import type { EarningsLedger } from '../earnings/earnings-ledger';
import type { InvoicesService } from '../invoices/invoices.service';
import { createCashRefunds } from './cash-refunds';
import { createReturnDecisions, type ReturnDecisionDeps } from './return-decisions.service';
import { createReturnReads } from './return-reads';
import { createReturnRequests, type ReturnRequestDeps } from './return-requests.service';

/**
 * Size exchanges and returns of delivered orders (docs/decisions/0052, 0058): the module owns
 * `return_requests`, `return_items` and `cash_refunds`, reaches orders through the functions orders exports for it
 * (order-return-facts.ts, replacement-order.ts), and is handed payments' refunds, the earnings
 * ledger, the invoices service, the uploads check and the designs' sizes by app/services.ts.
 */
export function createReturnsService(
  deps: Omit<ReturnRequestDeps, 'reads'> &
    Omit<ReturnDecisionDeps, 'reads' | 'invoices' | 'earnings'> & {
      earnings: Pick<EarningsLedger, 'reverseLines' | 'recordCashRefund'>;
      invoices: Pick<
        InvoicesService,
        'issueReturnCreditNote' | 'returnCreditNoteNumbers' | 'returnCreditNoteFile'
      >;
    },
) {
  const reads = createReturnReads({ db: deps.db, invoices: deps.invoices });
  return {
    ...reads,
    ...createReturnRequests({ ...deps, reads }),
    ...createReturnDecisions({ ...deps, reads }),
    markCashRefundPaid: createCashRefunds({ ...deps, reads }).markPaid,
    /** GET /api/returns/:id/credit-note (invoices: the buyer and admins). */
    creditNoteFile: deps.invoices.returnCreditNoteFile,
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
