/**
 * Dates as the shop shows them, in India's time zone whatever the device's: "23 Nov
 * 2026", and a moment named as India time, "23 Nov 2026, 3:45 pm IST", so an order's times and a
 * drop's deadline read the same everywhere.
 */
export const INDIA_ZONE_NAME = 'IST';

// Intl's own India zone, not the contract's formatter: the date helpers sit in the app shell, and
// the contract's barrel would bring the form library into the home page's first load.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? `${dateTimeFormat.format(date)} ${INDIA_ZONE_NAME}` : '';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "Just now" under a minute, then "5 minutes ago", "2 hours ago", "3 days ago"... */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 60_000) return 'Just now';
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relativeFormat.format(-Math.floor(elapsed / ms), unit);
  }
  return 'Just now';
}
