/**
 * The state (or union territory) of an Indian PIN code, from its first digits (decision 0056):
 * India Post's postal circles. The first two digits name a circle; a three-digit entry refines one
 * where a circle holds another state or territory (403 Goa in Maharashtra's 40, 737 Sikkim and 744
 * the Andaman and Nicobar Islands in West Bengal's 73 and 74, ...). Where a prefix is shared, every
 * state it covers is accepted (81 and 82: Bihar or Jharkhand). A prefix not listed (the Army Post
 * Office's 90 to 99, unused ones) says nothing, and any state is accepted.
 */

type Places = readonly string[];

const UP = 'Uttar Pradesh';
const UK = 'Uttarakhand';
const WB = 'West Bengal';
const TN = 'Tamil Nadu';
const AP = 'Andhra Pradesh';
const GJ = 'Gujarat';
const JK = 'Jammu and Kashmir';
const DNHDD = 'Dadra and Nagar Haveli and Daman and Diu';
const PY = 'Puducherry';

const BY_TWO_DIGITS: Readonly<Record<string, Places>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  '17': ['Himachal Pradesh'],
  '18': [JK],
  '19': [JK],
  '20': [UP],
  '21': [UP],
  '22': [UP],
  '23': [UP],
  '24': [UP, UK],
  '25': [UP],
  '26': [UP, UK],
  '27': [UP],
  '28': [UP],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': [GJ],
  '37': [GJ],
  '38': [GJ],
  '39': [GJ],
  '40': ['Maharashtra'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '51': [AP],
  '52': [AP],
  '53': [AP],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': [TN],
  '61': [TN],
  '62': [TN],
  '63': [TN],
  '64': [TN],
  '67': ['Kerala'],
  '68': ['Kerala'],
  '69': ['Kerala'],
  '70': [WB],
  '71': [WB],
  '72': [WB],
  '73': [WB],
  '74': [WB],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

const BY_THREE_DIGITS: Readonly<Record<string, Places>> = {
  '160': ['Chandigarh', 'Punjab'],
  '194': [JK, 'Ladakh'],
  '244': [UP, UK],
  '246': [UP, UK],
  '247': [UP, UK],
  '248': [UK],
  '249': [UK],
  '262': [UP, UK],
  '263': [UK],
  '362': [GJ, DNHDD],
  '396': [GJ, DNHDD],
  '403': ['Goa'],
  '533': [AP, PY],
  '605': [TN, PY],
  '609': [TN, PY],
  '673': ['Kerala', PY],
  '682': ['Kerala', 'Lakshadweep'],
  '737': ['Sikkim'],
  '744': ['Andaman and Nicobar Islands'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
};

/**
 * The states a PIN code may be in, most likely first; empty when the code is not six digits or its
 * prefix says nothing (then any state is accepted).
 */
export function statesOfPinCode(pinCode: string): Places {
  const pin = pinCode.trim();
  if (!/^\d{6}$/.test(pin)) return [];
  return BY_THREE_DIGITS[pin.slice(0, 3)] ?? BY_TWO_DIGITS[pin.slice(0, 2)] ?? [];
}

/** Whether `state` can be the state of `pinCode` (true when the code's prefix says nothing). */
export function pinCodeFitsState(pinCode: string, state: string): boolean {
  const states = statesOfPinCode(pinCode);
  return states.length === 0 || states.includes(state.trim());
}

/** The one state a PIN code is in, or null when it is unknown or shared (the form fills it in). */
export function stateOfPinCode(pinCode: string): string | null {
  const states = statesOfPinCode(pinCode);
  return states.length === 1 ? states[0]! : null;
}
