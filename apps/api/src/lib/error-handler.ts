import { HTTP_ERROR_MESSAGES, type ApiError, type ApiFieldError } from '@campus-threads/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isInputDataError, loggableError } from './database-errors';
import { AppError } from './errors';

type ValidationIssue = { instancePath: string; keyword: string; message?: string };

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Maps a 4xx that Fastify or a plugin raised to the contract's text for that status. */
function messageForStatus(status: number, error: unknown): string {
  switch (status) {
    case 404:
      return HTTP_ERROR_MESSAGES.routeNotFound;
    case 413:
      return HTTP_ERROR_MESSAGES.payloadTooLarge;
    case 415:
      return HTTP_ERROR_MESSAGES.unsupportedMediaType;
    case 429:
      return HTTP_ERROR_MESSAGES.tooManyRequests;
    case 400: {
      const code = (error as { code?: unknown }).code;
      if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return HTTP_ERROR_MESSAGES.malformedJson;
      return HTTP_ERROR_MESSAGES.badRequest;
    }
    default:
      return HTTP_ERROR_MESSAGES.badRequest;
  }
}

/**
 * The one place errors become HTTP: `{ message, errors? }`. Bad input is always a 4xx; anything
 * else is logged and answered with a generic 500.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiError = { message: error.message };
    if (error.fieldErrors?.length) body.errors = error.fieldErrors;
    if (error.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.status).send(body);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as ValidationIssue[];
    // A body that is not even an object (an array, a string, null) is not a form with a bad field.
    if (issues.some((i) => i.instancePath === '/' && i.keyword === 'invalid_type')) {
      return reply.code(400).send({ message: HTTP_ERROR_MESSAGES.badRequest } satisfies ApiError);
    }
    const errors: ApiFieldError[] = issues.map((i) => ({
      field: fieldOf(i.instancePath),
      message: i.message ?? HTTP_ERROR_MESSAGES.validation,
    }));
    return reply.code(422).send({
      message: errors[0]?.message ?? HTTP_ERROR_MESSAGES.validation,
      errors,
    } satisfies ApiError);
  }

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.code(status).send({ message: messageForStatus(status, error) } satisfies ApiError);
  }

  // A value the database refused (bad encoding, out of range): the request's fault, so a 400.
  if (isInputDataError(error)) {
    request.log.warn({ err: loggableError(error) }, 'database refused a value from the request');
    return reply.code(400).send({ message: HTTP_ERROR_MESSAGES.badRequest } satisfies ApiError);
  }

  // The database is down or restarting: a clear 503 (the client may retry), not a 500.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: loggableError(error) }, 'database unavailable');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ message: HTTP_ERROR_MESSAGES.databaseUnavailable } satisfies ApiError);
  }

  request.log.error({ err: loggableError(error) }, 'unhandled error');
  const unavailable = status === 503;
  return reply
    .code(unavailable ? 503 : 500)
    .send({ message: HTTP_ERROR_MESSAGES.server } satisfies ApiError);
}
