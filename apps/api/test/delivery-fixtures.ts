import {
  DEFAULT_DELIVERY_RATE_CARD,
  rateCardInRupees,
  DELIVERY_ZONES,
  toRupees,
  type DeliverySettings,
  type DeliveryZone,
} from '@campus-threads/contract';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { bearer, createAdmin } from './factories';

/** The default delivery settings as an admin's PUT body takes them (rupees). */
export function defaultDeliverySettings(): DeliverySettings {
  return {
    coverage: 'india',
    pickupPinCode: '784028',
    ...rateCardInRupees(DEFAULT_DELIVERY_RATE_CARD),
  };
}

/** Saves delivery settings through the admin's API (audited like any admin's save). */
export async function saveDeliverySettings(
  t: { app: App; database: Database },
  change: (settings: DeliverySettings) => DeliverySettings,
) {
  const admin = await createAdmin(t.app, t.database.db);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-settings',
    headers: bearer(admin.token),
    payload: change(defaultDeliverySettings()),
  });
  if (response.statusCode !== 200)
    throw new Error(`saveDeliverySettings: ${response.statusCode} ${response.body}`);
}

/**
 * A flat delivery fee per zone, whatever the weight or the order's value, for tests whose sums
 * count a delivery charge. The fixtures' buyers live at 784028, a campus PIN: a parcel of the shop
 * or of a seller without a pickup address goes campus to campus; `shipFrom` puts a seller's
 * parcels in another zone (781039 Guwahati: within the state; 110016 Delhi: into the special zone).
 */
export function flatDeliveryFees(
  t: { app: App; database: Database },
  fees: Partial<Record<DeliveryZone, number>>,
) {
  return saveDeliverySettings(t, (s) => ({
    ...s,
    freeAbove: null,
    zones: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [
        zone,
        fees[zone] === undefined
          ? s.zones[zone]
          : { ...s.zones[zone], firstSlab: toRupees(fees[zone]), extraSlab: 0 },
      ]),
    ) as DeliverySettings['zones'],
  }));
}

/** Where a seller's Self Service parcels are collected from now on. */
export async function shipFrom(app: App, sellerId: string, pinCode: string) {
  await app.services.pickupAddresses.save(sellerId, { address: 'Test pickup', pinCode });
}
