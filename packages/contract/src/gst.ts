import { DELIVERY_STATES } from './india';
import type { Paise } from './money';

/**
 * The GST rules of a tax invoice (docs/decisions/0050): the financial year and the
 * documents' numbers, the tax worked back out of a tax-inclusive price, its split into CGST + SGST
 * or IGST, the rate of a line from the admin's rates, and the GSTIN check. Pure functions in paise
 * and basis points, so the server's invoices and any screen that shows tax agree to the paisa.
 */

/** HSN of a t-shirt: "T-shirts, singlets and other vests, knitted or crocheted" (chapter 61). */
export const TSHIRT_HSN = '6109';

/** An HSN code as invoices print it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** Basis points in 100%: a rate of 5% is 500. */
const WHOLE_BASIS_POINTS = 10_000;

// ---------------------------------------------------------------------------------------------
// Financial year and document numbers

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The Indian financial year (1 April to 31 March, India time) a moment falls in, as invoices
 * write it: "2026-27". 31 March 2027 23:59 IST is still 2026-27; 1 April 00:00 IST starts 2027-28.
 */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The two series of documents, each numbered from 1 again every financial year: tax invoices and
 * the credit notes that cancel them.
 */
export const DOCUMENT_SERIES = {
  invoice: 'CT',
  creditNote: 'CN',
} as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** Digits of a document's number within its year (zero-padded). */
export const DOCUMENT_NUMBER_DIGITS = 6;

/** GST rule 46(b): an invoice's serial number is at most sixteen characters. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/**
 * "CT/26-27/000123": the series' prefix, the financial year ("2026-27" written "26-27") and the
 * number in that year; 15 characters, 16 past the millionth document of a year.
 */
export function documentNumber(series: DocumentSeries, financialYear: string, sequence: number) {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError('documentNumber: the sequence is a whole number from 1');
  const digits = String(sequence).padStart(DOCUMENT_NUMBER_DIGITS, '0');
  return `${DOCUMENT_SERIES[series]}/${financialYear.slice(2)}/${digits}`;
}

// ---------------------------------------------------------------------------------------------
// Tax out of a tax-inclusive amount

/** A tax-inclusive amount split into its taxable value and the tax on it. */
export type TaxSplit = { taxablePaise: Paise; taxPaise: Paise };

/**
 * Prices include GST, so the tax is worked back out of the amount charged: taxable value =
 * amount × 100 / (100 + rate), rounded once to the paisa (half up), and the tax is the rest, so
 * taxable value + tax = the amount, exactly.
 */
export function taxFromInclusive(amountPaise: Paise, rateBasisPoints: number): TaxSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0)
    throw new RangeError('taxFromInclusive: the amount is whole paise, not negative');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError('taxFromInclusive: the rate is whole basis points, not negative');
  const divisor = BigInt(WHOLE_BASIS_POINTS + rateBasisPoints);
  // round(a × 10000 / d) = floor((2 × a × 10000 + d) / (2 × d)), exact in integers.
  const taxable =
    (BigInt(amountPaise) * 2n * BigInt(WHOLE_BASIS_POINTS) + divisor) / (2n * divisor);
  const taxablePaise = Number(taxable);
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** How a line's tax is levied: CGST + SGST within the shop's state, IGST across states. */
export type GstHeads = { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise };

/**
 * The tax under its heads. Within a state it is halved between CGST and SGST, the odd paisa to
 * CGST, so the halves add up to the tax exactly; between states it is all IGST.
 */
