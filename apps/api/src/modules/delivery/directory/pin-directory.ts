import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { gstStateCode, PIN_CODE_PATTERN } from '@campus-threads/contract';
import { PIN_DIRECTORY_FORMAT } from './build-pin-directory';

/**
 * The PIN-code directory shipped with the project (docs/decisions/0066): every Indian PIN code
 * with its district and today's state, read once from `pin-directory.txt.gz` (made by
 * `npm run build:pin-directory`) and looked up in a Map: no network, no database.
 */

export type PinPlace = {
  pin: string;
  district: string;
  /** Today's state or union territory, as the checkout's list spells it. */
  state: string;
  /** Its GST state code ("36" for Telangana). */
  stateCode: string;
  /** Every state the code's post offices lie in, `state` first (290 codes straddle a border). */
  states: readonly string[];
};

export type PinDirectory = {
  lookup(pin: string): PinPlace | null;
  size: number;
  /** The source line of the file: package, version, licence. */
  source: string;
};

export const PIN_DIRECTORY_FILE = new URL('./pin-directory.txt.gz', import.meta.url);

export function parsePinDirectory(text: string): PinDirectory {
  const lines = text.split('\n');
  const [format, source = ''] = (lines[0] ?? '').split('\t');
  if (format !== PIN_DIRECTORY_FORMAT)
    throw new Error(`PIN directory: expected "${PIN_DIRECTORY_FORMAT}", found "${format}"`);
  const states: string[] = [];
  const districts: { name: string; state: number }[] = [];
  const byPin = new Map<string, number>();
  const otherStates = new Map<string, number[]>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const fields = line.split('\t');
    if (fields[0] === 'S') states.push(fields[1]!);
    else if (fields[0] === 'D') districts.push({ state: Number(fields[1]), name: fields[2]! });
    else {
      byPin.set(fields[0]!, Number(fields[1]));
      if (fields[2]) otherStates.set(fields[0]!, fields[2].split(',').map(Number));
    }
  }
  return {
    size: byPin.size,
    source,
    lookup(pin) {
      const at = byPin.get(pin);
      if (at === undefined) return null;
      const district = districts[at]!;
      const state = states[district.state]!;
      const others = otherStates.get(pin)?.map((s) => states[s]!) ?? [];
      return {
        pin,
        district: district.name,
        state,
        stateCode: gstStateCode(state) ?? '',
        states: [state, ...others],
      };
    },
  };
}

let loaded: PinDirectory | null = null;

/** The shipped directory, read on first use and kept. */
export function pinDirectory(): PinDirectory {
  loaded ??= parsePinDirectory(gunzipSync(readFileSync(PIN_DIRECTORY_FILE)).toString('utf8'));
  return loaded;
}

/** Whether `pin` is shaped like a PIN code (six digits, not starting with 0). */
export const isPinCodeShaped = (pin: string) => PIN_CODE_PATTERN.test(pin);
