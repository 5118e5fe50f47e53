import { formatRupees, toPaise, type DailyPoint } from '@campus-threads/contract';

export type ChangeDirection = 'up' | 'down' | 'flat' | 'new';

/** How a card shows a 30-day change: "+12.5%", "−4%", "0%", or "New" when there was nothing before. */
export function describeChange(changePercent: number | null): {
  direction: ChangeDirection;
  text: string;
  /** For screen readers: "up 12.5% on the previous 30 days". */
  label: string;
} {
  if (changePercent === null)
    return { direction: 'new', text: 'New', label: 'none in the previous 30 days' };
  const size = `${Math.abs(changePercent).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
  if (changePercent > 0)
    return { direction: 'up', text: `+${size}`, label: `up ${size} on the previous 30 days` };
  if (changePercent < 0)
    return { direction: 'down', text: `−${size}`, label: `down ${size} on the previous 30 days` };
  return { direction: 'flat', text: '0%', label: 'the same as the previous 30 days' };
}

/** Rupees in JSON as the shop shows them: "₹1,23,456.50". */
export const rupees = (amount: number): string => formatRupees(toPaise(amount));

/** A short rupee amount for a chart axis: ₹950, ₹12.5k, ₹3.2L (lakh), ₹1.1Cr. */
export function compactRupees(amount: number): string {
  const abs = Math.abs(amount);
  const short = (value: number, unit: string) =>
    `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}${unit}`;
  if (abs >= 1e7) return short(amount / 1e7, 'Cr');
  if (abs >= 1e5) return short(amount / 1e5, 'L');
  if (abs >= 1e3) return short(amount / 1e3, 'k');
  return short(amount, '');
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "12 Mar" for an India day "2026-03-12" (the date itself, whatever the browser's zone). */
export function shortDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** One sentence a screen reader hears for the chart. */
export function chartSummary(daily: readonly DailyPoint[]): string {
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = daily.reduce((sum, d) => sum + d.revenue, 0);
  if (orders === 0) return `No orders in the last ${daily.length} days.`;
  const busiest = daily.reduce((best, d) => (d.orders > best.orders ? d : best));
  return `${orders} ${orders === 1 ? 'order' : 'orders'} worth ${rupees(revenue)} in the last ${daily.length} days; the busiest day was ${shortDay(busiest.date)} with ${busiest.orders}.`;
}
