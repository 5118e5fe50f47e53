import type { ApiFieldError } from './auth';
import { formatRupeesShort, toPaise, type Paise } from './money';
import { pluralise } from './plural';
import { MIN_DESIGN_PRICE_PAISE } from './price-limits';

/**
 * Campus drops (docs/decisions/0049): a group order on one approved design with a deadline, a
 * minimum number of people, and prices that fall as more join. Everything both sides compute (the
 * price now, the next tier, the rules of a new drop) is here; the zod schemas are in
 * drops-schemas.ts, so a page that only needs these texts ships no zod.
 */

/**
 * `open` until its deadline; then `succeeded` (the minimum was reached) or `failed`; `cancelled`
 * by its owner or an admin before the deadline.
 */
export const DROP_STATUSES = ['open', 'succeeded', 'failed', 'cancelled'] as const;
export type DropStatus = (typeof DROP_STATUSES)[number];

export const DROP_STATUS_LABELS: Record<DropStatus, string> = {
  open: 'Open',
  succeeded: 'Succeeded',
  failed: 'Did not reach its minimum',
  cancelled: 'Cancelled',
};

/** The latest deadline a drop may have, in days from when it is opened. */
export const DROP_MAX_DAYS = 60;
/** The earliest deadline, in seconds from when it is opened (the API's DROP_MIN_LEAD_SECONDS). */
export const DEFAULT_DROP_MIN_LEAD_SECONDS = 3600;

export const DROP_LIMITS = {
  titleMin: 4,
  titleMax: 80,
  descriptionMax: 1000,
  /** Both the minimum and the maximum number of people, and each tier's. */
  quantityMin: 1,
  quantityMax: 10_000,
  tiersMax: 5,
  cancelReasonMax: 500,
} as const;

/** Drops per page of the owner's and the admin's lists (the API's default). */
export const DROPS_PAGE_SIZE = 20;

/** A slug: lowercase words and digits joined by '-', always ending in the random suffix. */
export const DROP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
/** The words of the title kept in a slug, at most this many characters. */
const SLUG_WORDS_MAX = 48;

const quantityNumber = new Intl.NumberFormat('en-IN');

/** "60 minutes" for 3600, "5 seconds" for 5: how far ahead a deadline must be. */
export function leadTimeText(seconds: number): string {
  return seconds % 60 === 0 ? pluralise(seconds / 60, 'minute') : pluralise(seconds, 'second');
}

