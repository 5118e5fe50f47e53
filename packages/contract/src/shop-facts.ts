import { ADVANCE_SHARE_PERCENT } from './order-totals';
import { CUSTOMIZATION_FEE_PAISE, formatRupeesShort } from './money';
import { SITE } from './site';

/**
 * The shop's rules as the copy states them (home, product, cart, help pages), derived from the
 * rules themselves so a changed fee or share can never leave a page saying the old one.
 */
export const SHOP_FACTS = {
  /** "₹30" */
  customizationFee: formatRupeesShort(CUSTOMIZATION_FEE_PAISE),
  /** "50%" */
  advanceShare: `${ADVANCE_SHARE_PERCENT}%`,
  /** The pin code the shop serves out of the box (the server's DELIVERABLE_PIN_CODES may add more). */
  homePinCode: SITE.defaultDeliverablePinCodes[0],
} as const;
