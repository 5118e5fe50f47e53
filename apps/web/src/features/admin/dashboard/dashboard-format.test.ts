import { describe, expect, it } from 'vitest';
import { chartSummary, compactRupees, describeChange, rupees, shortDay } from './dashboard-format';

describe('dashboard formatting', () => {
  it('shows a change with its direction, or New when there was nothing to compare with', () => {
    expect(describeChange(12.5)).toEqual({
      direction: 'up',
      text: '+12.5%',
      label: 'up 12.5% on the previous 30 days',
    });
    expect(describeChange(-4)).toMatchObject({ direction: 'down', text: '−4%' });
    expect(describeChange(0)).toMatchObject({ direction: 'flat', text: '0%' });
    expect(describeChange(null)).toMatchObject({ direction: 'new', text: 'New' });
    expect(describeChange(1250)).toMatchObject({ text: '+1,250%' });
  });

  it('writes rupees in the Indian way, short on the axis', () => {
    expect(rupees(123456.5)).toBe('₹1,23,456.50');
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(12_500)).toBe('₹12.5k');
    expect(compactRupees(320_000)).toBe('₹3.2L');
    expect(compactRupees(11_000_000)).toBe('₹1.1Cr');
  });

  it('names India days without shifting them into the browser zone', () => {
    expect(shortDay('2026-03-01')).toBe('1 Mar');
    expect(shortDay('garbage')).toBe('garbage');
  });

  it('sums the chart up in one sentence', () => {
    expect(chartSummary([{ date: '2026-03-01', orders: 0, revenue: 0 }])).toBe(
      'No orders in the last 1 days.',
    );
    expect(
      chartSummary([
        { date: '2026-03-01', orders: 1, revenue: 499 },
        { date: '2026-03-02', orders: 3, revenue: 1500.5 },
      ]),
    ).toBe('4 orders worth ₹1,999.50 in the last 2 days; the busiest day was 2 Mar with 3.');
  });
});
