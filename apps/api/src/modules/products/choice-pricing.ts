import {
  CART_MESSAGES,
  CATALOG_MESSAGES,
  quoteAccessory,
  tshirtWeightGrams,
} from '@campus-threads/contract';
import type { Db } from '../../db/client';
import type { LineChoice, LinePricing } from '../../lib/purchased-line';
import { accessoriesByIds } from '../accessories/accessory-lookups';
import { designsByIds } from '../designs/design-lookups';
import { quoteDesign } from '../designs/design-pricing';

/** What a shopper picked: a cart line, a buy-now item or a line of a payment being created. */
export type Choice = LineChoice;

export type PricedChoice<C extends Choice = Choice> = C &
  LinePricing & {
    available: boolean;
    unavailableReason: string | null;
    sellerId: string | null;
    /** A t-shirt the shop delivers (Print & Delivery): the shop fulfils its order, not the seller. */
    deliveredByShop: boolean;
    discountPricePaise: number | null;
    invalidDiscount: boolean;
    allowPartialPayment: boolean;
    stock: number | null;
    /** One unit's weight packed, for the parcel's slab (docs/decisions/0066). */
    weightGrams: number;
  };

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Prices choices from the catalogue as it is now: two statements whatever the number of lines
 * (the designs and the accessories modules read their own rows). The cart (its lines) and
 * payments (what a payment buys) both call this, with the database or their open transaction.
 * A product that is gone, not approved or inactive, a size or colour it no longer has, or an
 * accessory without enough stock makes the choice unavailable (with the reason), never an error.
 */
export async function priceChoices<C extends Choice>(
  db: Pick<Db, 'select'>,
  choices: readonly C[],
  now: Date = new Date(),
  /**
   * Units per accessory the caller holds already and gives back when buying again (their own
   * unpaid payment of the same item, docs/decisions/0012): counted as in stock for them.
   */
  ownHolds: ReadonlyMap<string, number> = new Map(),
): Promise<PricedChoice<C>[]> {
  const designIds = [
    ...new Set(
      choices.flatMap((c) => (c.productType === 'tshirt' && c.designId ? [c.designId] : [])),
    ),
  ];
  const accessoryIds = [
    ...new Set(
      choices.flatMap((c) =>
        c.productType === 'accessory' && c.accessoryId ? [c.accessoryId] : [],
      ),
    ),
  ];
  const [designRows, accessoryRows] = await Promise.all([
    designsByIds(db, designIds),
    accessoriesByIds(db, accessoryIds),
  ]);
  const designById = new Map(designRows.map((d) => [d.id, d]));
  const accessoryById = new Map(accessoryRows.map((a) => [a.id, a]));

  return choices.map((choice): PricedChoice<C> => {
    const gone = {
      ...choice,
      available: false,
      unavailableReason: CART_MESSAGES.noLongerAvailable,
      title: '',
      sellerId: null,
      deliveredByShop: false,
      imageKey: null,
      basePricePaise: 0,
      unitPricePaise: 0,
      discountPricePaise: null,
      invalidDiscount: false,
      deliveryPricePaise: 0,
      customizableParts: [],
      allowPartialPayment: false,
      stock: null,
      weightGrams: 0,
    };
    if (choice.productType === 'tshirt') {
      const design = choice.designId ? designById.get(choice.designId) : undefined;
      if (!design || design.status !== 'approved') return gone;
      const variant = design.colorVariants.find((v) => sameText(v.color, choice.color));
      const quote = quoteDesign(design, variant?.color ?? choice.color, now);
      const problem = !variant
        ? CART_MESSAGES.noLongerAvailable
        : !design.sizes.some((s) => sameText(s, choice.size))
          ? CART_MESSAGES.noLongerAvailable
          : choice.wantsCustomization && !design.customizable
            ? CART_MESSAGES.noLongerAvailable
            : null;
      return {
        ...choice,
        available: problem === null,
        unavailableReason: problem,
        title: design.title,
        sellerId: design.sellerId,
        deliveredByShop: design.deliverWithPlatform,
        imageKey: variant?.images[0] ?? design.colorVariants[0]?.images[0] ?? null,
        basePricePaise: quote.basePrice,
        unitPricePaise: quote.finalPrice,
        discountPricePaise: quote.discounted ? quote.finalPrice : null,
        invalidDiscount: false,
        // Delivery is priced per parcel by zone and weight, not per product (decision 0066).
        deliveryPricePaise: 0,
        customizableParts: design.customizableParts,
        allowPartialPayment: design.allowPartialPayment,
        stock: null,
        weightGrams: tshirtWeightGrams(choice.size),
      };
    }
    const accessory = choice.accessoryId ? accessoryById.get(choice.accessoryId) : undefined;
    if (!accessory || accessory.status !== 'active') return gone;
    const quote = quoteAccessory({
      price: accessory.pricePaise,
      discountPrice: accessory.discountPricePaise,
    });
    const stock = accessory.stock + (ownHolds.get(accessory.id) ?? 0);
    const problem =
      stock <= 0
        ? CATALOG_MESSAGES.outOfStock
        : stock < choice.quantity
          ? CART_MESSAGES.onlyLeft(stock)
          : null;
    return {
      ...choice,
      available: problem === null,
      unavailableReason: problem,
      title: accessory.title,
      sellerId: accessory.sellerId,
      deliveredByShop: false,
      imageKey: accessory.images[0] ?? null,
      basePricePaise: quote.basePrice,
      unitPricePaise: quote.finalPrice,
      discountPricePaise: accessory.discountPricePaise,
      invalidDiscount: quote.invalidDiscount,
      deliveryPricePaise: 0,
      customizableParts: [],
      allowPartialPayment: false,
      stock,
      weightGrams: accessory.weightGrams,
    };
  });
}
