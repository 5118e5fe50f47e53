import {
  CREDENTIAL_MESSAGES,
  CREDENTIAL_MIN_LENGTH,
  isCredentialCategory,
  type CredentialCategory,
} from '@campus-threads/contract';

/**
 * The credential dialog's rules (spec: storefront §2 "Credential dialog", §5) as pure functions:
 * validation, the /credential/{category} address, reading it back, and the page headings.
 * Validation is written by hand so the home page's dialog chunk carries no form library.
 */

/** The dialog's form values (spec §2): the hostel's university is its own field. */
export type CredentialValues = {
  universityName: string;
  departmentName: string;
  hostelName: string;
  hostelUniversityName: string;
  eventName: string;
  universityLocation: string;
  eventDate: string;
};

export const EMPTY_CREDENTIALS: CredentialValues = {
  universityName: '',
  departmentName: '',
  hostelName: '',
  hostelUniversityName: '',
  eventName: '',
  universityLocation: '',
  eventDate: '',
};

export type CredentialField = keyof CredentialValues;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

/** What a /credential page lists: the query parameters of spec §2. */
export type CredentialDetails = {
  hostelName?: string;
  universityName?: string;
  departmentName?: string;
  eventName?: string;
  location?: string;
  date?: string;
};

export const CREDENTIAL_DIALOG_TITLES: Record<CredentialCategory, string> = {
  hostel: 'Enter Hostel Credentials',
  university: 'Enter University/Department Credentials',
  accessories: 'Enter University Credentials',
  event: 'Enter Event Credentials',
};

/** The fields each category asks for, in order. */
export const CREDENTIAL_FIELDS: Record<CredentialCategory, CredentialField[]> = {
  hostel: ['hostelUniversityName', 'hostelName'],
  university: ['universityName', 'departmentName'],
  accessories: ['universityName', 'departmentName'],
  event: ['eventName'],
};

const tooShort = (value: string) => value.trim().length < CREDENTIAL_MIN_LENGTH;

/** The spec's checks on Continue (§5); an empty object means the form may be submitted. */
export function validateCredentials(
  category: CredentialCategory,
  values: CredentialValues,
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (category === 'hostel') {
    if (tooShort(values.hostelUniversityName)) {
      errors.hostelUniversityName = CREDENTIAL_MESSAGES.universityNameMin;
    }
    if (tooShort(values.hostelName)) errors.hostelName = CREDENTIAL_MESSAGES.hostelNameMin;
  } else if (category === 'event') {
    if (tooShort(values.eventName)) errors.eventName = CREDENTIAL_MESSAGES.eventNameMin;
  } else {
    if (tooShort(values.universityName)) {
      errors.universityName = CREDENTIAL_MESSAGES.universityNameMin;
    }
    if (tooShort(values.departmentName)) {
      errors.departmentName = CREDENTIAL_MESSAGES.departmentNameMin;
    }
  }
  return errors;
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function compact(details: CredentialDetails): CredentialDetails {
  const out: CredentialDetails = {};
  for (const [key, value] of Object.entries(details) as [
    keyof CredentialDetails,
    string | undefined,
  ][]) {
    const v = clean(value);
    if (v) out[key] = v;
  }
  return out;
}

/** The details a submitted form stands for (trimmed; empty optional values left out). */
export function detailsFromValues(
  category: CredentialCategory,
  values: CredentialValues,
): CredentialDetails {
  if (category === 'hostel') {
    return compact({ hostelName: values.hostelName, universityName: values.hostelUniversityName });
  }
  if (category === 'event') {
    return compact({ eventName: values.eventName, date: values.eventDate });
  }
  return compact({
    universityName: values.universityName,
    departmentName: values.departmentName,
    location: values.universityLocation,
  });
}

/** Query parameters of each category (spec §2), in the spec's order. */
const PARAMS: Record<CredentialCategory, (keyof CredentialDetails)[]> = {
  hostel: ['hostelName', 'universityName'],
  university: ['universityName', 'departmentName', 'location'],
  accessories: ['universityName', 'departmentName', 'location'],
  event: ['eventName', 'date'],
};

/** The one detail a page cannot list without. */
const REQUIRED: Record<CredentialCategory, keyof CredentialDetails> = {
  hostel: 'hostelName',
  university: 'universityName',
  accessories: 'universityName',
  event: 'eventName',
};

/** "/credential/university?universityName=…&departmentName=…" */
export function credentialPath(category: CredentialCategory, details: CredentialDetails): string {
  const search = new URLSearchParams();
  for (const key of PARAMS[category]) {
    const value = clean(details[key]);
    if (value) search.set(key, value);
  }
  const qs = search.toString();
  return `/credential/${category}${qs ? `?${qs}` : ''}`;
}

/** Details from the address, or null when the one required value is missing. */
export function detailsFromSearch(
  category: CredentialCategory,
  search: URLSearchParams,
): CredentialDetails | null {
  const details: CredentialDetails = {};
  for (const key of PARAMS[category]) {
    const value = clean(search.get(key));
    if (value) details[key] = value;
  }
  return details[REQUIRED[category]] ? details : null;
}

/** Details handed over in navigation state (the dialog passes them along with the address). */
export function detailsFromState(
  category: CredentialCategory,
  state: unknown,
): CredentialDetails | null {
  if (!state || typeof state !== 'object') return null;
  const raw = (state as { credentials?: unknown }).credentials;
  if (!raw || typeof raw !== 'object') return null;
  const details: CredentialDetails = {};
  for (const key of PARAMS[category]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && clean(value)) details[key] = clean(value);
  }
  return details[REQUIRED[category]] ? details : null;
}

