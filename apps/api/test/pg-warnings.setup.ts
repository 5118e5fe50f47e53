import { afterEach } from 'vitest';

/**
 * node-postgres warns (once per process, a DeprecationWarning naming pg@9) when a query is sent
 * to a client that is still running one: parallel queries on one transaction's client, which pg 9
 * will refuse (docs/decisions/0057). Every API test file loads this: such a warning fails the
 * test it came from, so the PostgreSQL runs catch a `Promise.all` on a transaction that the lint
 * rule (eslint.config.js) missed. PGlite serialises its queries and never warns.
 */
const PG_DEPRECATION = /pg@9/;
const seen: Error[] = [];
const listening = Symbol.for('campus-threads.pg-warnings');
const registry = globalThis as { [listening]?: Error[] };

if (!registry[listening]) {
  registry[listening] = seen;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && PG_DEPRECATION.test(warning.message))
      registry[listening]!.push(warning);
  });
} else {
  registry[listening] = seen;
}

/** The node-postgres deprecation warnings since the last call (a test that provokes one on purpose). */
export function takePgWarnings(): Error[] {
  return (registry[listening] ?? []).splice(0);
}

afterEach(async () => {
  // The warning is emitted on the next tick after the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const warnings = takePgWarnings();
  if (warnings.length > 0)
    throw new Error(
      `node-postgres: ${warnings[0]!.message} (parallel queries on one client: await them in turn)`,
    );
});
