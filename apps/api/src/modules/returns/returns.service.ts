import type { InvoicesService } from '../invoices/invoices.service';
import { createReturnReads } from './return-reads';
import { createReturnRequests, type ReturnRequestDeps } from './return-requests.service';

/**
 * Size exchanges and returns of delivered orders (docs/decisions/0052, 0058): the module owns
 * `return_requests` and `return_items` and reaches orders through the functions
 * orders exports for it (order-return-facts.ts). Deciding a request is the move-return flow's
 * (apps/api/src/flows), which calls this module's steps (return-moves.ts); the cash owed back for
 * a return is the refunds module's, marked paid by the pay-cash-refund flow.
 */
export function createReturnsService(
  deps: Omit<ReturnRequestDeps, 'reads'> & {
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
    /** GET /api/returns/:id/credit-note (invoices: the buyer and admins). */
    creditNoteFile: deps.invoices.returnCreditNoteFile,
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
