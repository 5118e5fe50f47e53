import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * /api/mail: the one-click unsubscribe (RFC 8058). A mail program POSTs
 * `List-Unsubscribe=One-Click` as a form; the /unsubscribe page POSTs JSON. The body is not read:
 * the token in the URL is the whole authorisation.
 */
export const mailRoutes: FastifyPluginAsyncZod<{
  unsubscribe: (token: string) => Promise<{ message: string }>;
}> = async (app, { unsubscribe }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/unsubscribe',
    {
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request) => unsubscribe(request.query.token),
  );
};