export const DROP_MESSAGES = {
  designRequired: 'Choose a design for the drop',
  designNotFound: 'Design not found',
  designNotApproved: 'Drops can only be opened for approved designs',
  notDesignOwner: "Only the design's seller or an admin can open a drop for it",
  titleRequired: 'Please enter a title for the drop',
  titleLength: `The title must be ${DROP_LIMITS.titleMin} to ${DROP_LIMITS.titleMax} characters`,
  descriptionLength: `The description can be at most ${DROP_LIMITS.descriptionMax} characters`,
  deadlineInvalid: 'Choose a date and time for the deadline',
  deadlineTooSoon: (leadSeconds: number) =>
    `The deadline must be at least ${leadTimeText(leadSeconds)} from now`,
  deadlineTooLate: `The deadline must be within ${DROP_MAX_DAYS} days from now`,
  minQuantityRange: `The minimum must be a whole number from ${DROP_LIMITS.quantityMin} to ${quantityNumber.format(DROP_LIMITS.quantityMax)}`,
  maxQuantityRange: `The maximum must be a whole number from ${DROP_LIMITS.quantityMin} to ${quantityNumber.format(DROP_LIMITS.quantityMax)}`,
  maxBelowMin: 'The maximum must be at least the minimum',
  maxBelowTier: 'The maximum must be at least the number of people every tier asks for',
  tooManyTiers: `A drop can have at most ${DROP_LIMITS.tiersMax} price tiers`,
  tierQuantityRange: `A tier's number of people must be a whole number from ${DROP_LIMITS.quantityMin} to ${quantityNumber.format(DROP_LIMITS.quantityMax)}`,
  tierPriceRequired: 'Enter a price above ₹0 for the tier',
  /** A tier below the lowest price any design may have (MIN_DESIGN_PRICE_PAISE). */
  tierPriceTooLow: `A tier's price must be at least ${formatRupeesShort(MIN_DESIGN_PRICE_PAISE)}, the lowest price a design may have`,
  tierPriceTooHigh: (designPrice: string) =>
    `Tier prices must be below the design's price (${designPrice})`,
  tierBelowMinimum: (minQuantity: number) =>
    `A tier must ask for at least the drop's minimum (${pluralise(minQuantity, 'person', 'people')})`,
  tierOrder: 'Each tier must ask for more people and a lower price than the one before',
  dropNotFound: 'Drop not found',
  notDropOwner: "Only the drop's owner or an admin can cancel it",
  alreadyCancelled: 'This drop has already been cancelled',
  alreadyClosed: 'This drop has already closed and can no longer be cancelled',
  deadlinePassed: 'This drop has reached its deadline and can no longer be cancelled',
  cancelReasonRequired: 'Please say why the drop is cancelled',
  cancelReasonLength: `The reason can be at most ${DROP_LIMITS.cancelReasonMax} characters`,
  cancelledByAdmin: (title: string, reason: string) =>
    `Your drop "${title}" was cancelled by an admin: ${reason}`,
  /**
   * Why a drop ended when its design left the shop (decision 0055): the drop's recorded reason and
   * the words its buyers read in `cancelledBuyer`.
   */
  designWithdrawnReason: {
    rejected: 'its design was rejected by an admin',
    inReview: 'its design was changed and is back in review',
    gone: "its design was withdrawn with its seller's account",
  },
  /** The drop's owner, when its design left the shop. */
  cancelledDesignWithdrawn: (title: string, reason: string) =>
    `Your drop "${title}" was cancelled because ${reason}: every buyer is refunded in full`,
  opened: 'Drop opened',
  cancelled: 'Drop cancelled',
  /** An order of a drop, held until the drop closes (the joining step). */
  waitingToClose: 'Waiting for the drop to close',
  /** A held order's status change by hand: the closing job (or the drop's cancel) decides it. */
  heldUntilClose:
    'This order is part of a drop that has not closed yet: it is confirmed or cancelled when the drop closes',
  // Joining (POST /api/payments/create with source 'drop').
  dropSlugRequired: 'Choose the drop to join',
  joinOneLine: 'Join a drop with one t-shirt of its design',
  notOpen: 'This drop is no longer open',
  pastDeadline: 'This drop has reached its deadline',
  full: (left: number) =>
    left > 0 ? `Only ${pluralise(left, 'place')} left in this drop` : 'This drop is full',
  sizeNotOffered: (size: string) => `This design does not come in size ${size}`,
  colorNotOffered: (color: string) => `This design does not come in ${color}`,
  noAdvance: 'A drop is paid in full when you join: the 50% advance is not available',
  noName: "A drop's t-shirts are printed without a name",
  /** Why a paid joining made no order (completes UNFULFILLED_PAYMENT_MESSAGES.refunding). */
  closedWhilePaying: (title: string) => `the drop "${title}" closed while you were paying`,
  filledWhilePaying: (title: string) => `the drop "${title}" filled up while you were paying`,
  // Closing (the closing job, and a cancel).
  succeededOwner: (title: string, quantity: number) =>
    `Your drop "${title}" succeeded with ${pluralise(quantity, 'order')}: time to print`,
  failedOwner: (title: string, quantity: number, minQuantity: number) =>
    `Your drop "${title}" did not reach its minimum (${quantity} of ${minQuantity}): every buyer is refunded`,
  succeededAdmin: (title: string, quantity: number) =>
    `The drop "${title}" succeeded with ${pluralise(quantity, 'order')}`,
  failedAdmin: (title: string, quantity: number, minQuantity: number) =>
    `The drop "${title}" failed (${quantity} of ${minQuantity}): its buyers are refunded`,
  confirmedBuyer: (title: string, orderShortId: string) =>
    `The drop "${title}" reached its minimum: your order ${orderShortId} is confirmed and goes to print`,
  failedBuyer: (title: string, orderShortId: string) =>
    `The drop "${title}" did not reach its minimum: your order ${orderShortId} is cancelled and refunded in full`,
  cancelledBuyer: (title: string, orderShortId: string, reason: string) =>
    `The drop "${title}" was cancelled (${reason}): your order ${orderShortId} is cancelled and refunded in full`,
  /** "2 joined — the ₹449 tier is reached": how a drop closed at a tier, in full. */
  tierReached: (quantity: number, tierPricePaise: Paise) =>
    `${quantityNumber.format(quantity)} joined — the ${formatRupeesShort(tierPricePaise)} tier is reached`,
  /** A succeeded drop's buyer, refunded the difference: "₹50 refunded: 30 joined — the ₹449 tier is reached". */
  tierRefund: (amountPaise: Paise, quantity: number, tierPricePaise: Paise) =>
    `${formatRupeesShort(amountPaise)} refunded: ${DROP_MESSAGES.tierReached(quantity, tierPricePaise)}`,
  /** The tier refund's reason in the payments' records (and its e-mail's first line). */
  tierRefundReason: (title: string, quantity: number, tierPricePaise: Paise) =>
    `The drop "${title}": ${DROP_MESSAGES.tierReached(quantity, tierPricePaise)}`,
  /** The joining buyer's bell and e-mail (docs/decisions/0054): the drop, the hold, the refund rule. */
  joinedBuyer: (title: string, orderShortId: string) =>
    `You joined the drop "${title}": your order #${orderShortId} holds your place until the drop closes`,
  /** The owner's and the admins' copies are worded to each (decision 0054). */
  adminMailHeading: 'A campus drop closed',
  adminMailAction: 'Open Drops in admin',
  /** The order's remark when the closing job confirms or cancels it. */
  succeededRemark: 'The drop reached its minimum',
  failedRemark: 'The drop did not reach its minimum',
  cancelledRemark: (reason: string) => `The drop was cancelled: ${reason}`,
} as const;

