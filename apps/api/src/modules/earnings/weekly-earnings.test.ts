import { describe, expect, it } from 'vitest';
import { chartWeeks } from './weekly-earnings';

describe('chartWeeks', () => {
  it('gives the Mondays of the last 12 weeks in India, oldest first', () => {
    // Friday 27 November 2026, 01:30 in India (still Thursday in UTC).
    const weeks = chartWeeks(new Date('2026-11-26T20:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
  });

  it('starts a week on Monday at midnight in India', () => {
    // Sunday 23:59 and Monday 00:00 in India.
    expect(chartWeeks(new Date('2026-11-29T18:29:00Z'), 1)).toEqual(['2026-11-23']);
    expect(chartWeeks(new Date('2026-11-29T18:30:00Z'), 1)).toEqual(['2026-11-30']);
  });
});
