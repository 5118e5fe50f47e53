import { z } from 'zod';
import { PIN_CODE_PATTERN } from './admin/settings';
import {
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES as M,
  DELIVERY_ZONES,
  type DeliveryRateCard,
  type DeliveryZone,
} from './delivery';
import { toPaise, toRupees } from './money';

/** A six-digit PIN code in a body: spaces around it are dropped, anything else is refused. */
export const pinCodeField = z
  .string({ error: M.pinMalformed })
  .trim()
  .regex(PIN_CODE_PATTERN, M.pinMalformed);

export const deliveryWindowSchema = z.object({
  /** `YYYY-MM-DD`, India's calendar. */
  from: z.string(),
  to: z.string(),
});

/** `GET /api/delivery/pincodes/{pin}`. */
export const pinCodeLookupSchema = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.string(),
  /** GST state code ("36"). */
  stateCode: z.string(),
  /** Every state the code's post offices lie in (a code on a border may be in two). */
  states: z.array(z.string()),
  serviceable: z.boolean(),
  /** Whether a courier collects cash at this PIN (not on the islands or in Ladakh). */
  codAvailable: z.boolean(),
  /** From the shop's pickup PIN: its zone and dates (a seller's parcel is quoted at checkout). */
  zone: z.enum(DELIVERY_ZONES),
  zoneLabel: z.string(),
  estimatedDelivery: deliveryWindowSchema,
  /** "Delivers by Thu 11 Dec", or the apology when the shop does not deliver there. */
  message: z.string(),
  /** Rupees: an order whose goods reach this travels free (campus aside); null: never free. */
  freeDeliveryAbove: z.number().nullable(),
});
export type PinCodeLookup = z.infer<typeof pinCodeLookupSchema>;

const rupeesField = (message: string, max: number) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max / 100, message)
    .multipleOf(0.01, message);

const daysField = z
  .number({ error: M.daysInvalid })
  .int(M.daysInvalid)
  .min(0, M.daysInvalid)
  .max(DELIVERY_LIMITS.daysMax, M.daysInvalid);

/** One zone's rates as screens and bodies carry them (rupees). */
export const zoneRateSchema = z
  .object({
    firstSlab: rupeesField(M.slabInvalid, DELIVERY_LIMITS.slabMaxPaise),
    extraSlab: rupeesField(M.slabInvalid, DELIVERY_LIMITS.slabMaxPaise),
    minDays: daysField,
    maxDays: daysField,
  })
  .refine((r) => r.minDays <= r.maxDays, { error: M.daysInvalid, path: ['maxDays'] });

export const DELIVERY_COVERAGES = ['india', 'campuses'] as const;
export type DeliveryCoverage = (typeof DELIVERY_COVERAGES)[number];

/** `PUT /api/admin/delivery-settings` (audited) and its reply. */
export const deliverySettingsSchema = z.object({
  /** India-wide (every PIN in the directory) or only the campus PIN codes on the settings list. */
  coverage: z.enum(DELIVERY_COVERAGES),
  /** Where the shop's own parcels (Print & Delivery) are collected. */
  pickupPinCode: pinCodeField,
  zones: z.object(
    Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, zoneRateSchema])) as Record<
      DeliveryZone,
      typeof zoneRateSchema
    >,
  ),
  /** Goods of this much or more travel free (campus aside); null: never free. */
  freeAbove: z
    .number({ error: M.freeAboveInvalid })
    .min(1, M.freeAboveInvalid)
    .max(DELIVERY_LIMITS.freeAboveMaxPaise / 100, M.freeAboveInvalid)
    .multipleOf(0.01, M.freeAboveInvalid)
    .nullable(),
});
export type DeliverySettingsBody = z.input<typeof deliverySettingsSchema>;
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

export const deliverySettingsReplySchema = deliverySettingsSchema.extend({
  /** The pickup PIN's place, from the directory. */
  pickupPlace: z.string(),
  updatedAt: z.string().nullable(),
});
export type DeliverySettingsReply = z.infer<typeof deliverySettingsReplySchema>;

/** `PUT /api/sellers/me/pickup-address`: where a Self Service seller's parcels are collected. */
export const pickupAddressSchema = z.object({
  address: z
    .string({ error: M.pickupAddressRequired })
    .trim()
    .min(1, M.pickupAddressRequired)
    .max(300),
  pinCode: pinCodeField,
});
export type PickupAddressBody = z.input<typeof pickupAddressSchema>;

export const pickupAddressReplySchema = z.object({
  address: z.string(),
  pinCode: z.string(),
  district: z.string(),
  state: z.string(),
  updatedAt: z.string(),
});
export type PickupAddressReply = z.infer<typeof pickupAddressReplySchema>;

/** One parcel of a quote: the lines one fulfiller ships, their charge and dates. */
export const parcelQuoteSchema = z.object({
  /** 'shop' for Print & Delivery, else the seller who ships it. */
  fulfiller: z.enum(['shop', 'seller']),
  fulfillerName: z.string(),
  /** The cart lines (their ids) in this parcel. */
  lineIds: z.array(z.string()),
  zone: z.enum(DELIVERY_ZONES),
  zoneLabel: z.string(),
  weightGrams: z.number().int(),
  /** Rupees. */
  charge: z.number(),
  estimatedDelivery: deliveryWindowSchema,
  /** "Delivers by Thu 11 Dec". */
  deliversBy: z.string(),
});
export type ParcelQuote = z.infer<typeof parcelQuoteSchema>;

/** The delivery part of a quote for a PIN code: where, and each parcel; null without a PIN. */
export const deliveryQuoteSchema = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
  serviceable: z.boolean(),
  /** The apology or the problem with the PIN, when there is one. */
  problem: z.string().nullable(),
  parcels: z.array(parcelQuoteSchema),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** A rate card's zones and threshold in rupees, as screens and bodies carry them. */
export function rateCardInRupees(
  card: DeliveryRateCard,
): Pick<DeliverySettings, 'zones' | 'freeAbove'> {
  const zones = Object.fromEntries(
    DELIVERY_ZONES.map((zone) => {
      const r = card.zones[zone];
      const rupees = {
        firstSlab: toRupees(r.firstSlabPaise),
        extraSlab: toRupees(r.extraSlabPaise),
      };
      return [zone, { ...rupees, minDays: r.minDays, maxDays: r.maxDays }];
    }),
  ) as DeliverySettings['zones'];
  return { zones, freeAbove: card.freeAbovePaise === null ? null : toRupees(card.freeAbovePaise) };
}

/** Rate card rupees ↔ paise (screens and bodies use rupees, the server paise). */
export const toZoneRatePaise = (r: z.output<typeof zoneRateSchema>) => ({
  firstSlabPaise: toPaise(r.firstSlab),
  extraSlabPaise: toPaise(r.extraSlab),
  minDays: r.minDays,
  maxDays: r.maxDays,
});
