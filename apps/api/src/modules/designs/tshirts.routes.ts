import {
  adminDesignListQuerySchema,
  adminDesignListResponseSchema,
  adminDesignSchema,
  adminDesignStatusSchema,
  CATALOG_MESSAGES,
  colorDiscountsBodySchema,
  DESIGN_FORM_MESSAGES,
  designSubmissionSchema,
  isPresentId,
  sellerDesignsResponseSchema,
  tshirtForReaderSchema,
  tshirtListQuerySchema,
  tshirtListResponseSchema,
  UPLOAD_HISTORY_TABS,
} from '@campus-threads/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { AdminDesigns } from './admin-designs.service';
import type { DesignSubmissions } from './design-submissions.service';
import type { DesignsService } from './designs.service';
import type { ReadCache } from '../../lib/read-cache';

const idParams = z.object({ id: z.string() });
/** Largest multipart field: a design's JSON with 15 colours of 3 image keys each fits many times over. */
const DESIGN_FORM_FIELD_BYTES = 64 * 1024;

/**
 * The wizard's body: the design itself, or the spec's `{ data: "<JSON of the design>", proofFileUrl }`
 * (as JSON or as multipart form fields).
 */
function designFromBody(body: unknown): unknown {
  if (!body || typeof body !== 'object')
    throw new AppError('VALIDATION', DESIGN_FORM_MESSAGES.invalidDesignData);
  const { data, proofFileUrl } = body as { data?: unknown; proofFileUrl?: unknown };
  if (data === undefined) return body;
  let design: unknown = data;
  if (typeof data === 'string') {
    try {
      design = JSON.parse(data);
    } catch {
      throw new AppError('VALIDATION', DESIGN_FORM_MESSAGES.invalidDesignData);
    }
  }
  if (!design || typeof design !== 'object' || Array.isArray(design)) {
    throw new AppError('VALIDATION', DESIGN_FORM_MESSAGES.invalidDesignData);
  }
  return proofFileUrl ? { ...design, proofFileUrl } : design;
}

function parseSubmission(body: unknown) {
  const parsed = designSubmissionSchema.safeParse(designFromBody(body));
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', errors[0]!.message, errors);
}

export const tshirtsRoutes: FastifyPluginAsyncZod<{
  designs: DesignsService;
  submissions: DesignSubmissions;
  adminDesigns: AdminDesigns;
  reads: ReadCache;
}> = async (app, { designs, submissions, adminDesigns, reads }) => {
  // The spec's wizard posts multipart form fields (`data`, `proofFileUrl`); files never come this
  // way (they go through /api/s3 uploads), so none is accepted and fields are small.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 4, fieldSize: DESIGN_FORM_FIELD_BYTES },
  });

  app.post(
    '/',
    { onRequest: app.requireUser, schema: { response: { 201: tshirtForReaderSchema } } },
    async (request, reply) => {
      reply.code(201);
      return submissions.submit(currentUser(request), parseSubmission(request.body));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireUser,
      schema: { params: idParams, response: { 200: tshirtForReaderSchema } },
    },
    async (request) =>
      submissions.submit(currentUser(request), parseSubmission(request.body), request.params.id),
  );

  // The same for everyone: answered from the read cache (ETag, 304), docs/decisions/0025; a hit
  // before validation (docs/decisions/0065).
  app.get(
    '/',
    {
      preValidation: reads.answerHit,
      schema: { querystring: tshirtListQuerySchema, response: { 200: tshirtListResponseSchema } },
    },
    async (request, reply) => reads.serve(request, reply, () => designs.listTshirts(request.query)),
  );

  // The admin designs screen (docs/decisions/0019).
  app.get(
    '/admin/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminDesignListQuerySchema,
        response: { 200: adminDesignListResponseSchema },
      },
    },
    async (request) => adminDesigns.list(request.query),
  );

  app.get(
    '/admin/pending',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminDesignListQuerySchema.omit({ status: true }),
        response: { 200: adminDesignListResponseSchema },
      },
    },
    async (request) => adminDesigns.list({ ...request.query, status: 'pending' }),
  );

  app.patch(
    '/admin/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: adminDesignStatusSchema,
        response: { 200: adminDesignSchema },
      },
    },
    async (request) =>
      adminDesigns.changeStatus(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/admin/:id/color-discounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: colorDiscountsBodySchema,
        response: { 200: adminDesignSchema },
      },
    },
    async (request) =>
      adminDesigns.setColorDiscounts(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/seller/me/designs',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: z.object({ status: z.enum(UPLOAD_HISTORY_TABS).default('all') }),
        response: { 200: sellerDesignsResponseSchema },
      },
    },
    async (request) => designs.listOwnDesigns(currentUser(request).id, request.query.status),
  );

  // Guests share the cached answer; a signed-in reader (maybe the seller of a pending design)
  // is answered from the database, uncached.
  app.get(
    '/:id',
    {
      preHandler: app.identifyUser,
      schema: { params: idParams, response: { 200: tshirtForReaderSchema } },
    },
    async (request, reply) => {
      if (!isPresentId(request.params.id))
        throw new AppError('BAD_REQUEST', CATALOG_MESSAGES.invalidTshirtId);
      if (request.user || bearerToken(request))
        return designs.getTshirt(request.params.id, request.user);
      return reads.serve(request, reply, () => designs.getTshirt(request.params.id, null));
    },
  );
};
