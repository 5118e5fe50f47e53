import { statSync } from 'node:fs';
import {
  PIN_DIRECTORY_FILE,
  pinDirectory,
} from '../../apps/api/src/modules/delivery/directory/pin-directory';

/**
 * `npm run bench:pins`: the PIN directory's size on disk, the time to read it (once per process)
 * and the time of a look-up, against a Map of the same size built in the bench as the yardstick.
 * docs/PERFORMANCE.md ("PIN directory") keeps the figures.
 */

const LOOKUPS = 2_000_000;

function timeLookups(lookup: (pin: string) => unknown, pins: readonly string[]): number {
  let found = 0;
  const started = process.hrtime.bigint();
  for (const pin of pins) if (lookup(pin)) found += 1;
  const ns = Number(process.hrtime.bigint() - started) / pins.length;
  if (found === 0) throw new Error('no PIN found: the directory is empty');
  return ns;
}

const heapBefore = process.memoryUsage().heapUsed;
const loadStarted = process.hrtime.bigint();
const directory = pinDirectory();
const loadMs = Number(process.hrtime.bigint() - loadStarted) / 1e6;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

// Every 7,919th code from 110000 up: about a quarter are real PIN codes, the rest misses.
const pins = Array.from({ length: LOOKUPS }, (_, i) => String(110_000 + ((i * 7_919) % 750_000)));
const yardstick = new Map(
  Array.from({ length: directory.size }, (_, i) => [String(110_000 + i * 37), i]),
);

// Warm up both, then measure.
timeLookups((pin) => directory.lookup(pin), pins.slice(0, 100_000));
timeLookups((pin) => yardstick.get(pin), pins.slice(0, 100_000));
const lookupNs = timeLookups((pin) => directory.lookup(pin), pins);
const mapNs = timeLookups((pin) => yardstick.get(pin), pins);

console.log(`PIN directory: ${directory.size} PIN codes (${directory.source})`);
console.log(`  file ${(statSync(PIN_DIRECTORY_FILE).size / 1024).toFixed(1)} KB gzipped`);
console.log(`  first read ${loadMs.toFixed(1)} ms, heap +${heapMb.toFixed(1)} MB`);
console.log(
  `  look-up ${lookupNs.toFixed(0)} ns (a bare Map.get: ${mapNs.toFixed(0)} ns, ratio ${(lookupNs / mapNs).toFixed(1)})`,
);
