import { Writable } from 'node:stream';
import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, isInputDataError, loggableError } from './database-errors';
import { errorHandler } from './error-handler';

const SECRET_INPUT = 'hunter2-typed-by-a-user';

function pgError(code: string) {
  return Object.assign(new Error(`invalid input syntax: "${SECRET_INPUT}"`), {
    code,
    severity: 'ERROR',
  });
}
const queryError = (code: string) =>
  new DrizzleQueryError('select * from users where email = $1', [SECRET_INPUT], pgError(code));

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setErrorHandler(errorHandler);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { response, log: lines.join('') };
}

describe('database errors', () => {
  it("finds the SQLSTATE through Drizzle's wrapper and tells input errors apart", () => {
    expect(databaseErrorCode(queryError('22021'))).toBe('22021');
    expect(isInputDataError(queryError('22P02'))).toBe(true);
    expect(isInputDataError(queryError('23505'))).toBe(false);
    expect(isInputDataError(new Error('plain'))).toBe(false);
  });

  it('reduces a failed query to its code for the log', () => {
    expect(JSON.stringify(loggableError(queryError('42P01')))).not.toContain(SECRET_INPUT);
    expect(loggableError(queryError('42P01'))).toEqual({ type: 'DatabaseError', code: '42P01' });
    const plain = new Error('plain');
    expect(loggableError(plain)).toBe(plain);
  });
});

describe('errorHandler and the database', () => {
  it('answers a value the database refused with 400 and logs no SQL or parameters', async () => {
    const { response, log } = await appThrowing(queryError('22021'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.badRequest });
    expect(log).toContain('22021');
    expect(log).not.toContain(SECRET_INPUT);
    expect(log).not.toContain('select * from users');
  });

  it('answers other database failures with 500 and still logs no SQL or parameters', async () => {
    const { response, log } = await appThrowing(queryError('42P01'));
    expect(response.statusCode).toBe(500);
    expect(log).toContain('42P01');
    expect(log).not.toContain(SECRET_INPUT);
    expect(log).not.toContain('select * from users');
  });
});
