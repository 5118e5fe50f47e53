import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { signedUploadPath } from './upload-signature';

/**
 * File storage behind one small interface with two back ends: local disk under DATA_DIR/uploads
 * (default) and S3-compatible object storage (`lib/s3-storage.ts`; S3, MinIO, R2). Keys are
 * relative, slash-separated paths like `demo/tshirts/x/black-front-1a2b3c4d.webp`.
 */
export type StoredFileInfo = { size: number; modifiedAt: Date };

/** What a signed upload URL allows: one PUT of at most `size` bytes of `contentType`. */
export type UploadUrlRequest = { contentType: string; size: number; expiresInSeconds: number };

export type Storage = {
  readonly kind: 'local' | 's3';
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes, or null when there is no such file. */
  read: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  /** Size and modification time, or null when there is no such file. */
  stat: (key: string) => Promise<StoredFileInfo | null>;
  /** A stream of the file, or null when there is none (the /files routes serve from it). */
  openRead: (key: string) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
  /**
   * A URL the browser PUTs the bytes to: the API's own HMAC-signed route (local), or a presigned
   * S3 PUT that signs the content type and length (s3). See docs/decisions/0015-uploads.md.
   */
  createUploadUrl: (key: string, request: UploadUrlRequest) => Promise<string>;
};

export type LocalStorageOptions = {
  /** HMAC key for upload URLs (lib/upload-signature.ts); without it createUploadUrl throws. */
  uploadSigningKey?: Buffer;
  now?: () => number;
};

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

/**
 * A key is 1-512 characters of slash-separated segments made of letters, digits, `.`, `_` and
 * `-`, none starting with a dot or dash (so no `..`, no hidden files, no absolute paths, no
 * backslashes, no percent-encoding and no NUL can reach the file system).
 */
export function isValidStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** A short content hash for keys, so a key's bytes never change and can be cached forever. */
export function contentHash(bytes: Uint8Array | string, length = 12): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, length);
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Local disk storage under `rootDir` (DATA_DIR/uploads). Writes are atomic (temp file + rename). */
export function createLocalStorage(rootDir: string, options: LocalStorageOptions = {}): Storage {
  const root = resolve(rootDir);
  const now = options.now ?? Date.now;

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const path = resolve(root, key);
    // Belt and braces: the key rules already keep every path inside the root.
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async openRead(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(path);
    },
    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async createUploadUrl(key, request) {
      assertValidStorageKey(key);
      if (!options.uploadSigningKey) throw new Error('Local storage has no upload signing key');
      return signedUploadPath(options.uploadSigningKey, {
        key,
        contentType: request.contentType,
        size: request.size,
        expires: Math.floor(now() / 1000) + request.expiresInSeconds,
      });
    },
  };
}
