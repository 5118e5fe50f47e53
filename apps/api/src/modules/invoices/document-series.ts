import { documentNumber, financialYearOf, type DocumentSeries } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import { documentSeries } from '../../db/schema/invoices';
import type { Executor } from '../orders/order-refunds';

/** The series' keys in the counters table. */
const SERIES_KEYS: Record<DocumentSeries, string> = {
  invoice: 'invoice',
  creditNote: 'credit_note',
};

export type IssuedNumber = { number: string; financialYear: string; sequence: number };

/**
 * The next number of a series in the financial year of `now` (India time), in the caller's
 * transaction: one upsert that adds 1 to the year's counter (or starts it at 1) and returns it.
 * The row stays locked until the transaction ends, so concurrent issuers take numbers one after
 * another, each the last plus one; a transaction that rolls back gives its number back with it,
 * so the series never has a gap (docs/decisions/0050). Callers take this lock after every other
 * lock they hold, so it never stands in a deadlock.
 */
export async function nextDocumentNumber(
  tx: Pick<Executor, 'insert'>,
  series: DocumentSeries,
  now: Date,
): Promise<IssuedNumber> {
  const financialYear = financialYearOf(now);
  const [row] = await tx
    .insert(documentSeries)
    .values({ series: SERIES_KEYS[series], financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ sequence: documentSeries.lastNumber });
  const sequence = row!.sequence;
  return { number: documentNumber(series, financialYear, sequence), financialYear, sequence };
}
