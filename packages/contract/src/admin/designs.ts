import { z } from 'zod';
import {
  COLOR_PALETTE,
  DEFAULT_DELIVERY_DAYS,
  DESIGN_STATUSES,
  TSHIRT_SIZES,
  type DesignStatus,
} from '../catalog';
import type { DeliveryConfig } from '../catalog-schemas';
import { canonicalColorName } from '../cart-choice';
import { DESIGN_FORM_MESSAGES, DESIGN_LIMITS } from '../design-form';
import { DESIGN_REVIEW_MESSAGES } from '../design-review';
import { formatRupees, toPaise, type Paise } from '../money';
import { pageQuerySchema } from '../pagination-schemas';
import { PRICE_LIMIT_MESSAGES } from '../price-limits';
import { blank, sameColor, toBool, toNumber } from './form-values';
import type { SellerDesign } from '../seller-schemas';
import { UPLOAD_HISTORY_TABS, type UploadHistoryTab } from '../sellers';

/**
 * The admin designs screen and its colour discount manager (spec: seller-admin §2 "Admin
 * designs", "Design detail dialog", "Admin color discount manager", §4, §5, §8;
 * docs/decisions/0019). Money here is integer paise unless a name says rupees.
 */

// ---------------------------------------------------------------------------------------------
// The list: GET /api/tshirts/admin/all and /admin/pending

export const ADMIN_DESIGN_TABS = UPLOAD_HISTORY_TABS;
export type AdminDesignTab = UploadHistoryTab;
export const ADMIN_DESIGN_TAB_LABELS: Record<AdminDesignTab, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const ADMIN_DESIGNS_PAGE_SIZE = 24;
export const ADMIN_DESIGN_SEARCH_MAX = 100;

/**
 * `?status=all|pending|approved|rejected&q=&page=&limit=`. `q` matches title, description,
 * hostel, university, department and event name (case-insensitive substring).
 */
export const adminDesignListQuerySchema = pageQuerySchema({
  defaultLimit: ADMIN_DESIGNS_PAGE_SIZE,
}).extend({
  status: z.enum(ADMIN_DESIGN_TABS).default('all'),
  q: z.string().trim().max(ADMIN_DESIGN_SEARCH_MAX).default(''),
});
export type AdminDesignListQuery = z.infer<typeof adminDesignListQuerySchema>;

/**
 * A design as an admin sees it: every field of the seller's view (proof address, the admin's
 * remark whatever the status, colour prices and discounts, delivery configuration, sale end,
 * the 50% option, the seller's name).
 */
export type AdminDesign = SellerDesign;

// ---------------------------------------------------------------------------------------------
// Texts (spec §5 "Design actions (admin)", "Color discounts", §8 "Designs (admin)")

export const ADMIN_DESIGN_MESSAGES = {
  loadFailed: 'Failed to load designs',
  refreshFailed: 'Failed to refresh design data',
  approved: 'Design approved successfully',
  approveFailed: 'Failed to approve design',
  rejected: 'Design rejected successfully',
  rejectFailed: 'Failed to reject design',
  updated: 'Design updated successfully',
  updateFailed: 'Failed to update design',
  statusChanged: (status: string) => `Design ${status} successfully`,
  statusFailed: 'Failed to update design status',
  invalidId: 'Invalid design ID',
  reasonRequired: DESIGN_REVIEW_MESSAGES.reasonRequired,
  notAllowed: DESIGN_REVIEW_MESSAGES.notAllowed,
  invalidDesignData: DESIGN_FORM_MESSAGES.invalidDesignData,
  invalidSaleEnd: DESIGN_FORM_MESSAGES.invalidSaleEnd,
  pricePositive: DESIGN_FORM_MESSAGES.pricePositive,
  priceInvalid: DESIGN_FORM_MESSAGES.priceInvalid,
  priceMax: PRICE_LIMIT_MESSAGES.priceMax,
  deliveryMax: PRICE_LIMIT_MESSAGES.deliveryMax,
  deliveryNegative: DESIGN_FORM_MESSAGES.deliveryNegative,
  discountNotBelow: DESIGN_FORM_MESSAGES.discountNotBelow,
  // The Set Delivery Price and Set Discount Price prompts.
  deliveryPrompt: 'Please enter a valid non-negative number',
  discountPrompt: 'Please enter a valid discount price less than the regular price',
  colorNotInDesign: (color: string) => `${color} is not one of this design's colors`,
  remarkTooLong: 'Remarks can be at most 1000 characters',
  partialPayment: '50% Payment Allowed',
  customizable: 'Customizable',
  proofMissing: 'Proof file is missing for this design. Contact technical support.',
  noProof: 'No proof file available for this design',
} as const;