/** The join e-mail's words (modules/orders, decision 0054). */
export const DROP_JOIN_MAIL = {
  subject: (title: string) => `You joined the drop "${title}"`,
  heading: "You're in the drop",
  hold: (deadline: string, minQuantity: number) =>
    `We hold your payment until the drop closes on ${deadline} (India time). It goes to print if ${pluralise(minQuantity, 'person', 'people')} join by then.`,
  refundRule:
    'If too few join, or the drop is cancelled, your order is cancelled and refunded in full. If enough join to reach a lower price tier, everyone pays that price and you get the difference back.',
  invoiceLater: 'Your tax invoice comes when the drop confirms your order.',
  viewDrop: 'View the drop',
} as const;

/** A price tier as both sides compute with it: from `minQuantity` people, `pricePaise` each. */
export type DropTier = { minQuantity: number; pricePaise: Paise };

/** The price each buyer pays at `quantity` joined: the highest tier reached, else the base price. */
export function dropPricePaise(
  quantity: number,
  basePricePaise: Paise,
  tiers: readonly DropTier[],
): Paise {
  let reached: DropTier | null = null;
  for (const tier of tiers)
    if (quantity >= tier.minQuantity && (!reached || tier.minQuantity > reached.minQuantity))
      reached = tier;
  return reached ? reached.pricePaise : basePricePaise;
}

/** The next tier not reached yet at `quantity` (the fewest people of those above), or null. */
export function nextTier(quantity: number, tiers: readonly DropTier[]): DropTier | null {
  let next: DropTier | null = null;
  for (const tier of tiers)
    if (tier.minQuantity > quantity && (!next || tier.minQuantity < next.minQuantity)) next = tier;
  return next;
}

