import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';
import { errorHandler } from './error-handler';

const pgError = (code: string, message = 'terminating connection due to administrator command') =>
  Object.assign(new Error(message), {
    code,
    severity: 'FATAL',
  });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return response;
}

// bench/faults: while PostgreSQL is down the API answers 503 with a clear body, never a 500.
describe('a database that cannot be reached', () => {
  it('is told apart from other errors, through Drizzle’s wrapper too', () => {
    for (const error of [
      refused(),
      new DrizzleQueryError('select 1', [], refused()),
      new DrizzleQueryError('select 1', [], pgError('57P01')),
      pgError('08006'),
      pgError('57P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([refused(), refused()], ''),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    for (const error of [
      new Error('boom'),
      pgError('23505', 'duplicate key'),
      pgError('22P02', 'invalid input'),
      new TypeError('x'),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('answers 503 with a clear JSON body and Retry-After, not a 500', async () => {
    for (const error of [refused(), new DrizzleQueryError('select 1', [], pgError('57P01'))]) {
      const response = await answerTo(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.databaseUnavailable });
    }
    expect((await answerTo(new Error('boom'))).statusCode).toBe(500);
  });
});
