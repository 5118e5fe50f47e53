import { describe, expect, it } from 'vitest';
import {
  dashboardWindows,
  designStatusStats,
  fillDailySeries,
  indiaDay,
  lastIndiaDays,
  percentChange,
  sharePercent,
} from './dashboard';

describe('dashboard arithmetic', () => {
  it('gives the percentage change with one decimal, null when there is nothing to compare with', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(10, 10)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 7)).toBe(-100);
  });

  it('shares designs by status in percent of all designs', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
    expect(designStatusStats({ approved: 2, pending: 1, rejected: 1 })).toEqual({
      total: 4,
      approved: 2,
      pending: 1,
      rejected: 1,
      approvedPercent: 50,
      pendingPercent: 25,
      rejectedPercent: 25,
    });
  });
});

describe('India days', () => {
  it('reads the calendar day in India (UTC+05:30)', () => {
    expect(indiaDay(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(indiaDay(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
  });

  it('lists the last 30 India days ending today, starting at midnight in India', () => {
    const { dates, start } = lastIndiaDays(new Date('2026-03-10T20:00:00Z'));
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe('2026-03-11');
    expect(dates[0]).toBe('2026-02-10');
    expect(start.toISOString()).toBe('2026-02-09T18:30:00.000Z');
    expect(new Set(dates).size).toBe(30);
  });

  it('fills days without orders with 0, oldest first', () => {
    expect(
      fillDailySeries(
        ['2026-03-01', '2026-03-02', '2026-03-03'],
        [{ date: '2026-03-02', orders: 2, revenue: 99.5 }],
      ),
    ).toEqual([
      { date: '2026-03-01', orders: 0, revenue: 0 },
      { date: '2026-03-02', orders: 2, revenue: 99.5 },
      { date: '2026-03-03', orders: 0, revenue: 0 },
    ]);
  });

  it('compares the last 30 days with the 30 before', () => {
    const w = dashboardWindows(new Date('2026-03-31T00:00:00Z'));
    expect(w.last30Start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(w.previous30Start.toISOString()).toBe('2026-01-30T00:00:00.000Z');
  });
});
