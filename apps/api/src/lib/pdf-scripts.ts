import { constants, inflateSync } from 'node:zlib';

/**
 * Does a proof PDF carry a script or an action that runs when it is opened
 * (docs/decisions/0032-upload-limits-cleanup-and-pdf-scripts.md)? A reader finds these by
 * dictionary key or action type, which are PDF names: `/JS`, `/JavaScript`, `/OpenAction`,
 * `/Launch`. Names are case-sensitive, but any of their bytes may be written `#xx`
 * (`/J#53` is `/JS`), so every name is decoded before it is compared.
 *
 * Objects live either in the file's own bytes or inside object streams (a stream with `/First`
 * and `/N`, usually FlateDecode-compressed). So the whole file is scanned as it is, every
 * FlateDecode stream is inflated (within a budget) and scanned too, and an object stream that
 * cannot be read here (another filter, a PNG predictor, encrypted or broken data, over budget)
 * makes the file "not checkable": what we cannot read we do not hand to an admin.
 */
export type PdfScriptScan =
  | { verdict: 'plain' }
  | { verdict: 'scripted'; name: string }
  | { verdict: 'not-checkable'; reason: string };

/** The names that make a PDF run something when opened or used. */
export const PDF_ACTION_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'Launch',
]);

/** Most bytes all inflated streams of one file may produce (a 1 MB file; zip bombs stop here). */
export const PDF_INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** How far before `stream` a stream's dictionary is looked for. */
const MAX_DICTIONARY_CHARS = 64 * 1024;
/**
 * Most streams one file may have inflated, and most that may fail to inflate: zlib costs tens of
 * microseconds per stream and far more per failure, and a 1 MB file can hold 25,000 streams.
 * Past them an object stream is not checkable and other streams are not inflated.
 */
const MAX_INFLATED_STREAMS = 5000;
const MAX_FAILED_INFLATES = 50;

/** A name: `/` then regular characters (PDF 32000-1 §7.2.2: not white-space, not a delimiter). */
// eslint-disable-next-line no-control-regex -- NUL is PDF white-space: it ends a name.
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
/** The `stream` keyword that opens stream data (not the end of `endstream`). */
const STREAM_START = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const DIRECT_LENGTH = /\/Length\s+(\d+)(?!\d)(?!\s+\d+\s+R)/;

const FLATE = new Set(['FlateDecode', 'Fl']);
const OTHER_FILTERS = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JBIG2Decode',
  'Crypt',
]);

const HEX = /^[0-9A-Fa-f]{2}$/;

/** `#xx` escapes decoded (a `#` without two hex digits stays as it is). */
export function decodePdfName(raw: string): string {
  if (!raw.includes('#')) return raw;
  let name = '';
  for (let i = 0; i < raw.length; i++) {
    const hex = raw.slice(i + 1, i + 3);
    if (raw[i] === '#' && HEX.test(hex)) {
      name += String.fromCharCode(Number.parseInt(hex, 16));
      i += 2;
    } else name += raw[i];
  }
  return name;
}

/** Every name in `text` (latin1), decoded. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(NAME)) {
    const raw = match[1]!;
    names.push(decodePdfName(raw));
  }
  return names;
}

/**
 * Only names made of the action names' letters and `#xx` escapes, ending at a delimiter, can
 * decode to one: the regular expression skips every other name without a call per name.
 */
