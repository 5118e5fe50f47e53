import {
  DEFAULT_DELIVERY_RATE_CARD,
  DELIVERY_ZONES,
  toRupees,
  type DeliverySettings,
} from '@campus-threads/contract';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { bearer, createAdmin } from './factories';

/** The default delivery settings as an admin's PUT body takes them (rupees). */
export function defaultDeliverySettings(): DeliverySettings {
  return {
    coverage: 'india',
    pickupPinCode: '784028',
    zones: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => {
        const r = DEFAULT_DELIVERY_RATE_CARD.zones[zone];
        return [
          zone,
          {
            firstSlab: toRupees(r.firstSlabPaise),
            extraSlab: toRupees(r.extraSlabPaise),
            minDays: r.minDays,
            maxDays: r.maxDays,
          },
        ];
      }),
    ) as DeliverySettings['zones'],
    freeAbove: toRupees(DEFAULT_DELIVERY_RATE_CARD.freeAbovePaise!),
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
 * Campus delivery at a flat fee, whatever the weight or the order's value: for tests whose sums
 * count a delivery charge on orders from the campus to the campus (the fixtures' buyers live at
 * 784028 and sellers without a pickup address ship from the shop's 784028).
 */
export function chargeCampusDelivery(t: { app: App; database: Database }, paise: number) {
  return saveDeliverySettings(t, (s) => ({
    ...s,
    freeAbove: null,
    zones: { ...s.zones, campus: { ...s.zones.campus, firstSlab: toRupees(paise), extraSlab: 0 } },
  }));
}
