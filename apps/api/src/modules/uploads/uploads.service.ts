import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  UPLOAD_MESSAGES,
  type PresignRequest,
  type PresignResponse,
  type UploadCategory,
  type UploadCompleteResponse,
} from '@campus-threads/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema/uploads';
import { AppError } from '../../lib/errors';
import { bytesMatchType } from '../../lib/file-sniff';
import { fileUrl, INCOMING_KEY_PREFIX } from '../../lib/file-urls';
import { InvalidImageError, makeImageVariants } from '../../lib/images';
import { scanPdfForScripts } from '../../lib/pdf-scripts';
import { thumbnailKey } from '../../lib/file-urls';
import type { Storage } from '../../lib/storage';
import { checkUploadSignature } from '../../lib/upload-signature';
import { assertUnderUploadLimits, type UploadTiers } from './upload-limits';

export type UploadsService = ReturnType<typeof createUploadsService>;

/** What the local PUT route was called with (the signed URL's parts). */
export type LocalPut = {
  key: string;
  contentType: string;
  size: number;
  expires: number;
  signature: string;
};

export type UploadUser = { id: string; isAdmin: boolean };

export type PrivateFile = { stream: Readable; size: number; fileName: string };

const PDF = 'application/pdf';

/** `tshirts/<user>/<uuid>.webp`: images are always stored re-encoded as WebP, PDFs as they came. */
function newFileKey(userId: string, category: UploadCategory, contentType: string): string {
  const extension = contentType === PDF ? 'pdf' : 'webp';
  return `${category}/${userId}/${randomUUID()}.${extension}`;
}

/**
 * Uploads (docs/decisions/0015-uploads.md): signs one PUT per file after checking login, type
 * and size; checks the bytes (size, magic bytes, image decode) before anything is stored; keeps
 * one `uploads` row per file so designs and accessories accept only their seller's finished files.
 */
