import type { ProductType } from '@campus-threads/contract';

/**
 * One line of a purchase as the server keeps it, from the cart to the order: what the shopper
 * picked (the catalogue prices it: products' `PricedChoice`), what a payment freezes (its
 * `PaymentSnapshotLine`) and what an order is made of (orders' `OrderLineInput`). Each adds its
 * own fields to these; none restates them.
 */

/** What a shopper picked: a cart line, a buy-now item or a line of a payment being created. */
export type LineChoice = {
  productType: ProductType;
  designId: string | null;
  accessoryId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  wantsCustomization: boolean;
  customName: string;
};

/** The product as it was when the line was priced, and its prices in paise. */
export type LinePricing = {
  title: string;
  imageKey: string | null;
  customizableParts: string[];
  basePricePaise: number;
  unitPricePaise: number;
  deliveryPricePaise: number;
};

/** A line that is being bought: the choice, priced, and who sells it. */
export type PurchasedLine = LineChoice & LinePricing & { sellerId: string };
