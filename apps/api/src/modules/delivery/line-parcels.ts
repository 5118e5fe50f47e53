import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONE_LABELS,
  customizationFeePaise,
  fulfillerOf,
  SITE,
  toRupees,
  type DeliveryQuote,
  type ProductType,
} from '@campus-threads/contract';
import type { DeliveryQuotes, Destination, ParcelInput, PricedParcel } from './delivery-quotes';

/** A line as parcels see it: who ships it, what it weighs and costs, and its delivery share. */
export type ParcelledLine = {
  productType: ProductType;
  sellerId: string | null;
  deliveredByShop: boolean;
  weightGrams: number;
  quantity: number;
  unitPricePaise: number;
  wantsCustomization: boolean;
  deliveryPricePaise: number;
  /** A line that cannot be bought now travels in no parcel. */
  available?: boolean;
};

/** The lines grouped into one parcel per fulfiller (the orders a payment makes), keyed by index. */
export function parcelsOf(lines: readonly ParcelledLine[]): ParcelInput[] {
  const byFulfiller = new Map<string | null, ParcelInput['lines'][number][]>();
  lines.forEach((line, index) => {
    if (line.available === false) return;
    const fulfillerId = line.sellerId ? fulfillerOf({ ...line, sellerId: line.sellerId }) : null;
    const group = byFulfiller.get(fulfillerId) ?? [];
    group.push({
      key: String(index),
      weightGrams: line.weightGrams * line.quantity,
      goodsPaise: line.unitPricePaise * line.quantity + customizationFeePaise(line),
    });
    byFulfiller.set(fulfillerId, group);
  });
  return [...byFulfiller].map(([fulfillerId, parcelLines]) => ({
    fulfillerId,
    lines: parcelLines,
  }));
}

/** Each line with its share of its parcel's charge as its delivery price (0 outside any parcel). */
export function withDeliveryShares<L extends ParcelledLine>(
  lines: readonly L[],
  parcels: readonly PricedParcel[],
): L[] {
  const shares = new Map<string, number>();
  for (const parcel of parcels)
    for (const [key, paise] of parcel.lineCharges) shares.set(key, paise);
  return lines.map((line, index) => ({
    ...line,
    deliveryPricePaise: shares.get(String(index)) ?? 0,
  }));
}

/**
 * Lines priced for delivery to `pin`: each parcel's charge spread over its lines, the parcels,
 * and where the PIN is (with the problem, and no charge, when the shop cannot deliver there).
 */
export async function deliverLines<L extends ParcelledLine>(
  quotes: DeliveryQuotes,
  pin: string,
  lines: readonly L[],
  now?: Date,
): Promise<{ lines: L[]; destination: Destination; parcels: PricedParcel[] }> {
  const { destination, parcels } = await quotes.priceParcels(pin, parcelsOf(lines), now);
  return { lines: withDeliveryShares(lines, parcels), destination, parcels };
}

/** The quote's delivery part as the API answers it; `lineIdOf` names a line by its index. */
export function toDeliveryQuote(
  pin: string,
  destination: Destination,
  parcels: readonly PricedParcel[],
  lineIdOf: (index: number) => string,
): DeliveryQuote {
  return {
    pin,
    district: destination.place?.district ?? '',
    state: destination.place?.state ?? '',
    stateCode: destination.place?.stateCode ?? '',
    serviceable: destination.serviceable,
    problem: destination.problem,
    parcels: parcels.map((p) => ({
      fulfiller: p.fulfillerId ? 'seller' : 'shop',
      fulfillerName: p.fulfillerName ?? SITE.name,
      lineIds: [...p.lineCharges.keys()].map((key) => lineIdOf(Number(key))),
      zone: p.zone,
      zoneLabel: DELIVERY_ZONE_LABELS[p.zone],
      weightGrams: p.weightGrams,
      charge: toRupees(p.chargePaise),
      estimatedDelivery: p.window,
      deliversBy: DELIVERY_MESSAGES.deliversBy(p.window),
    })),
  };
}
