import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: API processes starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 727_001;

/** Applies the committed SQL migrations (the same files on PGlite and PostgreSQL). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  await database.withLock(MIGRATION_LOCK_ID, () =>
    migratePg(database.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    }),
  );
}
