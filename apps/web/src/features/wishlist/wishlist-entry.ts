import { OFFICIAL_SUBCATEGORY, type Accessory, type Tshirt } from '@campus-threads/contract';
import type { WishlistEntry } from './wishlist-storage';

/** How a saved item is shown: its link, photos and the words above its title. */

export type TshirtEntry = Tshirt & { productType: 'tshirt' };
export type AccessoryEntry = Accessory & { productType: 'accessory' };

export function isAccessoryEntry(entry: WishlistEntry): entry is AccessoryEntry {
  return entry.productType === 'accessory';
}

/** A tile needs an id, a title and a list of images (spec: storefront §2, card validity). */
export function isShowableEntry(entry: WishlistEntry | null | undefined): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const id = isAccessoryEntry(entry) ? entry.accessoryId : entry.id;
  return Boolean(
    id && typeof entry.title === 'string' && entry.title && Array.isArray(entry.images),
  );
}

/** /product/{id} or /accessory/{accessoryId}. */
export function entryHref(entry: WishlistEntry): string {
  return isAccessoryEntry(entry) ? `/accessory/${entry.accessoryId}` : `/product/${entry.id}`;
}

/**
 * Card-sized photos. An entry saved from a product page holds the full-size ones; its
 * thumbnails are beside them (an accessory's `thumbnails`, a t-shirt's colour variant).
 */
export function entryImages(entry: WishlistEntry): string[] {
  const images = Array.isArray(entry.images) ? entry.images : [];
  const thumbnails = isAccessoryEntry(entry)
    ? entry.thumbnails
    : entry.colorVariants?.find((v) => v.images?.[0] === images[0])?.thumbnails;
  return Array.isArray(thumbnails) && thumbnails.length > 0 ? thumbnails : images;
}

/** 'T-shirt · Meme Zone', 'T-shirt · Official', 'Accessory · Lab Equipment'. */
export function entryKindLabel(entry: WishlistEntry): string {
  if (isAccessoryEntry(entry)) return withGroup('Accessory', entry.category);
  if (entry.subCategory?.toLowerCase() === OFFICIAL_SUBCATEGORY) return 'T-shirt · Official';
  return withGroup('T-shirt', entry.subCategory ?? entry.category);
}

function withGroup(kind: string, group: string | null | undefined): string {
  return group ? `${kind} · ${group.charAt(0).toUpperCase()}${group.slice(1)}` : kind;
}
