/**
 * One line of an order as the sellers' earnings ledger needs it (paise): what orders answers when
 * it makes or reprices an order, and the order flows hand to modules/earnings in the same
 * transaction (docs/decisions/0048).
 */
export type EarningLine = {
  orderItemId: string;
  /** The design's or accessory's seller; null once their account is gone (the line earns nothing). */
  sellerId: string | null;
  title: string;
  unitPricePaise: number;
  quantity: number;
  /** The personalisation fee of the line (contract `customizationFeePaise`). */
  customizationPaise: number;
  deliveryPricePaise: number;
  /** The shop prints and ships it (Print & Delivery): the design's seller earns a royalty. */
  fulfilledByShop: boolean;
};
