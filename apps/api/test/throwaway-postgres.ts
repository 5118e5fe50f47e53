import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/**
 * A PostgreSQL database made for one test file or one benchmark run and dropped after: the one
 * place that says "create database ct_xxx / drop database". Plain Node (no vitest), so the bench
 * scripts use it too.
 */
export type ThrowawayDatabase = {
  database: Database;
  /** The new database's URL (a server process can open it too). */
  url: string;
  name: string;
  /** Closes the connections and drops the database (unless `keep` was asked). */
  drop: () => Promise<void>;
};

export type ThrowawayOptions = {
  /** Name prefix, letters and underscores: `ct_test`, `ct_bench`. */
  prefix?: string;
  /** Apply the migrations first (default true). */
  migrate?: boolean;
  /** Leave the database behind on drop, to look at it afterwards. */
  keep?: boolean;
};

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database on the server `adminUrl` points at (its user must be allowed to create databases). */
export async function createThrowawayDatabase(
  adminUrl: string,
  options: ThrowawayOptions = {},
): Promise<ThrowawayDatabase> {
  const prefix = options.prefix ?? 'ct_test';
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`bad database name prefix: ${prefix}`);
  // The name goes into SQL unquoted: it is only letters, digits and underscores.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  const drop = async () => {
    await database.close();
    if (!options.keep) await run(adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    if (options.migrate ?? true) await migrateDatabase(database);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, url: url.toString(), name, drop };
}

/** Whether a throwaway database can be made on `adminUrl` (the benches skip PostgreSQL if not). */
export async function canMakeThrowawayDatabase(adminUrl: string): Promise<boolean> {
  try {
    const { drop } = await createThrowawayDatabase(adminUrl, {
      prefix: 'ct_bench',
      migrate: false,
    });
    await drop();
    return true;
  } catch {
    return false;
  }
}