export function splitGst(taxPaise: Paise, intraState: boolean): GstHeads {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** One invoice line's money: the amount charged, its taxable value, rate and tax heads. */
export type GstLineAmounts = TaxSplit &
  GstHeads & {
    /** What the buyer paid for the line (price × quantity, personalisation, delivery). */
    totalPaise: Paise;
    rateBasisPoints: number;
  };

/** A tax-inclusive line total as an invoice line: taxable value, tax and its heads. */
export function gstLine(
  totalPaise: Paise,
  rateBasisPoints: number,
  intraState: boolean,
): GstLineAmounts {
  const split = taxFromInclusive(totalPaise, rateBasisPoints);
  return { totalPaise, rateBasisPoints, ...split, ...splitGst(split.taxPaise, intraState) };
}

export type GstTotals = TaxSplit & GstHeads & { totalPaise: Paise };

/** An invoice's totals: the sums of its lines (each line was rounded once, the totals never). */
export function gstTotals(lines: readonly (TaxSplit & GstHeads & { totalPaise: Paise })[]) {
  return lines.reduce<GstTotals>(
    (sum, l) => ({
      totalPaise: sum.totalPaise + l.totalPaise,
      taxablePaise: sum.taxablePaise + l.taxablePaise,
      taxPaise: sum.taxPaise + l.taxPaise,
      cgstPaise: sum.cgstPaise + l.cgstPaise,
      sgstPaise: sum.sgstPaise + l.sgstPaise,
      igstPaise: sum.igstPaise + l.igstPaise,
    }),
    { totalPaise: 0, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}

// ---------------------------------------------------------------------------------------------
// Rates: the admin's settings (a change in the law is a change of settings, not of code)

/** An accessory category's HSN code and GST rate. */
export type AccessoryTaxClass = { category: string; hsn: string; rateBasisPoints: number };

/**
 * The GST rates an invoice applies, kept in the shop's settings. Apparel has a slab: a piece
 * whose taxable value is at most `apparelThresholdPaise` is taxed at the low rate, above it at the
 * high one. Each accessory category has its HSN code and rate; a category not listed takes
 * `otherAccessory`.
 */
export type GstRules = {
  apparelThresholdPaise: Paise;
  apparelLowRateBasisPoints: number;
  apparelHighRateBasisPoints: number;
  accessories: AccessoryTaxClass[];
  otherAccessory: { hsn: string; rateBasisPoints: number };
};

/**
 * The rates in force from 22 September 2025: apparel 5% up to ₹2,500 a piece, 18% above; the
 * demo shop's accessory categories with their usual HSN codes and rates (the admin checks them
 * with the shop's accountant on /admin/settings).
 */
export const DEFAULT_GST_RULES: GstRules = {
  apparelThresholdPaise: 250_000,
  apparelLowRateBasisPoints: 500,
  apparelHighRateBasisPoints: 1_800,
  accessories: [
    { category: 'Bags', hsn: '4202', rateBasisPoints: 1_800 },
    { category: 'Drinkware', hsn: '6912', rateBasisPoints: 500 },
    { category: 'Headwear', hsn: '6505', rateBasisPoints: 500 },
    { category: 'ID & Lanyards', hsn: '6307', rateBasisPoints: 500 },
    { category: 'Keychains', hsn: '7326', rateBasisPoints: 1_800 },
    { category: 'Stationery', hsn: '4820', rateBasisPoints: 1_800 },
    { category: 'Stickers & Pins', hsn: '4911', rateBasisPoints: 1_800 },
  ],
  otherAccessory: { hsn: '3926', rateBasisPoints: 1_800 },
};

/**
 * The rate of a piece of apparel from the slab. The notification's "sale value" is the value
 * before GST, and prices here include it, so the piece is tested at the low rate: a ₹2,625.00
 * shirt has a taxable value of exactly ₹2,500.00 at 5% and stays at 5%; at ₹2,625.01 its value
 * passes ₹2,500 and it is taxed at 18%. (Testing the tax-inclusive price itself would tax a
 * ₹2,600 shirt, worth ₹2,476 before tax, at 18%.)
 */
export function apparelRateBasisPoints(
  pieceInclusivePaise: Paise,
  rules: Pick<
    GstRules,
    'apparelThresholdPaise' | 'apparelLowRateBasisPoints' | 'apparelHighRateBasisPoints'
  >,
): number {
  const atLowRate = taxFromInclusive(pieceInclusivePaise, rules.apparelLowRateBasisPoints);
  return atLowRate.taxablePaise <= rules.apparelThresholdPaise
    ? rules.apparelLowRateBasisPoints
    : rules.apparelHighRateBasisPoints;
}

/** A category as compared: trimmed, case and inner spaces ignored. */
const categoryKey = (category: string) => category.trim().replace(/\s+/g, ' ').toLowerCase();

/** An accessory category's HSN code and rate (the "other" class for a category not listed). */
export function accessoryTaxClass(
  category: string | null,
  rules: Pick<GstRules, 'accessories' | 'otherAccessory'>,
): { hsn: string; rateBasisPoints: number } {
  const key = categoryKey(category ?? '');
  const listed = rules.accessories.find((c) => categoryKey(c.category) === key);
  return listed
    ? { hsn: listed.hsn, rateBasisPoints: listed.rateBasisPoints }
    : rules.otherAccessory;
}

/** What an invoice needs to know of an order line to tax it. */
export type TaxableLine = {
  productType: 'tshirt' | 'accessory';
  /** The accessory's category (null for a t-shirt, or an accessory no longer known). */
  category: string | null;
  /** Price of one unit, tax included. */
  unitPricePaise: Paise;
  /** The personalisation fee of one unit (0 when not personalised). */
  customizationPerUnitPaise: Paise;
};

/**
 * A line's HSN code and rate. A t-shirt is HSN 6109 at the apparel slab's rate for one piece as
 * sold (its price and personalisation; delivery is charged per line and not part of a piece);
 * delivery is taxed with the goods it brings, at their rate (one composite supply).
 */
export function lineTaxClass(
  line: TaxableLine,
  rules: GstRules,
): { hsn: string; rateBasisPoints: number } {
  if (line.productType === 'accessory') return accessoryTaxClass(line.category, rules);
  return {
    hsn: TSHIRT_HSN,
    rateBasisPoints: apparelRateBasisPoints(
      line.unitPricePaise + line.customizationPerUnitPaise,
      rules,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// States and GSTIN

/** A state as the contract's list spells it ("tamil nadu " → "Tamil Nadu"), or null if unknown. */
export function canonicalState(state: string): string | null {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  return DELIVERY_STATES.find((s) => s.toLowerCase() === key) ?? null;
}

/**
 * Within the shop's state (CGST + SGST) or not (IGST): the place of supply of goods delivered is
 * where they are delivered. States compare as the contract's list spells them; an unknown name
 * compares as written.
 */
export function isIntraStateSupply(shopState: string, deliveryState: string): boolean {
  const shop = canonicalState(shopState) ?? shopState.trim().toLowerCase();
  const delivery = canonicalState(deliveryState) ?? deliveryState.trim().toLowerCase();
  return shop !== '' && shop === delivery;
}

/** The GST state codes (the first two digits of a GSTIN), by the contract's state names. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** A state's GST code ("Assam" → "18"), or null for a name not in the list. */
export function gstStateCode(state: string): string | null {
  const canonical = canonicalState(state);
  return canonical ? (GST_STATE_CODES[canonical] ?? null) : null;
}

/** "Assam (18)": a state as the place of supply is printed. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${canonicalState(state)} (${code})` : state;
}

/**
 * A GSTIN: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), the entity's number (1-9
 * or a letter), "Z", and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  format:
    'GSTIN must be 15 characters: the state code, the PAN, the entity number, Z and a check character (e.g. 18AABCC1234D1ZA)',
  checksum: 'This GSTIN’s last character does not match: check it for a typing mistake',
  state: (state: string, code: string) =>
    `A GSTIN of ${state} starts with ${code}: the shop's state and GSTIN must agree`,
} as const;

/**
 * Why a GSTIN is refused (format, check character, a state code other than the shop's state's),
 * or null. Letters are compared in capitals; an empty GSTIN is not checked here (the shop may not
 * be registered yet).
 */
export function gstinProblem(gstin: string, shopState?: string): string | null {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(value)) return GSTIN_MESSAGES.format;
  if (gstinCheckCharacter(value) !== value[14]) return GSTIN_MESSAGES.checksum;
  const code = shopState ? gstStateCode(shopState) : null;
  if (code && value.slice(0, 2) !== code)
    return GSTIN_MESSAGES.state(canonicalState(shopState!)!, code);
  return null;
}
