import { describe, expect, it } from 'vitest';
import { coveredEntries } from './payout-coverage';

const entry = (id: string, amountPaise: number) => ({ id, amountPaise });

describe('coveredEntries', () => {
  it('covers entries oldest first while the credit pays all of each', () => {
    const open = [entry('a', 300), entry('b', 500), entry('c', 100)];
    expect(coveredEntries(open, 800)).toEqual(['a', 'b']);
    expect(coveredEntries(open, 900)).toEqual(['a', 'b', 'c']);
  });

  it('leaves an entry a payout covers only part of available, and stops there', () => {
    // 'c' would fit in what is left, but the older 'b' is not paid yet: oldest first.
    expect(coveredEntries([entry('a', 300), entry('b', 500), entry('c', 100)], 700)).toEqual(['a']);
    expect(coveredEntries([entry('a', 300)], 299)).toEqual([]);
  });

  it('nets reversals and collected balances first, as they add to the credit', () => {
    const open = [entry('sale', 1_000), entry('reversal', -400), entry('later', 200)];
    expect(coveredEntries(open, 600)).toEqual(['reversal', 'sale']);
    expect(coveredEntries(open, 800)).toEqual(['reversal', 'sale', 'later']);
  });
});
