import {
  formatRupees,
  formatRupeesShort,
  toPaise,
  type EarningEntry,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { formatDate } from '@/lib/format-date';

/** The earnings page's pure view rules (docs/decisions/0048), tested without a browser. */

export type WeeklyEarning = SellerEarningsResponse['weekly'][number];

/** What an entry not delivered yet shows for its date: the hold starts at delivery. */
export const AFTER_DELIVERY = 'After delivery';

/** Rupees as the shop shows them; a negative amount (a reversal, a balance collected) with a true minus: "−₹120.00". */
export function signedRupees(amount: number): string {
  const paise = toPaise(amount);
  const text = formatRupees(Math.abs(paise));
  return paise < 0 ? `\u2212${text}` : text;
}

/** The same, short for a chart axis: "₹1,200", "−₹80". */
export function signedRupeesShort(amount: number): string {
  const paise = Math.round(toPaise(amount) / 100) * 100;
  const text = formatRupeesShort(Math.abs(paise));
  return paise < 0 ? `\u2212${text}` : text;
}

/**
 * When an entry can be paid out: its date once its order is delivered, "After delivery" before
 * that, nothing for an entry reversed before it was paid (it never will be).
 */
export function availableText(entry: Pick<EarningEntry, 'state' | 'availableAt'>): string | null {
  if (entry.state === 'reversed' || entry.state === 'collected') return null;
  return entry.availableAt ? formatDate(entry.availableAt) : AFTER_DELIVERY;
}

const weekFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "23 Nov" for a week starting on the India day "2026-11-23", whatever the browser's zone. */
export function weekLabel(weekStart: string): string {
  const parsed = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? weekStart : weekFormat.format(parsed);
}

/** True when no week of the chart earned or lost anything (the chart would be a flat line). */
export function isFlat(weekly: readonly WeeklyEarning[]): boolean {
  return weekly.every((w) => toPaise(w.amount) === 0);
}

/** The sentence a screen reader hears for the chart. */
export function weeklySummary(weekly: readonly WeeklyEarning[]): string {
  const weeks = `the last ${weekly.length} ${weekly.length === 1 ? 'week' : 'weeks'}`;
  if (weekly.length === 0 || isFlat(weekly)) return `Nothing earned in ${weeks}.`;
  const totalPaise = weekly.reduce((sum, w) => sum + toPaise(w.amount), 0);
  const best = weekly.reduce((top, w) => (w.amount > top.amount ? w : top));
  const total = `${signedRupees(totalPaise / 100)} earned in ${weeks}`;
  return best.amount > 0
    ? `${total}; the best was the week of ${weekLabel(best.weekStart)} with ${signedRupees(best.amount)}.`
    : `${total}.`;
}

/** The page in the address (?page=), 1 when absent or not a whole number from 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
