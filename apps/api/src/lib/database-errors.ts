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

/** Network errors of a connection to the database (node's codes), and pg's own words for them. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTION_ERROR_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended|terminating connection/i;

/**
 * The database cannot be reached or is going away: SQLSTATE class 08 (connection exception),
 * 57P01-57P03 (shut down, crashed, starting up), 53300 (too many connections), or a network error
 * under the driver. Not the request's fault and not a bug: the answer is a 503 until it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')) return true;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code: errno, message } = e as { code?: unknown; message?: unknown };
    if (typeof errno === 'string' && CONNECTION_ERROR_CODES.has(errno)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_TEXT.test(message)) return true;
    const nested = (e as { errors?: unknown }).errors; // AggregateError (IPv4 and IPv6 refused)
    if (Array.isArray(nested) && nested.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
