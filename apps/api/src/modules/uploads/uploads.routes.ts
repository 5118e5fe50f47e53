import {
  MAX_UPLOAD_BYTES,
  presignRequestSchema,
  presignResponseSchema,
  UPLOAD_MESSAGES,
  uploadCompleteResponseSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { UploadsService } from './uploads.service';

const completeSchema = z.object({ fileKey: z.string().min(1).max(512) });

/** /api/s3: the spec's presign call, and the "the PUT finished, check it" call. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/presigned-url',
    { schema: { body: presignRequestSchema, response: { 200: presignResponseSchema } } },
    async (request) => uploads.presign(currentUser(request), request.body),
  );

  app.post(
    '/complete',
    { schema: { body: completeSchema, response: { 200: uploadCompleteResponseSchema } } },
    async (request) => uploads.complete(currentUser(request).id, request.body.fileKey),
  );
};

const signedQuerySchema = z.object({
  type: z.string().min(1).max(100),
  size: z.coerce.number().int().min(1).max(MAX_UPLOAD_BYTES),
  expires: z.coerce.number().int().min(0),
  signature: z.string().min(1).max(128),
});

/**
 * PUT /api/uploads/<key>?type&size&expires&signature: the local back end's signed upload URL.
 * The signature is the authorisation (like a presigned S3 URL, no bearer token). The body is read
 * raw, whatever its Content-Type, and never beyond 1 MB; a Content-Length above the signed size
 * is refused before a byte is read.
 */
export const localUploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.put(
    '/*',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { querystring: signedQuerySchema, response: { 200: uploadCompleteResponseSchema } },
      preParsing: async (request) => {
        const declared = Number(request.headers['content-length']);
        const signed = Number((request.query as { size?: unknown }).size);
        if (Number.isFinite(declared) && Number.isFinite(signed) && declared > signed)
          throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyBytes);
      },
    },
    async (request) => {
      const { type, size, expires, signature } = request.query;
      const key = (request.params as { '*': string })['*'];
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return uploads.receiveLocal({ key, contentType: type, size, expires, signature }, bytes);
    },
  );
};
