import {
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  DELIVERY_ZONE_LABELS,
  deliveryChargePaise,
  estimatedDelivery,
  PACKAGING_GRAMS,
  placeName,
  spreadByWeight,
  toRupees,
  type DeliveryWindow,
  type DeliveryZone,
  type PinCodeLookup,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import type { DeliveryRules, DeliverySettingsService } from './delivery-settings.service';
import { pinDirectory, type PinPlace } from './directory/pin-directory';
import type { PickupAddresses } from './pickup-addresses';
import { cashOnDeliveryAt, zoneBetween } from './zones';

/** One line of a parcel: its key (the caller's), the weight of its units and what its goods cost. */
export type ParcelLine = { key: string; weightGrams: number; goodsPaise: number };

/** The lines one fulfiller ships: null is the shop (Print & Delivery), else the seller's id. */
export type ParcelInput = { fulfillerId: string | null; lines: readonly ParcelLine[] };

export type PricedParcel = {
  fulfillerId: string | null;
  /** The seller's name; null for the shop. */
  fulfillerName: string | null;
  zone: DeliveryZone;
  pickupPinCode: string;
  weightGrams: number;
  chargePaise: number;
  window: DeliveryWindow;
  /** The charge spread over the lines by weight: what each line's delivery records. */
  lineCharges: ReadonlyMap<string, number>;
};

/** Where a PIN code is and whether the shop delivers there: `problem` says why not. */
export type Destination =
  | { place: PinPlace; serviceable: true; problem: null }
  | { place: PinPlace | null; serviceable: false; problem: string };

export type DeliveryQuotes = ReturnType<typeof createDeliveryQuotes>;

/**
 * Prices parcels from their pickup PIN to the buyer's (docs/decisions/0066): the zone, the
 * weight's slabs, the free threshold and the delivery window, from the rules an admin saved.
 */
export function createDeliveryQuotes(deps: {
  settings: DeliverySettingsService;
  pickups: PickupAddresses;
  /** The shop's campus PIN codes (the settings list): campus delivery, and all it serves in 'campuses' mode. */
  campusPinCodes: () => Promise<readonly string[]>;
}) {
  async function context() {
    const [rules, campus] = await Promise.all([deps.settings.rules(), deps.campusPinCodes()]);
    return { rules, campus: new Set(campus) };
  }

  function destinationIn(
    pin: string,
    rules: DeliveryRules,
    campus: ReadonlySet<string>,
  ): Destination {
    const place = pinDirectory().lookup(pin);
    if (!place)
      return { place: null, serviceable: false, problem: DELIVERY_MESSAGES.pinUnknown(pin) };
    if (rules.coverage === 'campuses' && !campus.has(pin))
      return {
        place,
        serviceable: false,
        problem: CHECKOUT_MESSAGES.pinCodeNotServed(placeName(place.district, place.state)),
      };
    return { place, serviceable: true, problem: null };
  }

  /** The zone from a pickup PIN; one the directory does not know (a mistyped setting) is priced as the rest of India. */
  function zoneFrom(pickupPinCode: string, destination: PinPlace, campus: ReadonlySet<string>) {
    const pickup = pinDirectory().lookup(pickupPinCode);
    return pickup ? zoneBetween(pickup, destination, campus) : 'national';
  }

  /** GET /api/delivery/pincodes/{pin}: the place, whether the shop delivers, and from its pickup. */
  async function lookup(pin: string, now: Date = new Date()): Promise<PinCodeLookup> {
    const { rules, campus } = await context();
    const destination = destinationIn(pin, rules, campus);
    if (!destination.place) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.pinUnknown(pin));
    const { place } = destination;
    const zone = zoneFrom(rules.pickupPinCode, place, campus);
    const window = estimatedDelivery(rules.rateCard.zones[zone], now);
    return {
      pin: place.pin,
      district: place.district,
      state: place.state,
      stateCode: place.stateCode,
      states: [...place.states],
      serviceable: destination.serviceable,
      codAvailable: destination.serviceable && cashOnDeliveryAt(place),
      zone,
      zoneLabel: DELIVERY_ZONE_LABELS[zone],
      estimatedDelivery: window,
      message: destination.problem ?? DELIVERY_MESSAGES.deliversBy(window),
      freeDeliveryAbove:
        rules.rateCard.freeAbovePaise === null ? null : toRupees(rules.rateCard.freeAbovePaise),
    };
  }

  /**
   * Each parcel priced to `pin`, or the destination's problem (an unknown PIN, one the shop does
   * not serve) with no parcels. A seller without a pickup address ships from the shop's PIN.
   */
  async function priceParcels(
    pin: string,
    parcels: readonly ParcelInput[],
    now: Date = new Date(),
  ): Promise<{ destination: Destination; parcels: PricedParcel[] }> {
    const { rules, campus } = await context();
    const destination = destinationIn(pin, rules, campus);
    if (!destination.serviceable) return { destination, parcels: [] };
    const sellerIds = parcels.flatMap((p) => (p.fulfillerId ? [p.fulfillerId] : []));
    const sellers = await deps.pickups.sellersOf(sellerIds);
    const priced = parcels.map((parcel): PricedParcel => {
      const pickupPinCode =
        (parcel.fulfillerId && sellers.get(parcel.fulfillerId)?.pinCode) || rules.pickupPinCode;
      const zone = zoneFrom(pickupPinCode, destination.place, campus);
      const weights = parcel.lines.map((l) => l.weightGrams);
      const weightGrams = weights.reduce((sum, w) => sum + w, PACKAGING_GRAMS);
      const goodsPaise = parcel.lines.reduce((sum, l) => sum + l.goodsPaise, 0);
      const chargePaise = deliveryChargePaise(rules.rateCard, zone, weightGrams, goodsPaise);
      const shares = spreadByWeight(chargePaise, weights);
      return {
        fulfillerId: parcel.fulfillerId,
        fulfillerName: parcel.fulfillerId ? (sellers.get(parcel.fulfillerId)?.name ?? '') : null,
        zone,
        pickupPinCode,
        weightGrams,
        chargePaise,
        window: estimatedDelivery(rules.rateCard.zones[zone], now),
        lineCharges: new Map(parcel.lines.map((l, i) => [l.key, shares[i]!])),
      };
    });
    return { destination, parcels: priced };
  }

  /** Where a PIN code is and whether the shop delivers there now. */
  async function destination(pin: string): Promise<Destination> {
    const { rules, campus } = await context();
    return destinationIn(pin, rules, campus);
  }

  return { lookup, destination, priceParcels };
}
