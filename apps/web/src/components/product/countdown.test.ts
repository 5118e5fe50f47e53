import { describe, expect, it } from 'vitest';
import { formatCountdownLong, formatCountdownShort, saleTimer, splitDuration } from './countdown';

const now = Date.parse('2026-03-01T10:00:00Z');
const DAY = 86_400_000;

describe('saleTimer', () => {
  it('knows no sale, a bad date, an ended and a running sale', () => {
    expect(saleTimer(null, now)).toEqual({ kind: 'none' });
    expect(saleTimer('', now)).toEqual({ kind: 'none' });
    expect(saleTimer('not a date', now)).toEqual({ kind: 'invalid' });
    expect(saleTimer('2026-03-01T09:59:59Z', now)).toEqual({ kind: 'ended' });
    expect(saleTimer('2026-03-01T10:00:00Z', now)).toEqual({ kind: 'ended' });
    expect(saleTimer('2026-03-02T10:00:05Z', now)).toEqual({
      kind: 'running',
      remainingMs: DAY + 5_000,
    });
  });
});

describe('countdown formats', () => {
  it('splits a duration', () => {
    expect(splitDuration(2 * DAY + 4 * 3_600_000 + 13 * 60_000 + 9_000)).toEqual({
      days: 2,
      hours: 4,
      minutes: 13,
      seconds: 9,
    });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('product page: days and hh:mm:ss', () => {
    expect(formatCountdownLong(2 * DAY + 4 * 3_600_000 + 13 * 60_000 + 9_000)).toBe(
      '2 days and 04:13:09',
    );
    expect(formatCountdownLong(DAY + 5_000)).toBe('1 day and 00:00:05');
    expect(formatCountdownLong(59_999)).toBe('00:00:59');
  });

  it('card: days, hours, minutes', () => {
    expect(formatCountdownShort(2 * DAY + 4 * 3_600_000 + 13 * 60_000 + 9_000)).toBe('2d 4h 13m');
    expect(formatCountdownShort(30_000)).toBe('0d 0h 1m');
  });
});
