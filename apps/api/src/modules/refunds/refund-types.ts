import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit-log';

/** A transaction (or the database) that can run a refund's statements. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Who asked for a refund: a buyer, a seller or an admin (admins' requests are audited). */
export type RefundActor = AuditActor & { isAdmin: boolean };

/** What a refund needs to know of the order it pays back. */
export type PaidOrder = {
  id: string;
  userId: string;
  paymentId: string;
  partialPayment: boolean;
  advanceAmountPaise: number;
  totalAmountPaise: number;
};

/** What was paid for an order: its share of the 50% advance when paid in part, else its total. */
export function paidForOrder(
  order: Pick<PaidOrder, 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'>,
): number {
  return order.partialPayment ? order.advanceAmountPaise : order.totalAmountPaise;
}
