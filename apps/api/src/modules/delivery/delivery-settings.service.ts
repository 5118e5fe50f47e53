import {
  DEFAULT_DELIVERY_RATE_CARD,
  DELIVERY_ZONES,
  placeName,
  rateCardInRupees,
  toPaise,
  toZoneRatePaise,
  type DeliveryRateCard,
  type DeliverySettings,
  type DeliverySettingsReply,
  type DeliveryCoverage,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliverySettings } from '../../db/schema/delivery';
import { sortedJson } from '../../lib/sorted-json';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { pinDirectory } from './directory/pin-directory';
import { knownPlace } from './known-place';

const ROW_ID = 1;

export type DeliveryRules = {
  coverage: DeliveryCoverage;
  pickupPinCode: string;
  rateCard: DeliveryRateCard;
  updatedAt: Date | null;
};

export type DeliverySettingsDeps = {
  db: Db;
  /** Where a shop without saved settings collects its parcels: its first campus PIN code. */
  defaultPickupPinCode: string;
};

function toReply(rules: DeliveryRules): DeliverySettingsReply {
  const place = pinDirectory().lookup(rules.pickupPinCode);
  return {
    coverage: rules.coverage,
    pickupPinCode: rules.pickupPinCode,
    pickupPlace: place ? placeName(place.district, place.state) : '',
    ...rateCardInRupees(rules.rateCard),
    updatedAt: rules.updatedAt?.toISOString() ?? null,
  };
}

export type DeliverySettingsService = ReturnType<typeof createDeliverySettingsService>;

/**
 * Where the shop delivers and what it charges (docs/decisions/0066): one row, the defaults until
 * an admin saves it; read per quote (a primary-key read), so every API process prices alike.
 */
export function createDeliverySettingsService(deps: DeliverySettingsDeps) {
  const { db } = deps;
  const defaults = (): DeliveryRules => ({
    coverage: 'india',
    pickupPinCode: deps.defaultPickupPinCode,
    rateCard: DEFAULT_DELIVERY_RATE_CARD,
    updatedAt: null,
  });

  async function rules(executor: Pick<Db, 'select'> = db): Promise<DeliveryRules> {
    const [row] = await executor
      .select()
      .from(deliverySettings)
      .where(eq(deliverySettings.id, ROW_ID));
    if (!row) return defaults();
    // A zone added after the row was saved starts from its default.
    const zones = { ...DEFAULT_DELIVERY_RATE_CARD.zones, ...row.rateCard.zones };
    return {
      coverage: row.coverage,
      pickupPinCode: row.pickupPinCode,
      rateCard: { zones, freeAbovePaise: row.rateCard.freeAbovePaise },
      updatedAt: row.updatedAt,
    };
  }

  async function update(
    actor: AuditActor,
    input: DeliverySettings,
  ): Promise<DeliverySettingsReply> {
    knownPlace(input.pickupPinCode, 'pickupPinCode');
    const next: DeliveryRules = {
      coverage: input.coverage,
      pickupPinCode: input.pickupPinCode,
      rateCard: {
        zones: Object.fromEntries(
          DELIVERY_ZONES.map((zone) => [zone, toZoneRatePaise(input.zones[zone])]),
        ) as DeliveryRateCard['zones'],
        freeAbovePaise: input.freeAbove === null ? null : toPaise(input.freeAbove),
      },
      updatedAt: new Date(),
    };
    const saved = await db.transaction(async (tx) => {
      const before = await rules(tx);
      const values = {
        coverage: next.coverage,
        pickupPinCode: next.pickupPinCode,
        rateCard: next.rateCard,
        updatedBy: actor.id,
        updatedAt: next.updatedAt!,
      };
      await tx
        .insert(deliverySettings)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: deliverySettings.id, set: values });
      const changed = (['coverage', 'pickupPinCode', 'rateCard'] as const).filter(
        (key) => sortedJson(before[key]) !== sortedJson(next[key]),
      );
      if (changed.length > 0)
        await recordAudit(tx, actor, {
          action: 'delivery.settings_update',
          entityType: 'settings',
          entityId: 'delivery',
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, next[key]])),
        });
      return next;
    });
    return toReply(saved);
  }

  return { rules, update, get: async () => toReply(await rules()) };
}
