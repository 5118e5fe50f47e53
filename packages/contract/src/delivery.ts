import { formatRupees, type Paise } from './money';
import type { TshirtSize } from './catalog';

/**
 * Delivery across India (docs/decisions/0066): the zones a parcel travels between, the rate card
 * an admin edits (per zone, per 500 g slab, a free-delivery threshold, days in transit), parcel
 * weights and the delivery dates. Pure rules in paise, grams and India's calendar, so the quote,
 * the order and the admin's screen agree.
 */

/**
 * Zones as Indian couriers price them, nearest first: the shop's own campus PIN codes, within the
 * pickup's district, within its state, between two metros, the rest of India, and the special
 * zone (the North-East, Jammu and Kashmir, Ladakh, the islands).
 */
export const DELIVERY_ZONES = ['campus', 'city', 'state', 'metro', 'national', 'special'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Readonly<Record<DeliveryZone, string>> = {
  campus: 'Campus delivery',
  city: 'Within city',
  state: 'Within state',
  metro: 'Metro to metro',
  national: 'Rest of India',
  special: 'Special zone',
};

/** What the special zone covers, as the settings screen explains it. */
export const SPECIAL_ZONE_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
] as const;

/** Couriers weigh in slabs: the first 500 g, then each further 500 g or part of it. */
export const WEIGHT_SLAB_GRAMS = 500;

export type ZoneRate = {
  /** The first slab (up to 500 g). */
  firstSlabPaise: Paise;
  /** Each further 500 g or part. */
  extraSlabPaise: Paise;
  /** Days in transit after dispatch, working days (Sundays are not counted). */
  minDays: number;
  maxDays: number;
};

export type DeliveryRateCard = {
  zones: Record<DeliveryZone, ZoneRate>;
  /** An order whose goods come to this much or more travels free (campus aside); null: never free. */
  freeAbovePaise: Paise | null;
};

/**
 * The starting card: rounded from the surface rates Indian aggregators publish for a 500 g
 * parcel (Shiprocket's and Delhivery's public calculators, 2025), the campus free, and the
 * transit days those couriers quote. An admin adjusts it on /admin/settings.
 */
export const DEFAULT_DELIVERY_RATE_CARD: DeliveryRateCard = {
  zones: {
    campus: { firstSlabPaise: 0, extraSlabPaise: 0, minDays: 0, maxDays: 1 },
    city: { firstSlabPaise: 3500, extraSlabPaise: 3000, minDays: 1, maxDays: 2 },
    state: { firstSlabPaise: 4500, extraSlabPaise: 3500, minDays: 2, maxDays: 3 },
    metro: { firstSlabPaise: 5500, extraSlabPaise: 4500, minDays: 2, maxDays: 4 },
    national: { firstSlabPaise: 6500, extraSlabPaise: 5000, minDays: 3, maxDays: 6 },
    special: { firstSlabPaise: 8500, extraSlabPaise: 6500, minDays: 5, maxDays: 9 },
  },
  freeAbovePaise: 99_900,
};

export const DELIVERY_LIMITS = {
  /** ₹2,000 for one slab is far above any courier's card: a typo, not a price. */
  slabMaxPaise: 200_000,
  daysMax: 30,
  freeAboveMaxPaise: 10_000_000,
  weightMinGrams: 10,
  weightMaxGrams: 20_000,
} as const;

/** Orders are packed and handed to the courier within a working day (spec: storefront §3). */
export const DISPATCH_DAYS = 1;

/** What a t-shirt weighs folded, by size (a 180 gsm cotton tee). */
export const TSHIRT_WEIGHT_GRAMS: Readonly<Record<TshirtSize, number>> = {
  S: 150,
  M: 170,
  L: 190,
  XL: 210,
  XXL: 230,
};

/** An accessory whose seller has not weighed it. */
export const DEFAULT_ACCESSORY_WEIGHT_GRAMS = 200;

/** The mailer bag and label of one parcel. */
export const PACKAGING_GRAMS = 40;

/** A t-shirt's weight by its size (M for a size the table does not know). */
export function tshirtWeightGrams(size: string | null): number {
  return TSHIRT_WEIGHT_GRAMS[(size ?? 'M') as TshirtSize] ?? TSHIRT_WEIGHT_GRAMS.M;
}

/** How many 500 g slabs a parcel is charged: 1 up to 500 g, 2 up to 1 kg, ... */
export function weightSlabs(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / WEIGHT_SLAB_GRAMS));
}

