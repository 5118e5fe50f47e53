import {
  DELIVERY_ZONE_LABELS,
  formatDeliveryDay,
  placeName,
  SPECIAL_ZONE_STATES,
  type DeliveryWindow,
} from './delivery';
import { formatRupees, type Paise } from './money';

/**
 * What the web app says about delivery by PIN (docs/decisions/0066): the checkout's summary, the
 * product pages' PIN box, the cart, the admin's rate card and the seller's pickup address.
 */
export const DELIVERY_WEB_TEXTS = {
  coverageIndia: 'We deliver across India.',
  coverageCampuses: (pins: readonly string[]) =>
    `We deliver to our campuses in PIN code ${pins.join(', ')}.`,
  /** Under the checkout's PIN field: "Hyderabad, Telangana · Delivers by Fri 11 Dec". */
  pinPlace: (district: string, state: string, deliversBy: string) =>
    `${placeName(district, state)} · ${deliversBy}`,
  pinChecking: 'Finding your PIN code…',
  pinLookupFailed: 'We could not check this PIN code just now. Please try again.',
  /** The order summary before a PIN is typed. */
  deliveryFromPin: 'Worked out from your PIN code',
  deliveryFromPinNote: 'Enter your PIN code to see the delivery charge and date.',
  quoting: 'Working out delivery…',
  quoteFailed: 'We could not work out delivery to this PIN code. Please try again.',
  retry: 'Try again',
  parcelsHeading: 'Delivery',
  /** "Shipped by Campus Threads". */
  shippedBy: (name: string) => `Shipped by ${name}`,
  /** The cart's summary: delivery is priced once the PIN is known. */
  cartDelivery: 'From your PIN at checkout',
  /** The product pages' PIN box. */
  checkDelivery: 'Check delivery',
  checkDeliveryLabel: 'Delivery PIN code',
  checkDeliveryButton: 'Check',
  checkDeliveryHint: 'Enter a 6-digit PIN code to see when it arrives.',
  deliversTo: (deliversBy: string, district: string, state: string) =>
    `${deliversBy} to ${placeName(district, state)}`,
  /** A design or accessory with a delivery price from before delivery by PIN. */
  oldDeliveryPrice: (paise: Paise) =>
    `Old delivery price ${formatRupees(paise)} (not charged: delivery is priced by PIN)`,
  /** Orders: the parcel's zone and promised date. */
  parcelLine: (zoneLabel: string, window: DeliveryWindow | null) =>
    window ? `${zoneLabel} · Delivers by ${formatDeliveryDay(window.to)}` : zoneLabel,
} as const;

/** The admin's Delivery card on /admin/settings. */
export const DELIVERY_SETTINGS_TEXTS = {
  title: 'Delivery',
  description:
    'Where the shop delivers and what a parcel costs, by zone and weight, from the pickup PIN code to the buyer’s.',
  coverageLegend: 'Where we deliver',
  coverageIndia: 'India-wide (every PIN code)',
  coverageCampuses: 'Only our campus PIN codes',
  pickupPin: 'Pickup PIN code',
  pickupHint: 'Where couriers collect the shop’s Print & Delivery parcels.',
  zonesLegend: 'Rate card',
  zone: 'Zone',
  firstSlab: 'First 500 g (₹)',
  extraSlab: 'Each further 500 g (₹)',
  days: 'Days in transit',
  minDays: 'Fastest',
  maxDays: 'Slowest',
  zoneLabels: DELIVERY_ZONE_LABELS,
  specialZone: `The special zone covers ${SPECIAL_ZONE_STATES.join(', ')}.`,
  freeAbove: 'Free delivery on orders of (₹)',
  freeAboveHint: 'Leave empty for never free. Campus delivery follows its own rate.',
  save: 'Save delivery settings',
  loadFailed: 'Failed to load the delivery settings',
  saveFailed: 'Failed to save the delivery settings',
  campusPinCodes: 'Campus PIN codes (campus delivery)',
  campusPinCodesHint:
    'Our campuses: parcels to these PIN codes travel at the campus rate. With “Only our campus PIN codes”, the shop delivers only here.',
} as const;

/** The seller's pickup address. */
export const PICKUP_ADDRESS_TEXTS = {
  title: 'Pickup address',
  description:
    'Where couriers collect your Self Service parcels. Delivery is priced from this PIN code; without one, your parcels go from the shop’s pickup.',
  address: 'Address',
  addressPlaceholder: 'Shop or room, building, street, area',
  pinCode: 'PIN code',
  save: 'Save pickup address',
  savedPlace: (district: string, state: string, pin: string) =>
    `Collected from ${placeName(district, state)} ${pin}`,
  none: 'No pickup address yet: your parcels go from the shop’s pickup PIN code.',
  loadFailed: 'Failed to load your pickup address',
  saveFailed: 'Failed to save your pickup address',
  weight: 'Weight (g)',
  weightHint: 'Packed, without the mailer bag: couriers charge by the 500 g.',
} as const;