export const COLOR_DISCOUNT_MESSAGES = {
  updated: 'Color discounts updated successfully',
  adminUpdated: 'Admin color discounts updated successfully',
  adminFailed: 'Failed to update admin color discounts',
  selectColorAndValue: 'Please select a color and enter discount value',
  invalidValue: 'Please enter a valid discount value',
  percentOver100: 'Percentage discount cannot exceed 100%',
  fixedTooHigh: 'Fixed discount cannot exceed the base price',
  allColorsUsed: 'All available colors already have admin discounts set',
  // Not worded by the spec: the server's reasons (docs/decisions/0019).
  notPositive: 'Admin discount price must be greater than 0',
  notBelowBase: (color: string, base: Paise) =>
    `The ${color} discount price must be less than its base price of ${formatRupees(base)}`,
  duplicate: (color: string) => `${color} has more than one admin discount`,
  info:
    'Admin discounts override seller pricing for specific colors at platform level. ' +
    'The final customer price is the admin discount price.',
} as const;

export const ADMIN_REMARK_MAX = 1000;
/** The status call's adminRemarks may carry the whole design as JSON (15 colours of image URLs). */
export const ADMIN_REMARKS_JSON_MAX = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// PATCH /api/tshirts/admin/{id}/status

/**
 * `{ status, adminRemarks }`. adminRemarks is a remark, or (when it starts with `{`) a JSON string
 * of the design for price and field edits (`parseDesignEdit`), whose own `adminRemarks` is then
 * the remark. The status may equal the current one only with a design edit (an edit, no review).
 */
export const adminDesignStatusSchema = z.object({
  status: z.enum(DESIGN_STATUSES),
  adminRemarks: z.string().max(ADMIN_REMARKS_JSON_MAX).default(''),
});
export type AdminDesignStatusBody = z.infer<typeof adminDesignStatusSchema>;

/** Which review moves exist (spec §4): approve pending or rejected, reject pending or approved. */
export function canMoveDesign(from: DesignStatus, to: DesignStatus): boolean {
  if (to === 'approved') return from === 'pending' || from === 'rejected';
  if (to === 'rejected') return from === 'pending' || from === 'approved';
  return false;
}

/** The actions a card and the side panel offer for a status (Revoke Approval rejects). */
export function reviewActions(status: DesignStatus): ('approve' | 'reject' | 'revoke')[] {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'approved') return ['revoke'];
  return ['approve'];
}

/** True when an adminRemarks value is meant as the design's JSON (it starts with `{`). */
export function isDesignJson(adminRemarks: string): boolean {
  return adminRemarks.trimStart().startsWith('{');
}

/** The JSON of a design edit, or null when it is not a JSON object ('Invalid design data format'). */
export function parseDesignJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Design edits (the JSON remark) and colour discounts: pure, shared by the dialog and the server

export type EditableColorPrice = { color: string; price: Paise; discountPrice: Paise | null };
export type EditableColorDiscount = { color: string; discountPrice: Paise };

/** What an admin may edit, in paise; the server reads it from the row, the browser from the design. */
export type EditableDesign = {
  title: string;
  description: string;
  price: Paise;
  discountPrice: Paise | null;
  deliveryPrice: Paise;
  /** ISO string or null. */
  saleEndTime: string | null;
  allowPartialPayment: boolean;
  deliveryConfig: DeliveryConfig;
  colorPrices: EditableColorPrice[];
  colorDiscounts: EditableColorDiscount[];
  sizes: string[];
  customizable: boolean;
  customizableParts: string[];
  /** The design's colours (not editable here; colour prices and discounts must use them). */
  colors: string[];
};
export type EditableField = Exclude<keyof EditableDesign, 'colors'>;

export type DesignEditResult =
  | { ok: true; next: EditableDesign; changed: EditableField[]; remark: string | null }
  | { ok: false; message: string; field: string };

/** Delivery days: an integer 1-30; anything not parsable is the default, 10 (spec §5). */
export function deliveryDays(value: unknown, fallback: number = DEFAULT_DELIVERY_DAYS): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(
    DESIGN_LIMITS.deliveryDaysMax,
    Math.max(DESIGN_LIMITS.deliveryDaysMin, Math.trunc(n)),
  );
}

/** The price a colour's admin discount must stay below: its seller colour price, else the base price. */
export function colorBasePrice(
  design: { price: Paise; colorPrices: readonly { color: string; price: Paise }[] },
  color: string,
): Paise {
  const own = design.colorPrices.find((c) => sameColor(c.color, color));
  return own && own.price > 0 ? own.price : design.price;
}

/**
 * Checks a whole set of admin colour discounts against a design: each colour once, one of the
 * design's colours, a price above 0 and below that colour's base. Canonical colour names out.
 */