/** "₹350 each once 30 join". */
export function tierLabel(tier: DropTier): string {
  const people = quantityNumber.format(tier.minQuantity);
  return `${formatRupeesShort(tier.pricePaise)} each once ${people} ${tier.minQuantity === 1 ? 'joins' : 'join'}`;
}

/** What the rules of a new drop look at (the create form's values, prices in rupees). */
export type DropRulesInput = {
  deadline: string;
  minQuantity: number;
  maxQuantity?: number | null;
  tiers?: readonly { minQuantity: number; price: number }[];
};

export type DropRulesContext = {
  /** What a shopper pays for the design now (its sale price while on sale), in paise. */
  basePricePaise: Paise;
  now: Date;
  /** DROP_MIN_LEAD_SECONDS of the server. */
  minLeadSeconds: number;
};

/**
 * The problems of a new drop that depend on the moment and the design (the schema checks the rest),
 * one per field, in the order a form shows them; empty when the drop may open. The server and the
 * drop form ask the same function.
 */
export function dropProblems(input: DropRulesInput, context: DropRulesContext): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  const deadline = Date.parse(input.deadline);
  const now = context.now.getTime();
  if (Number.isNaN(deadline))
    problems.push({ field: 'deadline', message: DROP_MESSAGES.deadlineInvalid });
  else if (deadline < now + context.minLeadSeconds * 1000)
    problems.push({
      field: 'deadline',
      message: DROP_MESSAGES.deadlineTooSoon(context.minLeadSeconds),
    });
  else if (deadline > now + DROP_MAX_DAYS * 86_400_000)
    problems.push({ field: 'deadline', message: DROP_MESSAGES.deadlineTooLate });

  const tiers = input.tiers ?? [];
  const max = input.maxQuantity ?? null;
  if (max !== null && max < input.minQuantity)
    problems.push({ field: 'maxQuantity', message: DROP_MESSAGES.maxBelowMin });
  else if (max !== null && tiers.some((tier) => tier.minQuantity > max))
    problems.push({ field: 'maxQuantity', message: DROP_MESSAGES.maxBelowTier });

  tiers.forEach((tier, index) => {
    const at = `tiers.${index}`;
    const before = tiers[index - 1];
    if (tier.minQuantity < input.minQuantity)
      problems.push({
        field: `${at}.minQuantity`,
        message: DROP_MESSAGES.tierBelowMinimum(input.minQuantity),
      });
    else if (before && tier.minQuantity <= before.minQuantity)
      problems.push({ field: `${at}.minQuantity`, message: DROP_MESSAGES.tierOrder });
    if (toPaise(tier.price) < MIN_DESIGN_PRICE_PAISE)
      problems.push({ field: `${at}.price`, message: DROP_MESSAGES.tierPriceTooLow });
    else if (toPaise(tier.price) >= context.basePricePaise)
      problems.push({
        field: `${at}.price`,
        message: DROP_MESSAGES.tierPriceTooHigh(formatRupeesShort(context.basePricePaise)),
      });
    else if (before && toPaise(tier.price) >= toPaise(before.price))
      problems.push({ field: `${at}.price`, message: DROP_MESSAGES.tierOrder });
  });
  return problems;
}

/**
 * A drop's address: the title's lowercase words joined by '-' (at most 48 characters of them),
 * then a random suffix that makes it unique. A title with no latin letters or digits gives "drop".
 */
export function dropSlug(title: string, random: string): string {
  const words =
    title
      .normalize('NFKD')
      // The accents NFKD split off ("é" is "e" and a combining mark) are dropped with the marks.
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  let base = '';
  for (const word of words) {
    const longer = base ? `${base}-${word}` : word;
    if (longer.length > SLUG_WORDS_MAX) break;
    base = longer;
  }
  if (!base) base = words[0]?.slice(0, SLUG_WORDS_MAX) ?? 'drop';
  const suffix = random.toLowerCase().replace(/[^a-z0-9]/g, '') || '0';
  return `${base}-${suffix}`;
}
