import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, relativeTime } from './format-date';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time', () => {
  it('says "Just now" under a minute, and for clocks slightly ahead', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000 + 30_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(relativeTime(ago(14 * 86_400_000), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(62 * 86_400_000), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86_400_000), now)).toBe('1 year ago');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('dates', () => {
  it('writes day, short month and year', () => {
    expect(formatDate('2026-11-23T12:00:00.000Z')).toMatch(/^23 Nov 2026$/);
    expect(formatDateTime('2026-11-23T12:00:00.000Z')).toMatch(
      /^23 Nov 2026, \d{1,2}:\d{2}\s?(am|pm)/i,
    );
  });

  it('writes every moment in India time, named, whatever the device’s zone', () => {
    // 20:15 UTC is 1:45 am the next day in India.
    expect(formatDateTime('2026-11-23T20:15:00.000Z')).toBe('24 Nov 2026, 1:45 am IST');
    expect(formatDate('2026-11-23T20:15:00.000Z')).toBe('24 Nov 2026');
  });
});
