import { SPECIAL_ZONE_STATES, type DeliveryZone } from '@campus-threads/contract';
import type { PinPlace } from './directory/pin-directory';

/**
 * The zone a parcel travels in, as Indian couriers price it (docs/decisions/0066), nearest first:
 * both ends on the shop's campuses, the same district ("within city"), the same state, into the
 * special zone, metro to metro, else the rest of India.
 */

/** The districts of the eight metros couriers rate as metros (Delhi's districts by state). */
const METRO_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Delhi: ['*'],
  Maharashtra: ['Mumbai', 'Mumbai Suburban', 'Thane', 'Pune'],
  'West Bengal': ['Kolkata'],
  'Tamil Nadu': ['Chennai'],
  Karnataka: ['Bengaluru Urban', 'Bengaluru Rural', 'Bangalore', 'Bangalore Rural'],
  Telangana: ['Hyderabad', 'Ranga Reddy', 'Medchal Malkajgiri'],
  Gujarat: ['Ahmedabad'],
  Haryana: ['Gurugram', 'Gurgaon', 'Faridabad'],
  'Uttar Pradesh': ['Gautam Buddha Nagar', 'Ghaziabad'],
};

export function isMetro(place: Pick<PinPlace, 'state' | 'district'>): boolean {
  const districts = METRO_DISTRICTS[place.state];
  return Boolean(districts && (districts[0] === '*' || districts.includes(place.district)));
}

const SPECIAL: ReadonlySet<string> = new Set(SPECIAL_ZONE_STATES);

export function zoneBetween(
  pickup: PinPlace,
  destination: PinPlace,
  campusPinCodes: ReadonlySet<string>,
): DeliveryZone {
  if (campusPinCodes.has(pickup.pin) && campusPinCodes.has(destination.pin)) return 'campus';
  if (pickup.state === destination.state)
    return pickup.district === destination.district ? 'city' : 'state';
  // Couriers charge for where the parcel goes: into the North-East, J&K, Ladakh or an island.
  if (SPECIAL.has(destination.state)) return 'special';
  if (isMetro(pickup) && isMetro(destination)) return 'metro';
  return 'national';
}

/** Cash is not collected on the islands or in Ladakh (couriers' COD lists leave them out). */
const NO_CASH: ReadonlySet<string> = new Set([
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Ladakh',
]);

export const cashOnDeliveryAt = (place: Pick<PinPlace, 'state'>) => !NO_CASH.has(place.state);
