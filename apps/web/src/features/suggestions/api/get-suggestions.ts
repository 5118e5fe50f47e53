import { api } from '@/lib/api-client';
import { createSuggestionClient } from '../suggestion-client';

/** GET /api/suggestions/{universities|departments|hostels|events} → { suggestions } (spec §7). */
export const suggestionClient = createSuggestionClient({
  fetch: (path, params) => api.get<{ suggestions?: unknown }>(path, { params }),
});
