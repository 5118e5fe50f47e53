import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** In a `u` regex a surrogate pair is one code point, so only a lone surrogate is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text the API accepts: no NUL (PostgreSQL text cannot hold U+0000, and a query with one fails
 * inside the database) and well-formed UTF-16 (a lone surrogate has no UTF-8 form).
 */
export function isAcceptableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Decodes one percent-encoded URL component; undefined when it is not valid UTF-8 percent-encoding. */
function decodeComponent(component: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? component.replaceAll('+', ' ') : component);
  } catch {
    return undefined;
  }
}

/**
 * True when every part of a request target (path segments, query keys and values) decodes to
 * acceptable text. Checked on the raw URL, before Fastify's lenient decoders (which keep a
 * broken escape as it is) can hand half-decoded text to a route.
 */
export function isAcceptableUrl(url: string): boolean {
  // Without an escape every component decodes to itself (the `+` of a query to a space): the
  // whole URL can be checked at once, with no decoding.
  if (!url.includes('%')) return isAcceptableText(url);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  for (const segment of path.split('/')) {
    const decoded = decodeComponent(segment, false);
    if (decoded === undefined || !isAcceptableText(decoded)) return false;
  }
  for (const pair of query.split('&')) {
    for (const part of pair.split('=')) {
      const decoded = decodeComponent(part, true);
      if (decoded === undefined || !isAcceptableText(decoded)) return false;
    }
  }
  return true;
}

/** Parsed JSON objects; not Buffers (uploads) or streams, whose bytes are not text. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * True when a string (key or value) in a parsed body is not acceptable text.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isAcceptableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (!isAcceptableText(key)) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

export const invalidTextError = () => new AppError('BAD_REQUEST', HTTP_ERROR_MESSAGES.invalidText);

function headersAreAcceptable(request: FastifyRequest): boolean {
  for (const value of Object.values(request.headers)) {
    if (
      typeof value === 'string'
        ? !isAcceptableText(value)
        : value?.some((v) => !isAcceptableText(v))
    )
      return false;
  }
  return true;
}

/**
 * The one gate for text, for every route (API, simulator page, files): a request with NUL, a
 * lone surrogate or broken percent-encoding in its URL or headers is answered 400 before any
 * route, guard or rate limit sees it; a parsed body (JSON, or the string another parser kept)
 * is checked before validation, so no route or service ever receives such text.
 */
export function registerInputTextGate(app: FastifyInstance): void {
  // Synchronous hooks: every request passes them, and a promise each is measurable.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      isAcceptableUrl(request.url) && headersAreAcceptable(request)
        ? undefined
        : invalidTextError(),
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const invalid = request.body !== undefined && containsInvalidText(request.body);
    done(invalid ? invalidTextError() : undefined);
  });
}
