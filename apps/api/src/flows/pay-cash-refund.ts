import type { MarkCashRefundPaidInput, ReturnRequest } from '@campus-threads/contract';
import { CASH_REFUND_MESSAGES, RETURN_MESSAGES } from '@campus-threads/contract';
import { AppError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import type { OrderActor } from '../modules/orders/order-refunds';
import type { ReturnsService } from '../modules/returns/returns.service';
import type { OrderFlowDeps } from './flow-deps';

/**
 * PATCH /api/returns/{id}/cash-refund (the seller who owes it) and PATCH
 * /api/admin/returns/{id}/cash-refund (admins, audited): the cash owed back for a return
 * (docs/decisions/0058) was paid outside the shop, with its reference. Steps, in one transaction:
 *   1. refunds: the cash owed is locked (of two marks at once the second finds it paid, 409;
 *      anyone but who owes it and admins gets the 404 of a missing request);
 *   2. refunds: it is marked paid (an admin's mark audited) and the buyer told;
 *   3. earnings: a seller who paid it holds that much less of the buyer's cash, so the ledger
 *      owes them it again (a `cash_refund` entry).
 * Nothing owed in cash is a 409 for who may see the request, else the 404 of a missing one.
 */
export function createPayCashRefund(
  deps: Pick<OrderFlowDeps, 'db' | 'earnings'> & {
    refunds: Pick<OrderFlowDeps['refunds'], 'lockCashOwed' | 'markCashPaid'>;
    returns: Pick<ReturnsService, 'getById'>;
  },
) {
  async function pay(
    returnId: string,
    input: MarkCashRefundPaidInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<ReturnRequest> {
    if (!isUuid(returnId)) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
    const paid = await deps.db.transaction(async (tx) => {
      const owed = await deps.refunds.lockCashOwed(tx, returnId, actor);
      if (!owed) return false;
      await deps.refunds.markCashPaid(tx, owed, input, actor, now);
      if (owed.owedBy)
        await deps.earnings.recordCashRefund(
          tx,
          {
            orderId: owed.orderId,
            returnId,
            sellerId: owed.owedBy,
            amountPaise: owed.amountPaise,
            title: CASH_REFUND_MESSAGES.owedLabel(owed.amountPaise),
          },
          now,
        );
      return true;
    });
    // Read after the transaction: PGlite has one connection.
    if (!paid) {
      const visible = await deps.returns.getById(returnId).catch(() => null);
      if (!visible || (!actor.isAdmin && visible.fulfillerId !== actor.id))
        throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
      throw new AppError('CONFLICT', CASH_REFUND_MESSAGES.notOwed);
    }
    return deps.returns.getById(returnId);
  }

  return { pay };
}
