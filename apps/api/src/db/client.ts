import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database both drivers share (PGlite embedded, node-postgres for a server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs one raw statement (used by health checks and tests). */
  query: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;
  /** Runs fn while holding a PostgreSQL session advisory lock (plain call on PGlite: one process). */
  withLock: <T>(lockId: number, fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** Calls listener with the SQL text of every statement Drizzle sends; returns the unsubscribe. */
  observeQueries: (listener: QueryListener) => () => void;
  /** The embedded instance (kind 'pglite' only), e.g. to dump its data directory. */
  pglite?: PGlite;
};

export type QueryListener = (sql: string) => void;

/**
 * A Drizzle logger that forwards statements to the current listeners (tests count the statements
 * a request sends). With no listener it costs one Set size check per statement.
 */
function createQueryObserver() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string) {
        if (listeners.size === 0) return;
        for (const listener of listeners) listener(query);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type CreateDatabaseOptions = {
  /** PGlite only: keep the database in memory instead of DATA_DIR/pg (tests). */
  inMemory?: boolean;
  /** PGlite only: start from a data directory dump (tests clone a migrated template). */
  loadDataDir?: Blob | File;
};

/** PGlite in DATA_DIR/pg when DATABASE_URL is unset, else a pg Pool on DATABASE_URL. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  const observer = createQueryObserver();
  if (config.databaseUrl) {
    // A connection attempt gives up after 5 s: with the database down or unreachable, a request
    // gets its 503 in seconds instead of waiting on a socket (bench/faults).
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    // Nor a checked-out one (a transaction between statements, a held advisory lock) when the
    // server goes away: its next query fails, the request answers 503, the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema, logger: observer.logger }) as unknown as Db;
    let closed = false;
    return {
      db,
      kind: 'postgres',
      query: async <Row>(text: string, params?: unknown[]) =>
        (await pool.query(text, params)).rows as Row[],
      withLock: async (lockId, fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [lockId]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          client.release();
        }
      },
      observeQueries: observer.observeQueries,
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let dataDir: string | undefined;
  if (!options.inMemory && !options.loadDataDir) {
    dataDir = join(config.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite({ client, schema, logger: observer.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    withLock: (_lockId, fn) => fn(),
    observeQueries: observer.observeQueries,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
