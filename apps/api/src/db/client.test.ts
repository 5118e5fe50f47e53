import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';

describe('createDatabase (embedded PGlite on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data in DATA_DIR/pg across restarts', async () => {
    const first = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      await first.query(
        `insert into users (full_name, email, phone, password_hash) values ('Keep Me', 'keep@example.com', '9876543210', 'x')`,
      );
    } finally {
      await first.close();
    }

    const second = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateDatabase(second);
      const rows = await second.query<{ email: string }>('select email from users');
      expect(rows).toEqual([{ email: 'keep@example.com' }]);
    } finally {
      await second.close();
    }
  });
});
