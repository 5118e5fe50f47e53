import { describe, expect, it } from 'vitest';
import {
  AFTER_DELIVERY,
  availableText,
  isFlat,
  parsePage,
  signedRupees,
  signedRupeesShort,
  weekLabel,
  weeklySummary,
} from './earnings-format';

const week = (weekStart: string, amount: number) => ({ weekStart, amount });

describe('earnings format', () => {
  it('shows a negative amount with a true minus before the rupee sign', () => {
    expect(signedRupees(1234.5)).toBe('₹1,234.50');
    expect(signedRupees(-120)).toBe('\u2212₹120.00');
    expect(signedRupees(0)).toBe('₹0.00');
    // Less than half a paisa is nothing, not "−₹0.00".
    expect(signedRupees(-0.001)).toBe('₹0.00');
    expect(signedRupeesShort(1200)).toBe('₹1,200');
    expect(signedRupeesShort(-80.4)).toBe('\u2212₹80');
  });

  it('says when an entry becomes available: its date, after delivery, or nothing once reversed', () => {
    expect(availableText({ state: 'pending', availableAt: null })).toBe(AFTER_DELIVERY);
    expect(availableText({ state: 'pending', availableAt: '2026-12-03T06:30:00.000Z' })).toBe(
      '3 Dec 2026',
    );
    expect(availableText({ state: 'paid', availableAt: '2026-11-20T06:30:00.000Z' })).toBe(
      '20 Nov 2026',
    );
    expect(availableText({ state: 'reversed', availableAt: null })).toBeNull();
    expect(
      availableText({ state: 'reversed', availableAt: '2026-11-20T06:30:00.000Z' }),
    ).toBeNull();
  });

  it('labels a week by its Monday, in any time zone', () => {
    expect(weekLabel('2026-11-23')).toBe('23 Nov');
    expect(weekLabel('not a day')).toBe('not a day');
  });

  it('sums the chart for screen readers and names the best week', () => {
    const weekly = [week('2026-11-09', 0), week('2026-11-16', 450.5), week('2026-11-23', 120)];
    expect(isFlat(weekly)).toBe(false);
    expect(weeklySummary(weekly)).toBe(
      '₹570.50 earned in the last 3 weeks; the best was the week of 16 Nov with ₹450.50.',
    );
    // Reversals can leave a week, or the whole period, below zero.
    expect(weeklySummary([week('2026-11-16', -50), week('2026-11-23', 0)])).toBe(
      '\u2212₹50.00 earned in the last 2 weeks.',
    );
    const flat = [week('2026-11-16', 0), week('2026-11-23', 0)];
    expect(isFlat(flat)).toBe(true);
    expect(weeklySummary(flat)).toBe('Nothing earned in the last 2 weeks.');
  });

  it('reads the page from the address, 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect([null, '', '0', '-2', '1.5', 'x'].map(parsePage)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
