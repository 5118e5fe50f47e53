import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadLimit } from '@campus-threads/contract';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { AppError } from '../../lib/errors';

type Executor = Pick<Db, 'select' | 'execute'>;
type Started = { createdAt: Date; declaredSize: number };

/** The two tiers (docs/decisions/0053): sellers', and every other account's, lower. */
export type UploadTiers = { seller: readonly UploadLimit[]; newAccount: readonly UploadLimit[] };

/**
 * How long until one more file of `size` bytes fits every limit, given the uploads started in the
 * longest window (oldest first): 0 when it fits now. Under a limit nothing waits; over it, the
 * wait is until enough of the oldest uploads have left that window.
 */
export function uploadLimitWaitMs(
  started: readonly Started[],
  size: number,
  at: number,
  limits: readonly UploadLimit[] = UPLOAD_LIMITS,
): number {
  let wait = 0;
  for (const limit of limits) {
    const inWindow = started.filter((row) => row.createdAt.getTime() > at - limit.windowMs);
    let files = inWindow.length;
    let bytes = inWindow.reduce((sum, row) => sum + row.declaredSize, 0);
    const fits = () => files + 1 <= limit.maxFiles && bytes + size <= limit.maxBytes;
    for (const row of inWindow) {
      if (fits()) break;
      files -= 1;
      bytes -= row.declaredSize;
      wait = Math.max(wait, row.createdAt.getTime() + limit.windowMs - at);
    }
  }
  return wait;
}

/**
 * Inside the presign transaction: waits for the account's other presigns (an advisory lock held
 * to the end of the transaction, so parallel requests, in this process or another, cannot pass a
 * limit together), picks the account's tier (a seller's when `isSeller` holds: an admin, or what
 * the composition root's query says), counts the links it had signed in the tier's longest window
 * from the `uploads` table (index user_id, created_at), and refuses with 429 and the wait in
 * minutes when one more would pass a limit.
 */
export async function assertUnderUploadLimits(
  tx: Executor,
  user: { id: string; isAdmin: boolean },
  size: number,
  at: number,
  tiers: UploadTiers & { isSeller: (userId: string) => SQL },
): Promise<void> {
  const userId = user.id;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
  // Both drivers (pg, PGlite) answer execute() with { rows }.
  const seller =
    user.isAdmin ||
    (
      (await tx.execute(sql`select (${tiers.isSeller(userId)}) as seller`)) as unknown as {
        rows: { seller: boolean }[];
      }
    ).rows[0]?.seller === true;
  const limits = seller ? tiers.seller : tiers.newAccount;
  const longestWindowMs = Math.max(...limits.map((limit) => limit.windowMs));
  const started = await tx
    .select({ createdAt: uploads.createdAt, declaredSize: uploads.declaredSize })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        gt(uploads.createdAt, new Date(at - longestWindowMs)),
        // A signed link (presign sets expires_at after created_at); the server's own files
        // (recordStoredFile: the demo proofs) have expires_at = created_at and are not counted.
        gt(uploads.expiresAt, uploads.createdAt),
      ),
    )
    .orderBy(asc(uploads.createdAt));
  const waitMs = uploadLimitWaitMs(started, size, at, limits);
  if (waitMs > 0)
    throw new AppError(
      'RATE_LIMITED',
      seller
        ? UPLOAD_MESSAGES.tooManyUploads(waitMs / 60_000)
        : UPLOAD_MESSAGES.tooManyUploadsNewAccount(waitMs / 60_000),
    );
}