export function checkColorDiscounts(
  entries: readonly { color: string; discountPrice: Paise }[],
  design: Pick<EditableDesign, 'price' | 'colorPrices' | 'colors'>,
): { ok: true; value: EditableColorDiscount[] } | { ok: false; message: string; color: string } {
  const value: EditableColorDiscount[] = [];
  for (const entry of entries) {
    const color = design.colors.find((c) => sameColor(c, entry.color));
    if (!color)
      return {
        ok: false,
        message: ADMIN_DESIGN_MESSAGES.colorNotInDesign(canonicalColorName(entry.color)),
        color: entry.color,
      };
    if (value.some((v) => v.color === color))
      return { ok: false, message: COLOR_DISCOUNT_MESSAGES.duplicate(color), color };
    if (!Number.isInteger(entry.discountPrice) || entry.discountPrice <= 0)
      return { ok: false, message: COLOR_DISCOUNT_MESSAGES.notPositive, color };
    const base = colorBasePrice(design, color);
    if (entry.discountPrice >= base)
      return { ok: false, message: COLOR_DISCOUNT_MESSAGES.notBelowBase(color, base), color };
    value.push({ color, discountPrice: entry.discountPrice });
  }
  return { ok: true, value };
}

/** JSON with object keys sorted, so the same value compares equal whatever its key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function fail(message: string, field: string): DesignEditResult {
  return { ok: false, message, field };
}

function rupeesField(v: unknown): number {
  const n = toNumber(v);
  return Number.isFinite(n) ? toPaise(n) : NaN;
}

/**
 * Applies the admin's design JSON to the design as it is (spec §5 "Design actions (admin)"):
 * fields absent stay as they are; money in rupees; an empty discount, colour price or colour
 * discount removes it; delivery days 1-30 (10 when not parsable). The first rule broken is
 * answered with the spec's text. `changed` lists the fields whose value differs.
 */
