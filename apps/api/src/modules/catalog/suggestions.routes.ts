import { suggestionsQuerySchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SuggestionKind, SuggestionsService } from './suggestions.service';

const KINDS: SuggestionKind[] = ['universities', 'departments', 'hostels', 'events'];

/** GET /suggestions/{universities|departments|hostels|events}?query=&universityName=&minLength= */
export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  for (const kind of KINDS) {
    app.get(`/${kind}`, { schema: { querystring: suggestionsQuerySchema } }, async (request) =>
      suggestions.suggest(kind, request.query),
    );
  }
};