/**
 * A parcel's delivery charge: free when its goods reach the threshold (a campus parcel pays the
 * campus fee, ₹0 by default, either way), else the first slab and each further one.
 */
export function deliveryChargePaise(
  card: DeliveryRateCard,
  zone: DeliveryZone,
  weightGrams: number,
  goodsPaise: Paise,
): Paise {
  const rate = card.zones[zone];
  const free =
    zone !== 'campus' && card.freeAbovePaise !== null && goodsPaise >= card.freeAbovePaise;
  if (free) return 0;
  return rate.firstSlabPaise + (weightSlabs(weightGrams) - 1) * rate.extraSlabPaise;
}

/**
 * Spreads a parcel's charge over its lines by weight, in whole paise (largest remainder, ties to
 * the earlier line), so the lines' delivery adds up to the charge exactly.
 */
export function spreadByWeight(chargePaise: Paise, weightsGrams: readonly number[]): Paise[] {
  const total = weightsGrams.reduce((sum, w) => sum + w, 0);
  if (weightsGrams.length === 0) return [];
  if (total <= 0) return weightsGrams.map((_, i) => (i === 0 ? chargePaise : 0));
  const parts = weightsGrams.map((w, index) => ({
    index,
    floor: Math.floor((chargePaise * w) / total),
    remainder: (chargePaise * w) % total,
  }));
  let left = chargePaise - parts.reduce((sum, p) => sum + p.floor, 0);
  const shares = parts.map((p) => p.floor);
  for (const p of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    shares[p.index]! += 1;
    left -= 1;
  }
  return shares;
}

// ---------------------------------------------------------------------------------------------
// Dates, on India's calendar

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `now`'s date in India as midnight UTC of that calendar day. */
function indiaDay(now: Date): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()));
}

/** `days` working days after `day` (couriers do not deliver on Sundays). */
function addWorkingDays(day: Date, days: number): Date {
  let at = day;
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (at.getUTCDay() !== 0) left -= 1;
  }
  // A delivery never lands on a Sunday: a zero-day step from a Sunday moves to Monday.
  return at.getUTCDay() === 0 ? new Date(at.getTime() + DAY_MS) : at;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

export type DeliveryWindow = { from: string; to: string };

/**
 * When a parcel ordered `now` arrives: dispatched within a working day, then the zone's days in
 * transit; both ends as `YYYY-MM-DD` in India.
 */
export function estimatedDelivery(
  rate: Pick<ZoneRate, 'minDays' | 'maxDays'>,
  now: Date,
): DeliveryWindow {
  const dispatched = addWorkingDays(indiaDay(now), DISPATCH_DAYS);
  return {
    from: isoDay(addWorkingDays(dispatched, rate.minDays)),
    to: isoDay(addWorkingDays(dispatched, rate.maxDays)),
  };
}

/** "Thu 11 Dec" for a `YYYY-MM-DD` day. */
export function formatDeliveryDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** The moment an order's expected delivery date records: 8 pm in India on the window's last day. */
export function deliveryWindowEnd(window: DeliveryWindow): Date {
  return new Date(new Date(`${window.to}T20:00:00Z`).getTime() - INDIA_OFFSET_MS);
}

export const DELIVERY_MESSAGES = {
  pinMalformed: 'Enter a 6-digit PIN code',
  pinUnknown: (pin: string) => `PIN code ${pin} does not exist. Please check it.`,
  stateMismatch: (pin: string, state: string) =>
    `PIN code ${pin} is in ${state}. Please choose ${state} as the state.`,
  deliversBy: (window: DeliveryWindow) => `Delivers by ${formatDeliveryDay(window.to)}`,
  free: 'Free',
  freeAbove: (paise: Paise) => `Free delivery on orders of ${formatRupees(paise)} or more`,
  slabInvalid: 'Enter an amount between ₹0 and ₹2,000',
  daysInvalid: 'Days are whole numbers from 0 to 30, the fastest first',
  freeAboveInvalid: 'Enter an amount of ₹1 or more, or leave it empty for never free',
  weightInvalid: 'Weight is a whole number of grams, from 10 g to 20 kg',
  pickupAddressRequired: 'Enter the address the courier collects from',
  saved: 'Delivery settings saved',
  pickupSaved: 'Pickup address saved',
} as const;

/** Where a parcel goes, as a place is named to a shopper: "Port Blair, Andaman and Nicobar Islands". */
export const placeName = (district: string, state: string) =>
  district ? `${district}, ${state}` : state;
