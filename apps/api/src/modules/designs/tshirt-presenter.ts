import {
  toRupees,
  type DesignStatus,
  type TargetAudience,
  type Tshirt,
  type TshirtCategory,
  type TshirtSize,
} from '@campus-threads/contract';
import type { DesignRow } from '../../db/schema/designs';
import { fileUrl, thumbnailUrl } from '../../lib/file-urls';
import { quoteDesign } from './design-pricing';

export type DesignWithSeller = Omit<DesignRow, 'searchVector'> & { sellerName: string };

/**
 * A design as the API sends it (contract `Tshirt`). Listings ('card') send card-sized
 * thumbnails in place of every image; the product page ('page') gets full images and thumbnails.
 */
export function toTshirt(
  row: DesignWithSeller,
  view: 'card' | 'page',
  now: Date = new Date(),
): Tshirt {
  const colorVariants = row.colorVariants.map((variant) => {
    const thumbnails = variant.images.map(thumbnailUrl);
    return {
      color: variant.color,
      hex: variant.hex,
      images: view === 'card' ? thumbnails : variant.images.map(fileUrl),
      thumbnails,
    };
  });
  const delivery = row.deliveryConfig;
  const deliveryDays =
    delivery.allowCustomDeliveryDays && delivery.customDeliveryDays
      ? delivery.customDeliveryDays
      : delivery.defaultDeliveryDays;

  return {
    _id: row.id,
    id: row.id,
    designId: row.id,
    title: row.title,
    description: row.description,
    price: toRupees(row.pricePaise),
    discountPrice: row.discountPricePaise === null ? null : toRupees(row.discountPricePaise),
    saleEndTime: row.saleEndTime?.toISOString() ?? null,
    deliveryPrice: toRupees(row.deliveryPricePaise),
    currentPrice: toRupees(quoteDesign(row, undefined, now).finalPrice),
    colorVariants,
    colorPrices: row.colorPrices.map((c) => ({
      color: c.color,
      price: toRupees(c.pricePaise),
      discountPrice: c.discountPricePaise === null ? null : toRupees(c.discountPricePaise),
    })),
    colorDiscounts: row.colorDiscounts.map((c) => ({
      color: c.color,
      discountPrice: toRupees(c.discountPricePaise),
    })),
    colors: row.colorVariants.map((v) => v.color),
    sizes: row.sizes as TshirtSize[],
    images: colorVariants[0]?.images ?? [],
    category: row.category as TshirtCategory,
    subCategory: row.subCategory,
    targetAudience: row.targetAudience as TargetAudience | null,
    additionalInfo: {
      hostelName: row.hostelName,
      universityName: row.universityName,
      departmentName: row.departmentName,
      eventName: row.eventName,
    },
    customizable: row.customizable,
    customizableParts: row.customizableParts,
    allowPartialPayment: row.allowPartialPayment,
    deliveryConfig: delivery,
    printWithTShirtBuddy: row.printWithPlatform,
    deliverWithTShirtBuddy: row.deliverWithPlatform,
    status: row.status as DesignStatus,
    // The admin's remarks are for the seller; shoppers never see them.
    adminRemarks: row.status === 'approved' ? null : row.adminRemarks,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    userId: row.sellerId,
    rating: row.rating,
    reviewCount: row.reviewCount,
    // Printed to order: a design never runs out.
    inStock: true,
    estimatedDelivery: `${deliveryDays} days`,
    createdAt: row.createdAt.toISOString(),
  };
}
