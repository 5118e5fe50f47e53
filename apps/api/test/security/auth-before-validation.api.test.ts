import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { testDatabaseKinds, useTestApp } from '../create-test-app';

/** The auth guards (lib/auth-guard.ts), as printRoutes names them. */
const GUARDS = ['requireUser()', 'requireAdmin()'];

type PrintedRoute = { method: string; url: string; hooks: Record<string, string[]> };

/**
 * Every route with the hooks Fastify will run for it, plugin-level ones included (the onRoute
 * hook behind app.routeTable sees only a route's own options), read from
 * `printRoutes({ includeHooks: true })` (a radix tree whose segment column gives
 * the depth, 4 characters a level), with `• (hook) [names]` lines under each route.
 */
function printedRoutes(app: App): PrintedRoute[] {
  const text = app.printRoutes({ includeHooks: true });
  const routes: PrintedRoute[] = [];
  const paths: string[] = [];
  let current: PrintedRoute[] = [];
  for (const line of text.split('\n')) {
    const hook = /^[│├└─\s]*• \((\w+)\) \[(.*)\]$/.exec(line);
    if (hook) {
      const names = JSON.parse(`[${hook[2]}]`) as string[];
      for (const route of current) route.hooks[hook[1]!] = names;
      continue;
    }
    const node = /^([│├└─\s]*)(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const url = (paths[depth - 1] ?? '') + node[2]!;
    paths[depth] = url;
    paths.length = depth + 1;
    current = (node[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)
      .map((method) => ({ method, url, hooks: {} }));
    routes.push(...current);
  }
  return routes;
}

/**
 * A path with its parameters' names erased. Routes that share a parameter under different names
 * (`GET /api/drops/:slug`, `POST /api/drops/:id/cancel`) share one node, which printRoutes names
 * `:slug|:id`, so the printed paths and the route table are compared by shape.
 */
const PARAMS = /:\w+(?:\|:\w+)*/g;
const shape = (url: string) => url.replace(PARAMS, ':');

/** A body no route's schema accepts, and a query and path values that fail theirs. */
const INVALID_BODY = '[1, "not an object"]';
const invalidUrl = (url: string) =>
  `${url.replace(PARAMS, 'not-a-valid-id').replace(/\*$/, 'x/..%2e')}?page=-1&limit=none&status=%3F`;

describe.each(testDatabaseKinds())('authentication before validation on %s', (kind) => {
  const t = useTestApp(kind);

  it('reads every route of the route table, with its hooks', () => {
    const printed = printedRoutes(t.app);
    const key = (r: { method: string; url: string }) => `${r.method} ${shape(r.url)}`;
    const printedKeys = new Set(printed.map(key));
    for (const route of t.app.routeTable) expect(printedKeys, key(route)).toContain(key(route));
    // ... and nothing else (a route registered with a trailing slash is printed twice).
    const tableKeys = new Set(t.app.routeTable.map(key));
    for (const route of printed.filter((r) => r.method !== 'HEAD')) {
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      expect(tableKeys, key(route)).toContain(key({ method: route.method, url }));
    }
    const profile = printed.find((r) => key(r) === 'PUT /api/users/profile');
    expect(profile?.hooks.onRequest).toContain('requireUser()');
    const cart = printed.find((r) => key(r) === 'POST /api/cart/add');
    expect(cart?.hooks.onRequest).toContain('requireUser()');
    const admin = printed.find((r) => key(r) === 'GET /api/users');
    expect(admin?.hooks.onRequest).toContain('requireAdmin()');
  });

  it('runs every auth guard before validation: onRequest, never preValidation or later', () => {
    const late = printedRoutes(t.app).flatMap((route) =>
      Object.entries(route.hooks)
        .filter(([stage, names]) => stage !== 'onRequest' && names.some((n) => GUARDS.includes(n)))
        .map(([stage]) => `${route.method} ${route.url} (${stage})`),
    );
    expect(late).toEqual([]);
  });

  it('answers a guest 401 on every authenticated route, whatever the body, query or path', async () => {
    const guarded = printedRoutes(t.app).filter(
      (route) =>
        route.method !== 'HEAD' &&
        Object.values(route.hooks).some((names) => names.some((n) => GUARDS.includes(n))),
    );
    expect(guarded.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: invalidUrl(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: INVALID_BODY }),
      });
      if (response.statusCode !== 401)
        wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      else expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unauthorized });
    }
    expect(wrong).toEqual([]);
  });

  it('answers a guest’s profile update with bad fields 401, not 422', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { fullName: '', phone: 'not a phone' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unauthorized });
  });
});
