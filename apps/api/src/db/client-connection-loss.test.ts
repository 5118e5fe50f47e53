import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createThrowawayDatabase } from '../../test/throwaway-postgres';
import { isDatabaseUnavailable } from '../lib/database-errors';

const adminUrl = inject('testDatabaseUrl');

// bench/faults: PostgreSQL going away while a transaction holds a pool client (between two
// statements) must not crash the process; the next statement fails as "database unavailable".
describe.skipIf(!adminUrl)('a pool client whose server goes away mid-transaction', () => {
  it('does not crash the process, reads as unavailable, and the pool recovers', async () => {
    const { database, drop } = await createThrowawayDatabase(adminUrl!, { prefix: 'ct_test' });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      let failure: unknown;
      await database.db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The server's goodbye arrives while the client is idle in the transaction.
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => {
          failure = error;
        });
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await database.query('select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await admin.end();
      await drop();
    }
  });
});
