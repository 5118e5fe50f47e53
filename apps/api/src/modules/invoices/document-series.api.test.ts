import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { documentSeries } from '../../db/schema';
import { nextDocumentNumber } from './document-series';

/** 31 March 2031, 23:59:59 in India, and the next second: the last of 2030-31, the first of 2031-32. */
const LAST_OF_YEAR = new Date('2031-03-31T18:29:59.000Z');
const FIRST_OF_YEAR = new Date('2031-03-31T18:30:00.000Z');

// The series' counters (docs/decisions/0050): one upsert under the row lock, in the issuing
// transaction; a transaction that rolls back gives its number back, and each financial year
// (India time) starts again at 1.
describe.each(testDatabaseKinds())('document numbers on %s', (kind) => {
  const t = useTestApp(kind);

  it('starts each financial year at 1 on 1 April, India time, in each series', async () => {
    const db = t.database.db;
    expect(await nextDocumentNumber(db, 'invoice', LAST_OF_YEAR)).toEqual({
      number: 'CT/30-31/000001',
      financialYear: '2030-31',
      sequence: 1,
    });
    expect((await nextDocumentNumber(db, 'invoice', LAST_OF_YEAR)).number).toBe('CT/30-31/000002');
    expect((await nextDocumentNumber(db, 'invoice', FIRST_OF_YEAR)).number).toBe('CT/31-32/000001');
    expect((await nextDocumentNumber(db, 'creditNote', FIRST_OF_YEAR)).number).toBe(
      'CN/31-32/000001',
    );
  });

  it('gives a rolled-back number back, so the series has no gap', async () => {
    const at = new Date('2033-06-01T06:00:00.000Z');
    const db = t.database.db;
    expect((await nextDocumentNumber(db, 'invoice', at)).sequence).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect((await nextDocumentNumber(tx, 'invoice', at)).sequence).toBe(2);
        throw new Error('the order could not be made');
      }),
    ).rejects.toThrow('the order could not be made');
    expect((await nextDocumentNumber(db, 'invoice', at)).sequence).toBe(2);
  });

  it('hands out consecutive numbers to concurrent transactions', async () => {
    const at = new Date('2034-06-01T06:00:00.000Z');
    const taken = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction(
          async (tx) => (await nextDocumentNumber(tx, 'invoice', at)).sequence,
        ),
      ),
    );
    expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [counter] = await t.database.db
      .select()
      .from(documentSeries)
      .where(eq(documentSeries.financialYear, '2034-35'));
    expect(counter?.lastNumber).toBe(12);
  });
});
