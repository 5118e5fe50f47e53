import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';

/** A database handle or an open transaction. */
type Reader = Pick<Db, 'select'>;

/**
 * The provider a payment went through and its state: the refunds module pays back only a
 * COMPLETED payment, through the provider that took it.
 */
export async function paymentStateOf(executor: Reader, paymentId: string) {
  const [row] = await executor
    .select({ provider: payments.provider, state: payments.state })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}

/** Who paid and our order id at the provider, for the payments of refunds being settled. */
export async function payersOf(executor: Reader, paymentIds: readonly string[]) {
  if (paymentIds.length === 0)
    return new Map<string, { merchantOrderId: string; userId: string }>();
  const rows = await executor
    .select({ id: payments.id, merchantOrderId: payments.merchantOrderId, userId: payments.userId })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]));
  return new Map(rows.map(({ id, ...payer }) => [id, payer]));
}
