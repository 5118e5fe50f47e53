import { describe, expect, it } from 'vitest';
import {
  defaultDropDeadlineInput,
  dropProgressPercent,
  dropProgressText,
  dropSizesFileName,
  dropTimeLeftText,
  fromIndiaDateTimeInput,
  toIndiaDateTimeInput,
} from './drop-owner-texts';

describe('drop owner helpers', () => {
  it('reads a datetime-local value as India time and writes it back', () => {
    expect(fromIndiaDateTimeInput('2026-12-01T18:00')).toBe('2026-12-01T12:30:00.000Z');
    expect(fromIndiaDateTimeInput('2026-12-01T00:15')).toBe('2026-11-30T18:45:00.000Z');
    expect(toIndiaDateTimeInput('2026-11-30T18:45:00.000Z')).toBe('2026-12-01T00:15');
    expect(fromIndiaDateTimeInput('')).toBe('');
    expect(fromIndiaDateTimeInput('tomorrow')).toBe('');
    expect(toIndiaDateTimeInput('junk')).toBe('');
  });

  it('suggests 8 pm India time a week from the day it is in India', () => {
    expect(defaultDropDeadlineInput(new Date('2026-11-26T10:20:00.000Z'))).toBe('2026-12-03T20:00');
    // 1 am on the 27th in India: a week from the 27th.
    const lateNight = new Date('2026-11-26T19:30:00.000Z');
    expect(defaultDropDeadlineInput(lateNight)).toBe('2026-12-04T20:00');
    expect(fromIndiaDateTimeInput(defaultDropDeadlineInput(lateNight))).toBe(
      '2026-12-04T14:30:00.000Z',
    );
  });

  it('words the time left, down to "Closed"', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(dropTimeLeftText(at(3 * 86_400_000 + 5), now)).toBe('3 days left');
    expect(dropTimeLeftText(at(47 * 3_600_000), now)).toBe('47 hours left');
    expect(dropTimeLeftText(at(3_600_000), now)).toBe('1 hour left');
    expect(dropTimeLeftText(at(59 * 60_000), now)).toBe('59 minutes left');
    expect(dropTimeLeftText(at(30_000), now)).toBe('Less than a minute left');
    expect(dropTimeLeftText(now, now)).toBe('Closed');
  });

  it('counts people against the minimum', () => {
    expect(dropProgressText(23, 30)).toBe('23 of 30');
    expect(dropProgressText(30, 30)).toBe('30 joined');
    expect(dropProgressPercent(23, 30)).toBe(77);
    expect(dropProgressPercent(45, 30)).toBe(100);
    expect(dropSizesFileName('hostel-7-fest-tee-k3x9q0')).toBe(
      'drop-sizes_hostel-7-fest-tee-k3x9q0.csv',
    );
  });
});
