/**
 * Sale countdown (spec: storefront §2, §4): active while saleEndTime is in the future; afterwards
 * 'Sale ended'; a date that does not parse shows 'Invalid date format'.
 */
export type SaleTimer =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'ended' }
  | { kind: 'running'; remainingMs: number };

export function saleTimer(saleEndTime: string | Date | null | undefined, now: number): SaleTimer {
  if (saleEndTime === null || saleEndTime === undefined || saleEndTime === '')
    return { kind: 'none' };
  const end = saleEndTime instanceof Date ? saleEndTime.getTime() : new Date(saleEndTime).getTime();
  if (Number.isNaN(end)) return { kind: 'invalid' };
  const remainingMs = end - now;
  return remainingMs > 0 ? { kind: 'running', remainingMs } : { kind: 'ended' };
}

export function splitDuration(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Product page: "2 days and 04:13:09", "1 day and 00:00:05", "04:13:09". */
export function formatCountdownLong(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'day' : 'days'} and ${clock}`;
}

/** Product card: days, hours and minutes, "2d 4h 13m" (under a minute reads "0d 0h 1m"). */
export function formatCountdownShort(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const shownMinutes = days === 0 && hours === 0 && minutes === 0 && seconds > 0 ? 1 : minutes;
  return `${days}d ${hours}h ${shownMinutes}m`;
}
