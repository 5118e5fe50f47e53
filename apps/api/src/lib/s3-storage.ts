import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidStorageKey, type Storage } from './storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; MinIO, R2 and test servers give theirs. */
  endpoint: string | undefined;
  /** Path-style addressing (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2) behind the Storage interface. */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Without this the SDK puts a CRC32 of the (empty, unknown) body into every presigned URL,
    // which S3 then compares with the bytes the browser sends and refuses.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function get(key: string) {
    assertValidStorageKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  const storage: Storage = {
    kind: 's3',
    async put(key, bytes) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async exists(key) {
      return (await storage.stat(key)) !== null;
    },
    async stat(key) {
      assertValidStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async openRead(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return object.Body instanceof Readable
        ? object.Body
        : Readable.from(Buffer.from(await object.Body.transformToByteArray()));
    },
    async remove(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async createUploadUrl(key, request) {
      assertValidStorageKey(key);
      // Content-Type and Content-Length are signed headers: S3 refuses a PUT whose body is not
      // exactly the declared size or whose type differs (the server re-checks both afterwards).
      return getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: key,
          ContentType: request.contentType,
          ContentLength: request.size,
        }),
        {
          expiresIn: request.expiresInSeconds,
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
    },
  };
  return storage;
}

/**
 * The origin a browser PUTs presigned uploads to, for the Content-Security-Policy's connect-src
 * (the web app may otherwise only talk to its own origin).
 */
export function s3UploadOrigin(config: S3StorageConfig): string {
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    return config.forcePathStyle
      ? endpoint.origin
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  }
  return config.forcePathStyle
    ? `https://s3.${config.region}.amazonaws.com`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}
