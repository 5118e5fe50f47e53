// Texts and pure helpers of the public drop page /drop/{slug} and joining a drop.
import { DROP_MESSAGES, nextTier, type DropTier } from './drops';
import type { Drop, DropJoin } from './drops-schemas';
import { formatRupeesShort, toPaise, type Paise } from './money';
import { formatShopDate, formatShopDateTime } from './order-display';
import { pluralise } from './plural';

/** How often an open drop's page asks again, so the progress moves while a buyer watches. */
export const DROP_PAGE_POLL_MS = 10_000;

/**
 * The React Query key of `GET /api/drops/{slug}`: the drop page, the join checkout and the data
 * block the server puts in the page's HTML (apps/api lib/page-hints.ts) all use this one.
 */
export function dropQueryKey(slug: string) {
  return ['drops', 'detail', slug] as const;
}

/** The join checkout's address: one line of the drop's design in a size and colour. */
export function dropCheckoutPath(slug: string, size: string, color: string): string {
  // Written out (the contract runs without the DOM's URLSearchParams types); form encoding as it does.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `/buy-now?drop=${encode(slug)}&size=${encode(size)}&color=${encode(color)}`;
}

/** The drop's tiers (rupees, as the API sends them) in paise, for `nextTier` and `tierLabel`. */
export function dropTiersInPaise(tiers: Drop['tiers']): DropTier[] {
  return tiers.map((tier) => ({ minQuantity: tier.minQuantity, pricePaise: toPaise(tier.price) }));
}

const quantityNumber = new Intl.NumberFormat('en-IN');

type ProgressFacts = Pick<Drop, 'status' | 'quantity' | 'minQuantity' | 'maxQuantity' | 'tiers'>;

/**
 * Where the progress bar stands: people joined against the next number that matters, which is the
 * minimum until it is reached, then the next price tier, then the maximum. `label` is "23 of 30"
 * (or "40 joined" when nothing is left to reach) and `detail` says what the number means.
 */
export type DropProgress = {
  joined: number;
  /** The bar's end: equal to `joined` when nothing is left to reach. */
  target: number;
  goal: 'minimum' | 'tier' | 'maximum' | 'none';
  /** 0 to 100, whole. */
  percent: number;
  label: string;
  detail: string;
};

export function dropProgress(drop: ProgressFacts): DropProgress {
  const joined = drop.quantity;
  const tier = nextTier(joined, dropTiersInPaise(drop.tiers));
  let goal: DropProgress['goal'];
  let target: number;
  if (joined < drop.minQuantity) [goal, target] = ['minimum', drop.minQuantity];
  // A closed drop has nothing left to reach: it says how many joined.
  else if (drop.status !== 'open') [goal, target] = ['none', joined];
  else if (tier) [goal, target] = ['tier', tier.minQuantity];
  else if (drop.maxQuantity !== null) [goal, target] = ['maximum', drop.maxQuantity];
  else [goal, target] = ['none', joined];
  const percent = target > 0 ? Math.min(100, Math.floor((joined / target) * 100)) : 100;
  const n = (value: number) => quantityNumber.format(value);
  const label = goal === 'none' ? `${n(joined)} joined` : `${n(joined)} of ${n(target)}`;

  let detail: string;
  const more = target - joined;
  if (drop.status === 'cancelled') detail = DROP_PAGE_TEXTS.progressCancelled;
  else if (drop.status === 'failed') detail = DROP_PAGE_TEXTS.progressFailed(drop.minQuantity);
  else if (goal === 'minimum') detail = `${n(more)} more needed for the drop to go ahead`;
  else if (drop.status === 'succeeded') detail = DROP_PAGE_TEXTS.progressSucceeded;
  else if (goal === 'tier' && tier)
    detail = `Minimum reached · ${n(more)} more for ${formatRupeesShort(tier.pricePaise)} each`;
  else if (goal === 'maximum')
    detail = more > 0 ? `Minimum reached · ${pluralise(more, 'place')} left` : 'This drop is full';
  else detail = 'Minimum reached: this drop goes ahead';
  return { joined, target, goal, percent, label, detail };
}

/** True while a buyer may join: open, before its deadline, with a place left. */
export function isDropJoinable(
  drop: Pick<Drop, 'status' | 'deadline' | 'quantity' | 'maxQuantity'>,
  now: number,
): boolean {
  return (
    drop.status === 'open' &&
    Date.parse(drop.deadline) > now &&
    (drop.maxQuantity === null || drop.quantity < drop.maxQuantity)
  );
}

/** "5 Dec": a day in India, without the year (a drop closes within 60 days). */
function shortDay(value: string): string {
  return formatShopDate(value).replace(/ \d{4}$/, '');
}

/** Longest description a link preview shows before it cuts the text itself. */
const SHARE_DESCRIPTION_MAX = 200;

/**
 * The link preview's description (og:description): "₹449 each · 23 of 30 joined · closes 5 Dec",
 * then the drop's own description when there is room.
 */