/** State a credential navigation carries. */
export type CredentialNavState = { credentials: CredentialDetails };

export function parseCredentialCategory(value: string | undefined): CredentialCategory | null {
  return isCredentialCategory(value) ? value : null;
}

/** "Kapili Hostel" + "Hostel" → no doubled word: the name already says what it is. */
function withKind(name: string, kind: string): string {
  return new RegExp(`\\b${kind}\\b`, 'i').test(name) ? name : `${name} ${kind}`;
}

/**
 * The page heading (spec §2 "Credential-based headings"): '{hostel} Hostel T-Shirts',
 * '{university} - {department} T-Shirts', '{university} University T-Shirts',
 * '{event} Event T-Shirts'. A name that already contains the kind ("Kapili Hostel",
 * "Tezpur University") is not followed by it a second time.
 */
export function credentialHeading(
  category: CredentialCategory,
  details: CredentialDetails,
): string {
  const university = details.universityName ?? '';
  const department = details.departmentName;
  switch (category) {
    case 'hostel':
      return `${withKind(details.hostelName ?? '', 'Hostel')} T-Shirts`;
    case 'event':
      return `${withKind(details.eventName ?? '', 'Event')} T-Shirts`;
    case 'university':
      return department
        ? `${university} - ${department} T-Shirts`
        : `${withKind(university, 'University')} T-Shirts`;
    case 'accessories':
      return department ? `${university} - ${department} Accessories` : `${university} Accessories`;
  }
}

/** One line under the heading. */
export function credentialDescription(
  category: CredentialCategory,
  details: CredentialDetails,
): string {
  switch (category) {
    case 'hostel':
      return details.universityName
        ? `Designs made for ${details.hostelName} at ${details.universityName}, by students who live there.`
        : `Designs made for ${details.hostelName}, by students who live there.`;
    case 'event':
      return `Merch for ${details.eventName}: wear the fest, the match or the farewell.`;
    case 'university':
      return details.departmentName
        ? `T-shirts for ${details.departmentName} at ${details.universityName}, designed by students and approved by our team.`
        : `T-shirts for ${details.universityName}, designed by students and approved by our team.`;
    case 'accessories':
      return details.departmentName
        ? `Accessories for ${details.departmentName} at ${details.universityName}, and for every department there.`
        : `Accessories for ${details.universityName}.`;
  }
}