const ACTION_NAME =
  // eslint-disable-next-line no-control-regex -- NUL is PDF white-space: it ends a name.
  /\/((?:[JSavcriptOenAolLuh]|#[0-9A-Fa-f]{2})+)(?=[\x00\t\n\f\r ()<>[\]{}/%]|$)/g;

function firstActionName(text: string): string | null {
  for (const match of text.matchAll(ACTION_NAME)) {
    const name = decodePdfName(match[1]!);
    if (PDF_ACTION_NAMES.has(name)) return name;
  }
  return null;
}

type StreamPart = { dictionary: string[]; data: Buffer };

/** Each stream's dictionary names and raw data, found from its `stream` keyword. */
function* streamsIn(bytes: Buffer, text: string): Generator<StreamPart> {
  STREAM_START.lastIndex = 0;
  let previousEnd = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const keyword = match.index;
    const dataStart = keyword + match[0].length;
    // Searched only since the previous stream's end (and at most 64 KB back): linear in the file.
    const before = text.slice(Math.max(previousEnd, keyword - MAX_DICTIONARY_CHARS, 0), keyword);
    const dictionaryText = before.slice(Math.max(before.lastIndexOf('obj'), 0));

    let dataEnd = -1;
    const length = DIRECT_LENGTH.exec(dictionaryText);
    if (length) {
      const end = dataStart + Number(length[1]);
      if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 16))) dataEnd = end;
    }
    if (dataEnd < 0) {
      const endKeyword = text.indexOf('endstream', dataStart);
      dataEnd = endKeyword < 0 ? text.length : endKeyword;
    }
    yield { dictionary: namesIn(dictionaryText), data: bytes.subarray(dataStart, dataEnd) };
    previousEnd = dataEnd;
    STREAM_START.lastIndex = Math.max(dataEnd, dataStart);
  }
}

/** Inflates a stream: its bytes, or why not (not zlib data, or more than `maxBytes`). */
function inflate(data: Buffer, maxBytes: number): Buffer | 'too-large' | 'invalid' {
  if (maxBytes <= 0) return 'too-large';
  // A zlib header (RFC 1950: deflate, window ≤ 32 KB, check bits) or not zlib at all: refused
  // here without asking zlib, whose failures are slow.
  const [cmf = 0, flg = 0] = data;
  if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || ((cmf << 8) | flg) % 31 !== 0) return 'invalid';
  try {
    // SYNC_FLUSH: a truncated stream gives what it has, as lenient readers would show it.
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: maxBytes });
  } catch (error) {
    return error instanceof RangeError ? 'too-large' : 'invalid';
  }
}

/** Scans a PDF's bytes (see the module comment). The caller has checked that it starts with %PDF-. */
export function scanPdfForScripts(
  bytes: Buffer,
  options: { inflateBudgetBytes?: number } = {},
): PdfScriptScan {
  const text = bytes.toString('latin1');
  const inRaw = firstActionName(text);
  if (inRaw) return { verdict: 'scripted', name: inRaw };

  let budget = options.inflateBudgetBytes ?? PDF_INFLATE_BUDGET_BYTES;
  let attempts = 0;
  let failures = 0;
  for (const stream of streamsIn(bytes, text)) {
    const names = new Set(stream.dictionary);
    const holdsObjects = names.has('First') && names.has('N');
    const filters = stream.dictionary.filter((name) => FLATE.has(name) || OTHER_FILTERS.has(name));
    if (filters.length === 0) continue; // its bytes were scanned with the file's
    const onlyFlate = filters.every((name) => FLATE.has(name));
    if (!onlyFlate || (holdsObjects && names.has('Predictor'))) {
      if (holdsObjects) return { verdict: 'not-checkable', reason: 'object stream filter' };
      continue; // image, font or page data in a form that holds no objects
    }
    // An image's pixels are never read as objects: not worth the budget (a flat 12 MP image
    // inflates to 36 MB from a few kilobytes).
    if (names.has('Image') && !holdsObjects) continue;
    if (attempts >= MAX_INFLATED_STREAMS || failures >= MAX_FAILED_INFLATES) {
      if (holdsObjects) return { verdict: 'not-checkable', reason: 'too many streams' };
      continue;
    }
    attempts += 1;
    // [/FlateDecode /FlateDecode] is compressed twice: inflated as often as it is named.
    let inflated: ReturnType<typeof inflate> = stream.data;
    for (let round = 0; round < filters.length && typeof inflated !== 'string'; round++)
      inflated = inflate(inflated, budget);
    if (typeof inflated === 'string') {
      // Over the budget, nothing more is inflated: a file of bombs costs one budget, not many.
      if (inflated === 'too-large') budget = 0;
      failures += 1;
      if (holdsObjects) return { verdict: 'not-checkable', reason: `object stream ${inflated}` };
      continue;
    }
    budget -= inflated.length;
    const name = firstActionName(inflated.toString('latin1'));
    if (name) return { verdict: 'scripted', name };
  }
  return { verdict: 'plain' };
}
