import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. With static options (no directive
 * is a function of the request) helmet sets the same headers on every response, so there is no
 * need to run it per request: @fastify/helmet built helmet's middleware afresh for each one,
 * re-parsing the Content-Security-Policy every time (docs/decisions/0065).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Helmet's headers on every response, errors and 404s included, set by a synchronous onRequest
 * hook (no promise per request) registered on the root instance.
 */
export function registerHelmetHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
