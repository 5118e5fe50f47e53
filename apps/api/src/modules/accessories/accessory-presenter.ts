import { toRupees, type Accessory, type AccessoryStatus } from '@campus-threads/contract';
import type { AccessoryRow } from '../../db/schema/accessories';
import { fileUrl, thumbnailUrl } from '../../lib/file-urls';

export type AccessoryWithSeller = Omit<AccessoryRow, 'searchVector'> & { sellerName: string };

/** An accessory as the API sends it; lists ('card') send thumbnails in place of images. */
export function toAccessory(row: AccessoryWithSeller, view: 'card' | 'page'): Accessory {
  const thumbnails = row.images.map(thumbnailUrl);
  return {
    _id: row.id,
    accessoryId: row.id,
    title: row.title,
    description: row.description,
    price: toRupees(row.pricePaise),
    discountPrice: row.discountPricePaise === null ? null : toRupees(row.discountPricePaise),
    currentPrice: toRupees(row.currentPricePaise),
    images: view === 'card' ? thumbnails : row.images.map(fileUrl),
    thumbnails,
    stock: row.stock,
    status: row.status as AccessoryStatus,
    category: row.category,
    subCategory: row.subCategory,
    universityName: row.universityName,
    departmentName: row.departmentName,
    isAllDepartments: row.isAllDepartments,
    isTechnical: row.isTechnical,
    specifications: row.specifications,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    deliveryPrice: toRupees(row.deliveryPricePaise),
    weightGrams: row.weightGrams,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
