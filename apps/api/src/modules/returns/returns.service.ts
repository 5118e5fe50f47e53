import type { EarningsLedger } from '../earnings/earnings-ledger';
import type { InvoicesService } from '../invoices/invoices.service';
import { createCashRefunds } from './cash-refunds';
import { createReturnReads } from './return-reads';
import { createReturnRequests, type ReturnRequestDeps } from './return-requests.service';

/**
 * Size exchanges and returns of delivered orders (docs/decisions/0052, 0058): the module owns
 * `return_requests`, `return_items` and `cash_refunds` and reaches orders through the functions
 * orders exports for it (order-return-facts.ts). Deciding a request is the move-return flow's
 * (apps/api/src/flows), which calls this module's steps (return-moves.ts).
 */
export function createReturnsService(
  deps: Omit<ReturnRequestDeps, 'reads'> & {
    earnings: Pick<EarningsLedger, 'recordCashRefund'>;
    invoices: Pick<InvoicesService, 'returnCreditNoteNumbers' | 'returnCreditNoteFile'>;
  },
) {
  const reads = createReturnReads({ db: deps.db, invoices: deps.invoices });
  const requests = createReturnRequests({ ...deps, reads });
  return {
    getById: reads.getById,
    forOrder: reads.forOrder,
    mine: reads.mine,
    forSeller: reads.forSeller,
    all: reads.all,
    create: requests.create,
    markCashRefundPaid: createCashRefunds({ ...deps, reads }).markPaid,
    /** GET /api/returns/:id/credit-note (invoices: the buyer and admins). */
    creditNoteFile: deps.invoices.returnCreditNoteFile,
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
