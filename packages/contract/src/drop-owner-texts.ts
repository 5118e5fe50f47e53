// Texts and pure helpers of the owner's /dashboard/drops, the admin's drops and the size tally CSV.
import { DROP_LIMITS, DROP_MAX_DAYS, type DropStatus } from './drops';
import { SHOP_UTC_OFFSET } from './orders';
import { pluralise } from './plural';

/**
 * The size tally CSV (`GET /api/drops/:id/sizes.csv`): one table, so a spreadsheet and a CSV
 * parser both read it whole. First the tally rows (`Row` = Tally: size, colour, quantity), then a
 * Total row, then one Order row per buyer's line with what the fulfiller needs to deliver it.
 */
export const DROP_SIZES_COLUMNS = [
  'Row',
  'Size',
  'Colour',
  'Quantity',
  'Order ID',
  'Order Status',
  'Buyer',
  'Phone',
  'Email',
  'Address',
  'District',
  'State',
  'PIN Code',
] as const;

/** The `Row` cell of each kind of row of the size tally CSV. */
export const DROP_SIZES_ROWS = { tally: 'Tally', total: 'Total', order: 'Order' } as const;

/** "drop-sizes_hostel-7-fest-tee-k3x9q0.csv" (a slug is lowercase letters, digits and '-'). */
export function dropSizesFileName(slug: string): string {
  return `drop-sizes_${slug}.csv`;
}

/** The public page of a drop, the link an owner shares. */
export function dropPath(slug: string): string {
  return `/drop/${slug}`;
}

/** The owner's form for a new drop on `designId` (upload history links to it). */
export function newDropPath(designId: string): string {
  return `/dashboard/drops/new?design=${encodeURIComponent(designId)}`;
}

export const DROP_OWNER_MESSAGES = {
  notSizesViewer: "Only the drop's owner or an admin can download its sizes",
  /** The buyer's contact and address, when the order is the shop's to deliver and not the caller's. */
  deliveredByShop: 'Delivered by the shop',
  loadFailed: 'Failed to load your drops',
  adminLoadFailed: 'Failed to load drops',
  designLoadFailed: 'Failed to load the design',
  noDesign: 'Choose an approved design in your upload history to open a drop for it',
  sizesDownloaded: 'Sizes downloaded',
  sizesFailed: 'Failed to download the sizes',
  linkCopied: 'Drop link copied',
  copyFailed: 'Could not copy the link: copy it from the drop page',
  shareText: (title: string) => `Join "${title}" before it closes`,
  openFailed: 'Failed to open the drop',
  cancelFailed: 'Failed to cancel the drop',
  emptyTitle: 'No drops yet',
  emptyText:
    'A drop is a group order on one of your approved designs: set a deadline, the fewest people it needs and lower prices as more join, then share the link in your class or hostel group. Open one from an approved design in your upload history.',
  adminEmptyTitle: 'No drops here',
  adminEmptyText: 'Drops that sellers open show here.',
  cancelTitle: (title: string) => `Cancel the drop "${title}"?`,
  cancelText: 'Everyone who joined is refunded in full and told why. This cannot be undone.',
  openedTitle: 'Your drop is open',
  openedText: 'Share its link in your class, hostel or club group so people can join.',
  tiersHint: `Up to ${DROP_LIMITS.tiersMax} tiers, each asking for more people and a lower price than the one before.`,
  priceNote: (basePrice: string) =>
    `Each buyer pays ${basePrice}, the design's price now, when joining. When the drop reaches a tier, everyone pays the tier's price and is refunded the difference.`,
  deadlineHint: (leadText: string) =>
    `India time. At least ${leadText} and at most ${DROP_MAX_DAYS} days from now.`,
} as const;

/** The status filter tabs of the admin's drops (short: each drop's badge says the rest). */
export const DROP_STATUS_FILTER_LABELS: Record<DropStatus, string> = {
  open: 'Open',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** "23 of 30" below the minimum the drop needs to go ahead; "34 joined" once it is reached. */
/** The drop card's price fact: the price now while open, the final price once it went ahead. */
export function dropPriceLabel(status: DropStatus): string {
  return status === 'open'
    ? 'Price now'
    : status === 'succeeded'
      ? 'Final price'
      : 'Price (not charged)';
}

export function dropProgressText(quantity: number, minQuantity: number): string {
  return quantity < minQuantity ? `${quantity} of ${minQuantity}` : `${quantity} joined`;
}

/** The share of the minimum reached, 0 to 100 (a progress bar). */
export function dropProgressPercent(quantity: number, minQuantity: number): number {
  if (minQuantity <= 0) return 100;
  return Math.min(100, Math.round((quantity / minQuantity) * 100));
}

/**
 * What is left before the deadline: "3 days left", "5 hours left", "12 minutes left", "Less than
 * a minute left"; "Closed" once it has passed.
 */
export function dropTimeLeftText(deadline: string | Date, now: Date): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return 'Closed';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  if (minutes < 60) return `${pluralise(minutes, 'minute')} left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${pluralise(hours, 'hour')} left`;
  return `${pluralise(Math.floor(hours / 24), 'day')} left`;
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** A moment as an `<input type="datetime-local">` value in India time ("2026-12-01T18:00"). */
export function toIndiaDateTimeInput(value: string | Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as India time, as ISO 8601 ("2026-12-01T12:30:00.000Z"); '' when
 * it is not a date and time (the schema then refuses it with its text).
 */
export function fromIndiaDateTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}${SHOP_UTC_OFFSET}`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** The hour of a new drop's suggested deadline, India time: evening, when a class group reads. */
const DEFAULT_DEADLINE_HOUR = 20;

/** A new drop's suggested deadline: 8 pm India time, a week from today. */
export function defaultDropDeadlineInput(now: Date): string {
  const day = toIndiaDateTimeInput(new Date(now.getTime() + 7 * 86_400_000)).slice(0, 10);
  return `${day}T${String(DEFAULT_DEADLINE_HOUR).padStart(2, '0')}:00`;
}
