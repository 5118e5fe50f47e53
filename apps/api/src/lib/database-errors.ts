/** SQLSTATE of a PostgreSQL error, seen directly (pg, PGlite) or wrapped by Drizzle as `cause`. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string')
      return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's class 22 "data exception" (bad text encoding, a value that is not a number or a
 * date, out of range, too long): the request carried a value the database cannot take, which is
 * bad input (a 4xx), not a fault of the server.
 */
export function isInputDataError(error: unknown): boolean {
  return databaseErrorCode(error)?.startsWith('22') ?? false;
}

/** Drizzle's wrapper carries the statement and its parameters (user input) in message and fields. */
function isQueryError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('query' in e && 'params' in e) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a log line may say about an error. A failed query is reduced to its SQLSTATE: the
 * statement, its parameters and PostgreSQL's message (which quotes the offending value) can hold
 * what a user typed, passwords and addresses included, and logs are kept and shipped elsewhere.
 */
export function loggableError(error: unknown): unknown {
  const code = databaseErrorCode(error);
  if (code === undefined && !isQueryError(error)) return error;
  return { type: 'DatabaseError', code: code ?? 'unknown' };
}
