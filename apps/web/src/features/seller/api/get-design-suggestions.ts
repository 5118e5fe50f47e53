import { api } from '@/lib/api-client';

export type DesignSuggestionKind = 'universities' | 'departments' | 'hostels' | 'events';

/**
 * GET /api/suggestions/{kind}?query=&universityName= (spec: seller-admin §7 "Suggestions"): names
 * already used in the shop. A failed lookup is an empty list; typing stays free.
 */
export async function getDesignSuggestions(
  kind: DesignSuggestionKind,
  query: string,
  universityName?: string,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    const body = await api.get<{ suggestions?: unknown }>(`suggestions/${kind}`, {
      params: {
        query: query.trim(),
        universityName: universityName?.trim() || undefined,
        minLength: 1,
        distinct: true,
      },
      signal,
    });
    const list = Array.isArray(body?.suggestions) ? body.suggestions : [];
    return list.filter((v): v is string => typeof v === 'string').slice(0, 10);
  } catch {
    return [];
  }
}
