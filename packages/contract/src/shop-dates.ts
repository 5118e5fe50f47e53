// Dates as the shop shows them, in India time: a module of its own so a page that only prints a
// date (the drop page) does not pull in the orders' display rules.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India has one time zone, UTC+05:30, and no daylight saving (SHOP_UTC_OFFSET). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A moment as the shop writes it in its files, in India time whatever the server's zone:
 * "24 Nov 2026, 8:35 pm". Written out by hand so Node and every browser agree to the character.
 */
export function formatShopDateTime(value: string | Date): string {
  const d = inIndia(value);
  if (!d) return '';
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatShopDate(value)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The day of a moment in India: "24 Nov 2026". */
export function formatShopDate(value: string | Date): string {
  const d = inIndia(value);
  return d ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : '';
}

/** A Date whose UTC fields are the moment's wall clock in India, or null for junk. */
function inIndia(value: string | Date): Date | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}
