import { UNUSED_UPLOAD_MAX_AGE_MS } from '@campus-threads/contract';
import { and, asc, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { INCOMING_KEY_PREFIX, thumbnailKey } from '../../lib/file-urls';
import type { Storage } from '../../lib/storage';

/**
 * A query of one text column, the storage keys something still shows (the catalogue's designs
 * and accessories, order lines). The modules that own those tables make it; app.ts joins them.
 */
export type FileKeysInUse = () => SQL;

/** Rows deleted per statement: each batch is one short DELETE, however large the backlog. */
export const UPLOAD_CLEANUP_BATCH = 200;

/** How often each API process looks for unused uploads. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes uploads that nothing uses 24 hours after they started (contract
 * UNUSED_UPLOAD_MAX_AGE_MS; docs/decisions/0032): the row, then the stored file, its thumbnail
 * and any S3 staging object. Each batch is a single `DELETE … RETURNING` whose candidates are
 * locked with SKIP LOCKED, so API processes running it at once never take the same upload; a
 * file already gone is fine (remove ignores it).
 */
export function createUploadCleanup(deps: {
  db: Db;
  storage: Storage;
  fileKeysInUse: FileKeysInUse;
  now?: () => number;
  batchSize?: number;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? Date.now;
  const batchSize = deps.batchSize ?? UPLOAD_CLEANUP_BATCH;

  /** The stored file, its thumbnail (images) and its S3 staging object; missing ones are fine. */
  function storedKeys(fileKey: string): string[] {
    const keys = [fileKey];
    if (!fileKey.endsWith('.pdf')) keys.push(thumbnailKey(fileKey));
    if (storage.kind === 's3') keys.push(INCOMING_KEY_PREFIX + fileKey);
    return keys;
  }

  /** One pass: deletes every unused upload older than the limit; answers how many. */
  async function deleteUnused(at: number = now()): Promise<number> {
    const startedBefore = new Date(at - UNUSED_UPLOAD_MAX_AGE_MS);
    let deleted = 0;
    let failure: PromiseRejectedResult | undefined;
    for (;;) {
      const unused = db
        .select({ fileKey: uploads.fileKey })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, startedBefore),
            sql`not exists (select 1 from (${deps.fileKeysInUse()}) as in_use(key) where in_use.key = ${uploads.fileKey})`,
          ),
        )
        .orderBy(asc(uploads.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(uploads)
        .where(inArray(uploads.fileKey, unused))
        .returning({ fileKey: uploads.fileKey });
      // The rows are gone first, so nothing can start using a file being removed. A removal that
      // fails (storage down) is reported after the pass; its file stays, unreachable by key use.
      const removals = await Promise.allSettled(
        rows.flatMap((row) => storedKeys(row.fileKey)).map((key) => storage.remove(key)),
      );
      failure ??= removals.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      deleted += rows.length;
      if (rows.length < batchSize) break;
    }
    if (failure) throw failure.reason;
    return deleted;
  }

  return { deleteUnused };
}

export type UploadCleanup = ReturnType<typeof createUploadCleanup>;
