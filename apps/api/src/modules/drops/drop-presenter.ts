import {
  dropPricePaise,
  toRupees,
  type Drop,
  type DropStatus,
  type Paise,
} from '@campus-threads/contract';
import type { DropRow } from '../../db/schema/drops';

/** The price each buyer pays at the drop's quantity now, in paise (the contract's rule). */
export function priceNowPaise(row: Pick<DropRow, 'quantity' | 'basePricePaise' | 'tiers'>): Paise {
  return dropPricePaise(row.quantity, row.basePricePaise, row.tiers);
}

/** A drop as every reply sends it (contract `Drop`): rupees, ISO dates. */
export function toDrop(row: DropRow): Drop {
  return {
    _id: row.id,
    slug: row.slug,
    designId: row.designId,
    title: row.title,
    description: row.description,
    status: row.status as DropStatus,
    quantity: row.quantity,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    deadline: row.deadline.toISOString(),
    sizeTally: row.sizeTally as Drop['sizeTally'],
    price: toRupees(priceNowPaise(row)),
    basePrice: toRupees(row.basePricePaise),
    tiers: row.tiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      price: toRupees(tier.pricePaise),
    })),
    ownerId: row.ownerId,
    cancelledReason: row.cancelledReason,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
