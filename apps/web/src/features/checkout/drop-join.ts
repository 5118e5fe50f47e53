import {
  isDropJoinable,
  lineTotals,
  toPaise,
  toRupees,
  type CartLine,
  type DropResponse,
} from '@campus-threads/contract';
import { tshirtCartItem, type CartItem } from '@/features/cart';

/** What the join checkout (/buy-now?drop=…&size=…&color=…) reads from its address. */
export type DropJoinRequest = { slug: string; size: string | null; color: string | null };

export function dropJoinRequest(search: URLSearchParams): DropJoinRequest | null {
  const slug = search.get('drop')?.trim();
  if (!slug) return null;
  return { slug, size: search.get('size'), color: search.get('color') };
}

/**
 * The one line of a drop's joining payment, as the checkout shows it and as the server will price
 * it (docs/decisions/0049): one t-shirt of the design in the chosen size and colour at the drop's
 * base price (no sale, no colour price, no printed name); no advance. Its delivery is the parcel's
 * charge to the buyer's PIN, which the checkout's quote adds (delivery-summary.ts), so it starts
 * at nothing. Null when the drop cannot be joined now or the design lacks the size or colour.
 */
export function dropJoinLine(
  data: DropResponse,
  size: string | null,
  color: string | null,
  now: number,
): { line: CartLine; item: CartItem } | null {
  const { drop, design } = data;
  if (!isDropJoinable(drop, now)) return null;
  const offeredSize = design.sizes.find((s) => s === size);
  const variant = design.colorVariants.find((v) => v.color === color);
  if (!offeredSize || !variant) return null;
  const unitPricePaise = toPaise(drop.basePrice);
  const imageUrl = variant.thumbnails[0] ?? variant.images[0] ?? design.images[0] ?? null;
  const totals = lineTotals({
    unitPricePaise,
    quantity: 1,
    wantsCustomization: false,
    deliveryPricePaise: 0,
  });
  const line: CartLine = {
    id: `drop-${drop.slug}`,
    productId: design.id,
    productType: 'tshirt',
    tshirtId: design.id,
    title: design.title,
    imageUrl,
    quantity: 1,
    size: offeredSize,
    color: variant.color,
    wantsCustomization: false,
    customizableParts: [],
    customName: '',
    price: drop.basePrice,
    finalPrice: drop.basePrice,
    discountPrice: null,
    invalidDiscount: false,
    deliveryPrice: 0,
    customizationPrice: 0,
    lineTotal: toRupees(totals.totalPaise),
    allowPartialPayment: false,
    available: true,
    unavailableReason: null,
    stock: null,
  };
  const item = tshirtCartItem({
    tshirt: design,
    size: offeredSize,
    color: variant.color,
    quantity: 1,
    unitPricePaise,
    basePricePaise: unitPricePaise,
    imageUrl: imageUrl ?? undefined,
  });
  return { line, item };
}
