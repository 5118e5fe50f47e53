import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { stockEquationBreaches } from './stock-ledger';

export { stockFigures, trackInitialStock, type StockFigures } from './stock-ledger';

/**
 * Fails the test when any accessory breaks `initial = available + held + sold` (the message
 * lists the figures). `trackInitialStock` must have run on this database first.
 */
export async function assertStockEquation(database: Pick<Database, 'query'>): Promise<void> {
  const breaches = await stockEquationBreaches(database);
  expect(
    breaches.map(
      (f) =>
        `${f.title}: initial ${f.initial} ≠ available ${f.available} + held ${f.held} + sold ${f.sold}`,
    ),
  ).toEqual([]);
}
