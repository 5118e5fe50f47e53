/**
 * JSON with object keys sorted, for telling whether a value read back from a jsonb column changed:
 * PostgreSQL's jsonb keeps its own key order.
 */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
