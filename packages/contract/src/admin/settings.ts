/**
 * The shop's settings an admin edits on /admin/settings (spec: seller-admin §2 "Admin settings";
 * stored on the server and applied): site name, description, maintenance mode and
 * the deliverable PIN codes. The zod schema of a save is in settings-schema.ts, so pages that only
 * show the texts (the maintenance page, in every page's code) ship no zod.
 */

export const SETTINGS_LIMITS = {
  siteNameMax: 60,
  siteDescriptionMax: 300,
  pinCodesMax: 500,
  placeNameMax: 80,
  commissionPercentMax: 50,
  royaltyPercentMax: 50,
} as const;

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  siteNameRequired: 'Site name is required',
  siteNameMax: `Site name must be at most ${SETTINGS_LIMITS.siteNameMax} characters`,
  siteDescriptionMax: `Site description must be at most ${SETTINGS_LIMITS.siteDescriptionMax} characters`,
  pinCodeInvalid: (pin: string) =>
    `"${pin}" is not a valid PIN code: use 6 digits, the first not 0 (e.g. 784028)`,
  pinCodeDuplicate: (pin: string) => `${pin} is already in the list`,
  pinCodesRequired: 'Add at least one deliverable PIN code',
  pinCodesMax: `At most ${SETTINGS_LIMITS.pinCodesMax} PIN codes`,
  districtMax: `District must be at most ${SETTINGS_LIMITS.placeNameMax} characters`,
  stateInvalid: (state: string) => `"${state}" is not an Indian state or union territory`,
  commissionInvalid: `Commission must be a percentage from 0 to ${SETTINGS_LIMITS.commissionPercentMax}, with at most two decimals`,
  royaltyInvalid: `Royalty must be a percentage from 0 to ${SETTINGS_LIMITS.royaltyPercentMax}, with at most two decimals`,
  /** The 503 body of a new payment while maintenance mode is on. */
  paymentsPaused:
    'The shop is under maintenance, so new payments are paused. Please try again a little later.',
  maintenanceTitle: 'We’ll be back soon',
  maintenanceText: (siteName: string) =>
    `${siteName} is down for scheduled maintenance. Your orders and payments are safe; please check back shortly.`,
} as const;

const M = SETTINGS_MESSAGES;

/**
 * The web app's React Query key for `GET /api/settings`; the server puts the answer under the same
 * key in the HTML of the pages it knows (docs/decisions/0027), so those pages do not call it.
 */
export const SITE_SETTINGS_QUERY_KEY = ['site', 'settings'] as const;

/**
 * Where a deliverable PIN code is. The checkout fills in district and state when the shopper
 * types the code; a code with no place leaves them to the shopper. Written out here, not inferred
 * from settings-schema.ts `pinCodePlaceSchema` (checked against it), so this file needs nothing
 * from the schemas (no import cycle).
 */
export type PinCodePlace = { district: string; state: string };

/** Places by PIN code, kept with the admin's list of deliverable codes. */
export type PinCodePlaces = Record<string, PinCodePlace>;

/** The shop's own campus (Tezpur University, Napaam): where a new shop's PIN code is. */
export const DEFAULT_PIN_CODE_PLACES: Readonly<PinCodePlaces> = {
  '784028': { district: 'Sonitpur', state: 'Assam' },
};

/** The places of `codes` only, from `places` (a code dropped from the list loses its place). */
export function placesFor(
  codes: readonly string[],
  places: Readonly<PinCodePlaces>,
): PinCodePlaces {
  const kept: PinCodePlaces = {};
  for (const code of codes) {
    const place = Object.prototype.hasOwnProperty.call(places, code) ? places[code] : undefined;
    if (place && (place.district || place.state)) kept[code] = { ...place };
  }
  return kept;
}

/** One PIN code as typed: spaces dropped. */
export function normalizePinCode(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * A pasted list as codes: commas, semicolons or new lines between codes, or spaces; a code
 * written with a space ("560 001") stays one code.
 */
export function splitPinCodes(text: string): string[] {
  return text.split(/[,;\n]+/).flatMap((chunk) => {
    const joined = normalizePinCode(chunk);
    if (/^\d{6}$/.test(joined)) return [joined];
    return chunk.split(/\s+/).filter(Boolean);
  });
}

/** Why a code cannot join the list (format, then already listed), or null. */
export function pinCodeProblem(pin: string, listed: readonly string[]): string | null {
  if (!PIN_CODE_PATTERN.test(pin)) return M.pinCodeInvalid(pin);
  if (listed.includes(pin)) return M.pinCodeDuplicate(pin);
  return null;
}