export function parseDesignEdit(
  current: EditableDesign,
  input: Record<string, unknown>,
): DesignEditResult {
  const next = JSON.parse(JSON.stringify(current)) as EditableDesign;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(input, key);
  const M = ADMIN_DESIGN_MESSAGES;

  if (has('title')) {
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (title.length < DESIGN_LIMITS.titleMin || title.length > DESIGN_LIMITS.titleMax)
      return fail(DESIGN_FORM_MESSAGES.titleMin, 'title');
    next.title = title;
  }
  if (has('description')) {
    const description = typeof input.description === 'string' ? input.description.trim() : '';
    if (
      description.length < DESIGN_LIMITS.descriptionMin ||
      description.length > DESIGN_LIMITS.descriptionMax
    )
      return fail(DESIGN_FORM_MESSAGES.descriptionMin, 'description');
    next.description = description;
  }
  if (has('price')) {
    const price = rupeesField(input.price);
    if (!(price > 0)) return fail(M.pricePositive, 'price');
    if (price > DESIGN_LIMITS.maxPricePaise) return fail(M.priceMax, 'price');
    next.price = price;
  }
  if (has('discountPrice')) {
    if (blank(input.discountPrice) || toNumber(input.discountPrice) === 0)
      next.discountPrice = null;
    else {
      const discount = rupeesField(input.discountPrice);
      if (!(discount > 0)) return fail(M.discountNotBelow, 'discountPrice');
      next.discountPrice = discount;
    }
  }
  if (next.discountPrice !== null && next.discountPrice >= next.price)
    return fail(M.discountNotBelow, 'discountPrice');
  if (has('deliveryPrice')) {
    const delivery = rupeesField(input.deliveryPrice);
    if (Number.isNaN(delivery)) return fail(M.deliveryPrompt, 'deliveryPrice');
    if (delivery < 0) return fail(M.deliveryNegative, 'deliveryPrice');
    if (delivery > DESIGN_LIMITS.maxDeliveryPricePaise) return fail(M.deliveryMax, 'deliveryPrice');
    next.deliveryPrice = delivery;
  }
  if (has('saleEndTime')) {
    if (blank(input.saleEndTime)) next.saleEndTime = null;
    else {
      const date =
        typeof input.saleEndTime === 'string' || typeof input.saleEndTime === 'number'
          ? new Date(input.saleEndTime)
          : new Date(NaN);
      if (Number.isNaN(date.getTime())) return fail(M.invalidSaleEnd, 'saleEndTime');
      next.saleEndTime = date.toISOString();
    }
  }
  if (has('allowPartialPayment'))
    next.allowPartialPayment = toBool(input.allowPartialPayment, current.allowPartialPayment);
  if (has('deliveryConfig') && input.deliveryConfig && typeof input.deliveryConfig === 'object') {
    const config = input.deliveryConfig as Record<string, unknown>;
    const allow = toBool(
      config.allowCustomDeliveryDays,
      current.deliveryConfig.allowCustomDeliveryDays,
    );
    next.deliveryConfig = {
      defaultDeliveryDays:
        'defaultDeliveryDays' in config
          ? deliveryDays(config.defaultDeliveryDays)
          : current.deliveryConfig.defaultDeliveryDays,
      allowCustomDeliveryDays: allow,
      customDeliveryDays: blank(config.customDeliveryDays)
        ? null
        : deliveryDays(config.customDeliveryDays),
    };
  }
  if (has('sizes')) {
    const sizes = Array.isArray(input.sizes) ? input.sizes.map(String) : [];
    const known = TSHIRT_SIZES.filter((s) => sizes.some((x) => x.trim().toUpperCase() === s));
    if (known.length === 0) return fail(DESIGN_FORM_MESSAGES.sizesRequired, 'sizes');
    next.sizes = known;
  }
  if (has('customizable')) next.customizable = toBool(input.customizable, current.customizable);
  if (has('customizableParts') && Array.isArray(input.customizableParts)) {
    next.customizableParts = [
      ...new Set(
        input.customizableParts
          .filter((p): p is string => typeof p === 'string')
          .map((p) => p.trim())
          .filter((p) => p && p.length <= 40),
      ),
    ].slice(0, 10);
  }

  if (has('colorPrices')) {
    if (!Array.isArray(input.colorPrices)) return fail(M.invalidDesignData, 'colorPrices');
    const prices: EditableColorPrice[] = [];
    for (const raw of input.colorPrices as unknown[]) {
      const entry = (raw ?? {}) as Record<string, unknown>;
      if (blank(entry.price)) continue;
      const color = next.colors.find((c) => sameColor(c, String(entry.color ?? '')));
      if (!color) return fail(M.colorNotInDesign(String(entry.color ?? '')), 'colorPrices');
      const price = rupeesField(entry.price);
      if (!(price > 0)) return fail(M.pricePositive, 'colorPrices');
      if (price > DESIGN_LIMITS.maxPricePaise) return fail(M.priceMax, 'colorPrices');
      let discountPrice: Paise | null = null;
      if (!blank(entry.discountPrice) && toNumber(entry.discountPrice) !== 0) {
        discountPrice = rupeesField(entry.discountPrice);
        if (!(discountPrice > 0) || discountPrice >= price)
          return fail(M.discountNotBelow, 'colorPrices');
      }
      prices.push({ color, price, discountPrice });
    }
    const seen = new Set(prices.map((p) => p.color));
    if (seen.size !== prices.length) return fail(M.invalidDesignData, 'colorPrices');
    next.colorPrices = prices;
  }
  if (has('colorDiscounts')) {
    if (!Array.isArray(input.colorDiscounts)) return fail(M.invalidDesignData, 'colorDiscounts');
    const entries: { color: string; discountPrice: Paise }[] = [];
    for (const raw of input.colorDiscounts as unknown[]) {
      const entry = (raw ?? {}) as Record<string, unknown>;
      if (blank(entry.discountPrice)) continue;
      entries.push({
        color: String(entry.color ?? ''),
        discountPrice: rupeesField(entry.discountPrice),
      });
    }
    const checked = checkColorDiscounts(entries, next);
    if (!checked.ok) return fail(checked.message, 'colorDiscounts');
    next.colorDiscounts = checked.value;
  } else {
    // A price change must not leave a kept admin discount at or above its colour's base.
    const checked = checkColorDiscounts(next.colorDiscounts, next);
    if (!checked.ok) return fail(checked.message, 'colorDiscounts');
  }

  let remark: string | null = null;
  if (typeof input.adminRemarks === 'string') {
    remark = input.adminRemarks.trim();
    if (remark.length > ADMIN_REMARK_MAX) return fail(M.remarkTooLong, 'adminRemarks');
  }

  const fields = Object.keys(next).filter((k) => k !== 'colors') as EditableField[];
  const changed = fields.filter((k) => stableJson(next[k]) !== stableJson(current[k]));
  return { ok: true, next, changed, remark };
}

/** PUT /api/tshirts/admin/{id}/color-discounts: the design's whole set of admin colour discounts. */
export const colorDiscountsBodySchema = z.object({
  colorDiscounts: z
    .array(
      z.object({
        color: z.string().trim().min(1).max(40),
        /** Rupees. */
        discountPrice: z.number().finite(),
      }),
    )
    .max(COLOR_PALETTE.length),
});
export type ColorDiscountsBody = z.infer<typeof colorDiscountsBodySchema>;
