/** The page number from ?page= (1 when missing or not a positive whole number). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 'Member since Nov 2026'. */
export function memberSinceLabel(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `Member since ${new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' }).format(date)}`;
}

/** 'R' from 'Riya Sharma': the avatar's letter. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