export function dropShareDescription(
  drop: Pick<
    Drop,
    'status' | 'price' | 'quantity' | 'minQuantity' | 'deadline' | 'description' | 'maxQuantity'
  >,
): string {
  const price = `${formatRupeesShort(toPaise(drop.price))} each`;
  const joined = quantityNumber.format(drop.quantity);
  const facts =
    drop.status === 'open'
      ? [
          price,
          drop.quantity < drop.minQuantity
            ? `${joined} of ${quantityNumber.format(drop.minQuantity)} joined`
            : `${joined} joined`,
          `closes ${shortDay(drop.deadline)}`,
        ]
      : drop.status === 'succeeded'
        ? [price, `${joined} joined`, 'the drop went ahead']
        : drop.status === 'failed'
          ? [`${joined} of ${quantityNumber.format(drop.minQuantity)} joined`, 'did not go ahead']
          : ['This drop was cancelled'];
  const line = facts.join(' · ');
  const description = drop.description.trim().replace(/\s+/g, ' ');
  if (!description) return line;
  const full = `${line}. ${description}`;
  return full.length <= SHARE_DESCRIPTION_MAX
    ? full
    : `${full.slice(0, SHARE_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The page's title in the HTML and the link preview: "Hostel 7 Fest Tee · Campus drop · Campus Threads". */
export function dropPageTitle(title: string, siteName: string): string {
  return `${title} · Campus drop · ${siteName}`;
}

export const DROP_PAGE_TEXTS = {
  loading: 'Loading the drop',
  notFoundText: 'The link may be mistyped, or the drop is no longer here.',
  loadFailedTitle: 'We could not load this drop',
  loadFailedText: 'Check your connection and try again.',
  browseShop: 'Browse the shop',
  eyebrow: 'Campus drop',
  organisedBy: 'Designed by',
  priceNowNote: 'each at the price now',
  priceFinalNote: 'each',
  /** Under the price: what a buyer is charged when joining, and what comes back. */
  payNowNote: (basePricePaise: Paise, tiered: boolean) =>
    tiered
      ? `You pay ${formatRupeesShort(basePricePaise)} when you join; when the drop closes on a lower tier, the difference is refunded to you.`
      : `You pay ${formatRupeesShort(basePricePaise)} when you join.`,
  progressLabel: 'People joined',
  progressCancelled: 'The drop was cancelled: everyone who joined is refunded in full',
  progressFailed: (minQuantity: number) =>
    `It needed ${quantityNumber.format(minQuantity)}: everyone who joined is refunded in full`,
  progressSucceeded: 'The drop reached its minimum and goes to print',
  closesIn: 'Closes in',
  closesAt: (deadline: string) => `Closes ${formatShopDateTime(deadline)} IST`,
  closedAt: (deadline: string) => `Closed ${formatShopDateTime(deadline)} IST`,
  closing: 'The deadline has passed: the drop is closing now',
  tiersHeading: 'Price tiers',
  tierStart: (basePricePaise: Paise) => `${formatRupeesShort(basePricePaise)} each to start`,
  tierReached: 'Reached',
  sizesHeading: 'Sizes so far',
  sizesHeadingClosed: 'Sizes',
  nobodyYet: 'Nobody has joined yet: be the first.',
  chooseHeading: 'Your t-shirt',
  size: 'Size',
  colour: 'Colour',
  join: (pricePaise: Paise) => `Join the drop · ${formatRupeesShort(pricePaise)}`,
  joinClosed: 'Joining has closed',
  full: DROP_MESSAGES.full(0),
  share: 'Share this drop',
  heldNote:
    'Your order is held until the drop closes; if it does not go ahead, you are refunded in full.',
  /** A signed-in buyer who joined (decision 0054): "You're in: M · Black, ₹549 paid". */
  youreIn: (joins: readonly Pick<DropJoin, 'size' | 'color' | 'quantity' | 'paid'>[]) =>
    `You're in: ${joins
      .map(
        (j) =>
          `${[j.size, j.color].filter(Boolean).join(' · ')}${j.quantity > 1 ? ` × ${j.quantity}` : ''}, ${formatRupeesShort(toPaise(j.paid))} paid`,
      )
      .join('; ')}`,
  yourOrders: 'See your orders',
  /** Before a second join: each join is an order of its own, paid again. */
  joinTwiceWarning:
    'You have already joined this drop. Joining again buys another t-shirt: a second order, paid again.',
  joinAgain: (pricePaise: Paise) => `Join again · ${formatRupeesShort(pricePaise)}`,
  banners: {
    succeeded: {
      title: 'This drop went ahead',
      text: 'It reached its minimum: every order is confirmed and goes to print.',
    },
    failed: {
      title: 'This drop did not go ahead',
      text: 'It did not reach its minimum by the deadline: everyone who joined is refunded in full.',
    },
    cancelled: {
      title: 'This drop was cancelled',
      text: 'Everyone who joined is refunded in full.',
    },
  },
  cancelledReason: (reason: string) => `Reason: ${reason}`,
  // The join checkout (/buy-now?drop=…).
  checkoutTitle: 'Join the drop',
  backToDrop: 'Back to the drop',
  checkoutHeld: (deadline: string) =>
    `${DROP_MESSAGES.waitingToClose}: your order is held until ${formatShopDateTime(deadline)}. If the drop does not reach its minimum by then, you are refunded in full.`,
  checkoutUnavailable: 'You cannot join this drop now',
  checkoutBadChoice: 'Choose a size and colour the design comes in',
  // The payment return of a joining payment.
  joinedText: 'You are in: your order waits for the drop to close. Taking you back to the drop…',
  failedBackToDrop: 'Taking you back to the drop…',
} as const;
