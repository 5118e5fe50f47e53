import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config, type Env } from '../src/config';
import { createDatabase, type Database, type DatabaseKind } from '../src/db/client';
import type { AuthLimits } from '../src/modules/auth/auth.service';
import { createThrowawayDatabase } from './throwaway-postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return inject('testDatabaseUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = { database: Database; drop: () => Promise<void> };

/** A migrated database of its own: a PGlite clone of the template, or a fresh PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const database = await createDatabase(
      { databaseUrl: undefined, dataDir: tmpdir() },
      { loadDataDir: dump },
    );
    return { database, drop: () => database.close() };
  }

  const adminUrl = inject('testDatabaseUrl');
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { database, drop } = await createThrowawayDatabase(adminUrl, { prefix: 'ct_test' });
  return { database, drop };
}

export type TestAppOptions = {
  kind?: DatabaseKind;
  /** Environment overrides passed to loadConfig. */
  env?: Env;
  /** Defaults to limits no test reaches; rate-limit tests pass AUTH_RATE_LIMIT. */
  authLimits?: Partial<AuthLimits>;
  /** With REDIS_URL in env: where this app's rate-limit keys start (keeps test runs apart). */
  redisKeyPrefix?: string;
  /**
   * Another test app's database: a second API process on it (closing this app leaves it to its
   * owner). Default: a database of its own.
   */
  database?: Database;
};

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  /** Every response body this app has sent through inject(), for leak checks. */
  responseBodies: string[];
  close: () => Promise<void>;
};

/** Texts that must never appear in any response: hash columns and stored hashes. */
export const SECRET_MARKERS = [
  'password_hash',
  'passwordHash',
  'scrypt$',
  'token_version',
  'tokenVersion',
];

function recordResponses(app: App, bodies: string[]): void {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<{ body: string }>;
  (app as unknown as { inject: unknown }).inject = async (options: unknown) => {
    const response = await inject(options);
    bodies.push(response.body);
    return response;
  };
}

export const TEST_JWT_SECRET = 'test-secret-for-campus-threads-api-tests-0123456789';

const UNTHROTTLED: Partial<AuthLimits> = {
  maxFailedLoginsPerMinute: 10_000,
  maxRegistrationsPerMinute: 10_000,
  maxPasswordChangesPerMinute: 10_000,
};

/** buildApp on a database of its own, with a low scrypt cost and no web build. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SCRYPT_COST: '1024',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase(options.kind ?? 'pglite');
  try {
    const app = await buildApp({
      config,
      database,
      authLimits: options.authLimits ?? UNTHROTTLED,
      redisKeyPrefix: options.redisKeyPrefix,
    });
    const responseBodies: string[] = [];
    recordResponses(app, responseBodies);
    return {
      app,
      database,
      config,
      responseBodies,
      close: async () => {
        await app.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Registers beforeAll/afterAll for a describe block and hands back a context filled before the
 * first test: `const t = useTestApp(kind); ... t.app.inject(...)`.
 */
export function useTestApp(
  kind: DatabaseKind,
  options: Omit<TestAppOptions, 'kind'> = {},
): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp({ ...options, kind }));
  });
  afterAll(async () => {
    try {
      for (const body of context.responseBodies ?? []) {
        for (const marker of SECRET_MARKERS) {
          if (body.includes(marker))
            throw new Error(`a response leaked "${marker}": ${body.slice(0, 200)}`);
        }
      }
    } finally {
      await context.close?.();
    }
  });
  return context;
}
