import { apiErrorSchema } from '@campus-threads/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/auth-guard';
import {
  DEMO_IMAGE_PREFIX,
  INCOMING_KEY_PREFIX,
  isPrivateFileKey,
  PRIVATE_KEY_PREFIX,
} from '../../lib/file-urls';
import { placeholderWebp } from '../../lib/placeholder-image';
import { isValidStorageKey, type Storage } from '../../lib/storage';
import type { UploadsService } from '../uploads/uploads.service';

/** What /files serves publicly: images only (proof PDFs go through /files/documents/). */
export const PUBLIC_FILE_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Keys are content-unique (they carry a content hash), so a response never changes: cache for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const NOT_FOUND = { message: 'File not found' };
/** The files themselves are streams; only a miss is JSON (the error body's shape). */
const schema = { response: { 404: apiErrorSchema } };

function contentTypeOf(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension ? PUBLIC_FILE_TYPES[extension] : undefined;
}

function etagOf(size: number, modifiedAt: Date): string {
  return `"${size.toString(16)}-${Math.floor(modifiedAt.getTime()).toString(16)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET/HEAD /files/<key>: stored images with long-lived caching, ETag and Last-Modified (304 on
 * a match); a demo picture not drawn yet is a placeholder, never cached. Keys that are not valid storage keys (traversal, encoded slashes, dot files), other
 * file types and missing files are a JSON 404; there is no directory listing.
 */
export const filesRoutes: FastifyPluginAsync<{
  storage: Storage;
  privateFiles: Pick<UploadsService, 'openPrivate'>;
}> = async (app, { storage, privateFiles }) => {
  /**
   * A proof PDF: its uploader or an admin, with a bearer token; everyone else gets the 404 of a
   * missing file. Always a download (attachment), never cached by anything shared.
   */
  app.get<{ Params: { '*': string } }>(
    `/files/${PRIVATE_KEY_PREFIX}*`,
    { onRequest: app.requireUser, schema },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const key = PRIVATE_KEY_PREFIX + request.params['*'];
      if (!isValidStorageKey(key) || !key.endsWith('.pdf')) return reply.code(404).send(NOT_FOUND);
      const user = currentUser(request);
      const file = await privateFiles.openPrivate(user, key);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type('application/pdf')
        .header('Content-Length', file.size)
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.stream);
    },
  );

  app.get<{ Params: { '*': string } }>('/files/*', { schema }, async (request, reply) => {
    const key = request.params['*'];
    const contentType = contentTypeOf(key);
    // Staged S3 uploads are unchecked bytes; private files have their own guarded route.
    const hidden = key.startsWith(INCOMING_KEY_PREFIX) || isPrivateFileKey(key);
    if (!contentType || hidden || !isValidStorageKey(key))
      return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);

    const info = await storage.stat(key);
    // A demo picture a first start has not drawn yet: a plain card, asked for again next time.
    if (!info && key.startsWith(DEMO_IMAGE_PREFIX) && contentType === PUBLIC_FILE_TYPES.webp)
      return reply
        .header('Cache-Control', 'no-store')
        .header('Retry-After', '5')
        .type(contentType)
        .send(await placeholderWebp());
    if (!info) return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);

    const etag = etagOf(info.size, info.modifiedAt);
    const lastModified = info.modifiedAt.toUTCString();
    reply
      .header('Cache-Control', FILE_CACHE_CONTROL)
      .header('ETag', etag)
      .header('Last-Modified', lastModified)
      .header('Cross-Origin-Resource-Policy', 'cross-origin');

    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? matchesEtag(ifNoneMatch, etag)
      : ifModifiedSince !== undefined &&
        Math.floor(info.modifiedAt.getTime() / 1000) <=
          Math.floor(Date.parse(ifModifiedSince) / 1000);
    if (notModified) return reply.code(304).send();

    const stream = await storage.openRead(key);
    if (!stream) return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);
    return reply.type(contentType).header('Content-Length', info.size).send(stream);
  });
};
