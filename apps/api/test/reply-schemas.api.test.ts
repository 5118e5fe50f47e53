import type * as Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './create-test-app';

/**
 * Every `/api` route declares its reply schema (docs/decisions/0043, house rule in 0062): the
 * serializer sends only what the schema names, so a field nobody meant to send (a hash, a token)
 * cannot slip out, and the web app's types are inferred from the same schemas. The routes are
 * read as Fastify registers them: `fastify` is wrapped so every instance buildApp makes gets an
 * onRoute hook before any route is added, and each route's options, schema included, are kept.
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof Fastify>();
  const wrapped = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options) as unknown as FastifyInstance;
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: wrapped, fastify: wrapped };
});

/** A path as the route table writes it: a prefix's own route (`/api/users/`) without its slash. */
const bare = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/** The status codes a route's reply schema declares, or [] when it has none. */
function replyCodes(route: RouteOptions): string[] {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return response ? Object.keys(response) : [];
}

describe('every /api route declares its reply schema', () => {
  it('declares a 2xx (or 3xx) reply for each route of the route table', async () => {
    const t = await createTestApp();
    try {
      const apiRoutes = registered.filter((route) => route.url.startsWith('/api'));
      const seen = new Set(
        apiRoutes.flatMap((r) => methodsOf(r).map((m) => `${m} ${bare(r.url)}`)),
      );
      // The hook saw every /api route the app's own route table holds (and the table is not empty).
      const table = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
      expect(table.length).toBeGreaterThan(50);
      expect(table.map((r) => `${r.method} ${r.url}`).filter((key) => !seen.has(key))).toEqual([]);

      const missing = apiRoutes
        .filter((route) => !replyCodes(route).some((code) => /^(2|3)\d\d$|^[23]xx$/.test(code)))
        .flatMap((route) => methodsOf(route).map((m) => `${m} ${bare(route.url)}`));
      expect(missing, 'add schema.response for these routes').toEqual([]);
      // And the check itself: a route with no reply schema, or only error replies, is caught.
      const probe = (schema: unknown) => ({ method: 'GET', url: '/api/x', schema }) as RouteOptions;
      expect(replyCodes(probe(undefined))).toEqual([]);
      expect(replyCodes(probe({ response: { 404: {} } }))).toEqual(['404']);
    } finally {
      await t.close();
    }
  });
});
