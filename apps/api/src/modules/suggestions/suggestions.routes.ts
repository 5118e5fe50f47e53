import { suggestionsQuerySchema, suggestionsResponseSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadCache } from '../../lib/read-cache';
import type { SuggestionKind, SuggestionsService } from './suggestions.service';

const KINDS: SuggestionKind[] = ['universities', 'departments', 'hostels', 'events'];

/** GET /suggestions/{universities|departments|hostels|events}?query=&universityName=&minLength= */
export const suggestionsRoutes: FastifyPluginAsyncZod<{
  suggestions: SuggestionsService;
  reads: ReadCache;
}> = async (app, { suggestions, reads }) => {
  // Names from the public catalogue, the same for everyone: cached like the catalogue.
  for (const kind of KINDS) {
    app.get(
      `/${kind}`,
      {
        preValidation: reads.answerHit,
        schema: {
          querystring: suggestionsQuerySchema,
          response: { 200: suggestionsResponseSchema },
        },
      },
      async (request, reply) =>
        reads.serve(request, reply, () => suggestions.suggest(kind, request.query)),
    );
  }
};
