import type { PickupAddressReply } from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickupAddresses, type PickupAddressRow } from '../../db/schema/delivery';
import { joinSeller, sellerId, sellerName } from '../users/seller-names';
import { pinDirectory } from './directory/pin-directory';
import { knownPlace } from './known-place';

export type SellerPickup = { name: string; pinCode: string | null };

function toReply(row: PickupAddressRow): PickupAddressReply {
  const place = pinDirectory().lookup(row.pinCode);
  return {
    address: row.address,
    pinCode: row.pinCode,
    district: place?.district ?? '',
    state: place?.state ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type PickupAddresses = ReturnType<typeof createPickupAddresses>;

/** Where Self Service sellers' parcels are collected: one address each, its PIN in the directory. */
export function createPickupAddresses(db: Db) {
  return {
    async get(userId: string): Promise<PickupAddressReply | null> {
      const [row] = await db
        .select()
        .from(pickupAddresses)
        .where(eq(pickupAddresses.userId, userId));
      return row ? toReply(row) : null;
    },

    async save(userId: string, input: { address: string; pinCode: string }) {
      knownPlace(input.pinCode, 'pinCode');
      const values = { address: input.address, pinCode: input.pinCode, updatedAt: new Date() };
      const [row] = await db
        .insert(pickupAddresses)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: pickupAddresses.userId, set: values })
        .returning();
      return toReply(row!);
    },

    /** Each seller's name and pickup PIN (null without one): one read for a payment's sellers. */
    async sellersOf(sellerIds: readonly string[]): Promise<Map<string, SellerPickup>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: sellerId, name: sellerName, pinCode: pickupAddresses.pinCode })
        .from(pickupAddresses)
        .rightJoin(...joinSeller(pickupAddresses.userId))
        .where(inArray(sellerId, [...new Set(sellerIds)]));
      return new Map(rows.map((r) => [r.id, { name: r.name, pinCode: r.pinCode }]));
    },
  };
}
