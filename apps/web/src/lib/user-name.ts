/** The first word of a full name ("Asha Rani Das" → "Asha"); empty input gives a fallback. */
export function firstName(fullName: string | null | undefined, fallback = 'Account'): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : fallback;
}

/** Up to two initials for an avatar ("asha das" → "AD"). */
export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
