import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sharedSecrets } from '../../db/schema/auth';

/** The shortest secret accepted (as JWT_SECRET's rule in config.ts). */
const MIN_SECRET_LENGTH = 32;

/**
 * The secret kept in DATA_DIR by versions before the database kept it: the first process on a
 * database that has none stores it, so the sessions of a one-process install outlive the upgrade.
 */
function earlierFileSecret(dataDir: string): string | null {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

/**
 * The signing secret when JWT_SECRET is not set (docs/decisions/0057): the database's one
 * `shared_secrets` row, made by whichever process comes first (`on conflict do nothing`, so two
 * starting at once keep one) and read back by every process, whatever its DATA_DIR.
 */
export async function sharedJwtSecret(db: Db, dataDir: string): Promise<string> {
  const fresh = earlierFileSecret(dataDir) ?? randomBytes(48).toString('base64url');
  await db.insert(sharedSecrets).values({ id: 1, jwtSecret: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.id, 1));
  if (!row) throw new Error('shared_secrets: the secret row is missing');
  return row.jwtSecret;
}
