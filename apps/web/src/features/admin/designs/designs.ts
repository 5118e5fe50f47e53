import {
  ADMIN_DESIGN_MESSAGES,
  ADMIN_DESIGN_TABS,
  findTaxonomyGroup,
  OFFICIAL_SUBCATEGORY,
  toPaise,
  toRupees,
  type AdminDesign,
  type AdminDesignTab,
  type EditableDesign,
} from '@campus-threads/contract';

/** A tab from the address (?tab=), or All. */
export function parseAdminTab(value: string | null): AdminDesignTab {
  return (ADMIN_DESIGN_TABS as readonly string[]).includes(value ?? '')
    ? (value as AdminDesignTab)
    : 'all';
}

/** The design as the contract's edit rules see it (paise). */
export function editableOf(design: AdminDesign): EditableDesign {
  return {
    title: design.title,
    description: design.description,
    price: toPaise(design.price),
    discountPrice: design.discountPrice ? toPaise(design.discountPrice) : null,
    deliveryPrice: toPaise(design.deliveryPrice),
    saleEndTime: design.saleEndTime,
    allowPartialPayment: design.allowPartialPayment,
    deliveryConfig: design.deliveryConfig,
    colorPrices: design.colorPrices.map((c) => ({
      color: c.color,
      price: toPaise(c.price),
      discountPrice: c.discountPrice ? toPaise(c.discountPrice) : null,
    })),
    colorDiscounts: design.colorDiscounts.map((c) => ({
      color: c.color,
      discountPrice: toPaise(c.discountPrice),
    })),
    sizes: design.sizes,
    customizable: design.customizable,
    customizableParts: design.customizableParts,
    colors: design.colorVariants.map((v) => v.color),
  };
}

/**
 * The spec's JSON remark: the whole design with the admin's changes (rupees), which the server
 * checks again with the same contract rules.
 */
export function designJson(design: AdminDesign, changes: Record<string, unknown>): string {
  const { colorVariants: _variants, images: _images, ...rest } = design;
  return JSON.stringify({ ...rest, ...changes });
}

/** Hostel, university (with department) or event: what a themed design is for. */
export function designPlace(
  design: Pick<AdminDesign, 'category' | 'additionalInfo'>,
): { label: string; value: string } | null {
  const info = design.additionalInfo;
  if (design.category === 'hostel' && info.hostelName)
    return {
      label: 'Hostel',
      value: info.universityName ? `${info.hostelName}, ${info.universityName}` : info.hostelName,
    };
  if (design.category === 'university' && info.universityName)
    return {
      label: 'University',
      value: info.departmentName
        ? `${info.universityName} (${info.departmentName})`
        : info.universityName,
    };
  if (design.category === 'event' && info.eventName)
    return { label: 'Event', value: info.eventName };
  return null;
}

/** Casual designs carry no proof of authority; hostel, university and event ones must. */
export function needsProof(design: Pick<AdminDesign, 'category'>): boolean {
  return design.category !== 'casual';
}

/** Set Discount Price: empty removes it (0); otherwise 0 or more and below the price. */
export function parseDiscountPrompt(
  value: string,
  price: number,
): { ok: true; value: number } | { ok: false; message: string } {
  if (value.trim() === '') return { ok: true, value: 0 };
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n < 0 || toPaise(n) >= toPaise(price))
    return { ok: false, message: ADMIN_DESIGN_MESSAGES.discountPrompt };
  return { ok: true, value: toRupees(toPaise(n)) };
}

/** `<input type="datetime-local">` value of an ISO time (local clock), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Back to ISO; an unreadable value is sent as typed, for the server's 'Invalid sale end time' text. */
export function fromLocalInput(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** "Casual · Official Brand": the category and sub-category as the shop names them. */
export function categoryLine(design: Pick<AdminDesign, 'category' | 'subCategory'>): string {
  const category = design.category.charAt(0).toUpperCase() + design.category.slice(1);
  const sub = design.subCategory;
  if (!sub) return category;
  const label =
    sub.toLowerCase() === OFFICIAL_SUBCATEGORY
      ? (findTaxonomyGroup('officialBrand')?.name ?? sub)
      : sub;
  return `${category} · ${label}`;
}