export function createUploadsService(deps: {
  db: Db;
  storage: Storage;
  /** The local back end's HMAC key (lib/upload-signature.ts). */
  uploadSigningKey: Buffer;
  urlTtlSeconds: number;
  /**
   * The per-account limits (docs/decisions/0053) and what makes an account a seller for them: a
   * boolean SQL expression the composition root builds from the modules that know (uploads
   * imports none of them).
   */
  limits: UploadTiers & { isSeller: (userId: string) => SQL };
  now?: () => number;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? Date.now;
  const direct = storage.kind === 's3';

  async function find(fileKey: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.fileKey, fileKey));
    return row;
  }

  /**
   * Checks the bytes and stores the final file(s); throws (storing nothing) when they are more
   * than were declared or not the declared type. Images become a metadata-free WebP + thumbnail.
   */
  async function checkAndStore(row: UploadRow, bytes: Buffer): Promise<UploadRow> {
    if (bytes.length > row.declaredSize)
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyBytes);
    if (!bytesMatchType(bytes, row.declaredType))
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        UPLOAD_MESSAGES.contentMismatch(row.declaredType),
      );

    let storedSize: number;
    if (row.declaredType === PDF) {
      // Proofs are opened by admins: nothing that runs when opened (docs/decisions/0032).
      const scan = scanPdfForScripts(bytes);
      if (scan.verdict === 'scripted')
        throw new AppError('VALIDATION', UPLOAD_MESSAGES.pdfHasScripts);
      if (scan.verdict === 'not-checkable')
        throw new AppError('VALIDATION', UPLOAD_MESSAGES.pdfNotCheckable);
      await storage.put(row.fileKey, bytes);
      storedSize = bytes.length;
    } else {
      let variants;
      try {
        variants = await makeImageVariants(bytes);
      } catch (error) {
        if (error instanceof InvalidImageError)
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            UPLOAD_MESSAGES.contentMismatch(row.declaredType),
          );
        throw error;
      }
      await Promise.all([
        storage.put(row.fileKey, variants.full),
        storage.put(thumbnailKey(row.fileKey), variants.thumbnail),
      ]);
      storedSize = variants.full.length;
    }

    const [done] = await db
      .update(uploads)
      .set({ state: 'complete', storedSize, completedAt: new Date(now()) })
      .where(and(eq(uploads.fileKey, row.fileKey), eq(uploads.state, 'pending')))
      .returning();
    if (!done) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUploaded);
    return done;
  }

  /**
   * S3 back end: the browser's bytes wait under incoming/<key> until the server checks them here
   * (on POST /api/s3/complete, or the first time a design or accessory uses the key). The staging
   * object is removed whatever the outcome, so a refused upload leaves nothing behind.
   */
  async function finishDirectUpload(row: UploadRow): Promise<UploadRow> {
    const incoming = INCOMING_KEY_PREFIX + row.fileKey;
    const info = await storage.stat(incoming);
    if (!info) throw new AppError('CONFLICT', UPLOAD_MESSAGES.notFinished);
    try {
      // Checked before reading: S3 already refused a body longer than the signed Content-Length,
      // but a provider that ignores it must not make us read a large object.
      if (info.size > row.declaredSize)
        throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyBytes);
      const bytes = await storage.read(incoming);
      if (!bytes) throw new AppError('CONFLICT', UPLOAD_MESSAGES.notFinished);
      return await checkAndStore(row, bytes);
    } finally {
      await storage.remove(incoming);
    }
  }

  function completeAnswer(row: UploadRow): UploadCompleteResponse {
    return { fileKey: row.fileKey, url: fileUrl(row.fileKey), size: row.storedSize ?? 0 };
  }

  return {
    /**
     * POST /api/s3/presigned-url, after the schema checked type and size. An account over its
     * upload limits (a seller's or a new account's, docs/decisions/0053) gets a 429 and no row.
     */
    async presign(user: UploadUser, input: PresignRequest): Promise<PresignResponse> {
      const userId = user.id;
      const contentType = input.fileType.toLowerCase();
      const fileKey = newFileKey(userId, input.category, contentType);
      const at = now();
      await db.transaction(async (tx) => {
        await assertUnderUploadLimits(tx, user, input.fileSize, at, deps.limits);
        await tx.insert(uploads).values({
          fileKey,
          userId,
          category: input.category,
          fileName: input.fileName,
          declaredType: contentType,
          declaredSize: input.fileSize,
          createdAt: new Date(at),
          expiresAt: new Date(at + deps.urlTtlSeconds * 1000),
        });
      });
      const uploadUrl = await storage.createUploadUrl(
        direct ? INCOMING_KEY_PREFIX + fileKey : fileKey,
        { contentType, size: input.fileSize, expiresInSeconds: deps.urlTtlSeconds },
      );
      return { uploadUrl, fileKey };
    },

    /** PUT /api/uploads/<key> (local back end): the signed URL's checks, then the bytes'. */
    async receiveLocal(put: LocalPut, bytes: Buffer): Promise<UploadCompleteResponse> {
      const check = checkUploadSignature(
        deps.uploadSigningKey,
        { key: put.key, contentType: put.contentType, size: put.size, expires: put.expires },
        put.signature,
        now(),
      );
      if (check === 'invalid') throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.invalidSignature);
      if (check === 'expired') throw new AppError('FORBIDDEN', UPLOAD_MESSAGES.expired);
      const row = await find(put.key);
      // A valid signature for a key with no row cannot happen unless the row was deleted.
      if (!row) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.unknownFile);
      if (row.state !== 'pending') throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUploaded);
      return completeAnswer(await checkAndStore(row, bytes));
    },

    /**
     * POST /api/s3/complete: the client says the PUT finished. On S3 this is where the bytes are
     * checked; locally the PUT already did, so it only reports. Someone else's key is a 404.
     */
    async complete(userId: string, fileKey: string): Promise<UploadCompleteResponse> {
      const row = await find(fileKey);
      if (!row || row.userId !== userId)
        throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.unknownFile);
      if (row.state === 'complete') return completeAnswer(row);
      if (!direct) throw new AppError('CONFLICT', UPLOAD_MESSAGES.notFinished);
      return completeAnswer(await finishDirectUpload(row));
    },

    /**
     * For design and accessory creation: every key was uploaded by `userId` into `category` and
     * its bytes passed the checks (an S3 upload not yet checked is checked now). Throws a 422.
     */
    async assertUploadedBy(
      userId: string,
      fileKeys: readonly string[],
      category: UploadCategory,
    ): Promise<void> {
      const wanted = [...new Set(fileKeys)];
      if (wanted.length === 0) return;
      const rows = await db.select().from(uploads).where(inArray(uploads.fileKey, wanted));
      const byKey = new Map(rows.map((row) => [row.fileKey, row]));
      for (const key of wanted) {
        const row = byKey.get(key);
        if (!row || row.userId !== userId)
          throw new AppError('VALIDATION', UPLOAD_MESSAGES.unknownFile);
        if (row.category !== category)
          throw new AppError('VALIDATION', UPLOAD_MESSAGES.wrongCategory);
        if (row.state === 'complete') continue;
        if (!direct) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notFinished);
        try {
          await finishDirectUpload(row);
        } catch (error) {
          if (error instanceof AppError && error.status < 500)
            throw new AppError('VALIDATION', error.message);
          throw error;
        }
      }
    },

    /**
     * Stores a file the server itself made (the demo catalogue's proofs) as `userId`'s finished
     * upload, so it is served and owned like one the browser sent.
     */
    async recordStoredFile(file: {
      userId: string;
      fileKey: string;
      category: UploadCategory;
      fileName: string;
      contentType: string;
      bytes: Uint8Array;
    }): Promise<void> {
      await storage.put(file.fileKey, file.bytes);
      const at = new Date(now());
      await db
        .insert(uploads)
        .values({
          fileKey: file.fileKey,
          userId: file.userId,
          category: file.category,
          fileName: file.fileName,
          declaredType: file.contentType,
          declaredSize: file.bytes.length,
          state: 'complete',
          storedSize: file.bytes.length,
          // No link was signed: expires_at = created_at, so the upload limits do not count it.
          createdAt: at,
          expiresAt: at,
          completedAt: at,
        })
        .onConflictDoNothing();
    },

    /**
     * A private file (proof PDF) for its uploader or an admin; anyone else gets the same 404 as
     * for a missing file, so keys cannot be probed.
     */
    async openPrivate(user: UploadUser, fileKey: string): Promise<PrivateFile> {
      const row = await find(fileKey);
      if (!row || row.state !== 'complete' || (row.userId !== user.id && !user.isAdmin))
        throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.unknownFile);
      const [info, stream] = await Promise.all([storage.stat(fileKey), storage.openRead(fileKey)]);
      if (!info || !stream) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.unknownFile);
      return { stream, size: info.size, fileName: row.fileName };
    },
  };
}
