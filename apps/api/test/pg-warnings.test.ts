import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from './create-test-app';
import { takePgWarnings } from './pg-warnings.setup';

// The guard of test/pg-warnings.setup.ts: on PostgreSQL, queries sent at once on one
// transaction's client raise node-postgres's deprecation warning, which the setup turns into a
// failed test (taken here, so this test passes).
const postgres = testDatabaseKinds().includes('postgres');

describe.runIf(postgres)('parallel queries on one transaction, on PostgreSQL', () => {
  it("are caught by the setup's warning guard", async () => {
    const { database, drop } = await createTestDatabase('postgres');
    try {
      await database.db.transaction(async (tx) => {
        // node-postgres warns once a query waits behind another already queued: three at once.
        await Promise.all([1, 2, 3].map((n) => tx.execute(sql`select ${n}::int`)));
      });
      await new Promise((resolve) => setImmediate(resolve));
      const warnings = takePgWarnings();
      expect(warnings.map((w) => w.message).join('\n')).toMatch(/already executing a query/);
    } finally {
      await drop();
    }
  });
});
