import { rankSuggestions } from '@campus-threads/contract';

/**
 * Suggestions for the credential dialog (spec: storefront §7, §8, §9): answers are cached for
 * 5 minutes per query, requests to the same endpoint go out at least 1000 ms apart, a 429 waits
 * 2 s and is retried up to 3 times, and then, as on any other failure, `get` rejects with a
 * SuggestionLoadError: the list shows empty with 'Failed to load credentials. Please try again.'
 * (docs/decisions/0034). Failures are not cached. Identical requests in flight share one call.
 * Opening the dialog resets it.
 *
 * The timings are the spec's §9 values; they live here because only this client uses them.
 */
export const SUGGESTION_TIMINGS = {
  cacheMs: 5 * 60_000,
  minGapMs: 1_000,
  retryAfterMs: 2_000,
  maxRetries: 3,
} as const;

/** The suggestions could not be loaded (after the retries a 429 gets). */
export class SuggestionLoadError extends Error {
  override readonly name = 'SuggestionLoadError';
}

export type SuggestionKind = 'universities' | 'departments' | 'hostels' | 'events';

export type SuggestionRequest = {
  kind: SuggestionKind;
  query: string;
  /** Hostels and departments are looked up within a university. */
  universityName?: string;
};

type Params = Record<string, string | number | boolean | undefined>;

/** Performs one GET; throws an error with `status` on an HTTP failure. */
export type SuggestionFetch = (path: string, params: Params) => Promise<{ suggestions?: unknown }>;

type Deps = {
  fetch: SuggestionFetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** Query parameters the spec gives each endpoint (§7). */
export function suggestionParams(request: SuggestionRequest, timestamp: number): Params {
  const query = request.query.trim();
  switch (request.kind) {
    case 'universities':
      return { query, minLength: 1, distinct: true };
    case 'events':
      return { query, minLength: 1, distinct: true };
    case 'departments':
    case 'hostels':
      // minLength 0: the blank lookup after a university is chosen lists all of its entries.
      return {
        query,
        universityName: request.universityName?.trim() || undefined,
        minLength: 0,
        distinct: true,
        timestamp,
      };
  }
}

export function suggestionCacheKey(request: SuggestionRequest): string {
  const university =
    request.kind === 'departments' || request.kind === 'hostels'
      ? (request.universityName ?? '').trim().toLowerCase()
      : '';
  return `${request.kind}|${request.query.trim().toLowerCase()}|${university}`;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SuggestionClient = {
  get: (request: SuggestionRequest) => Promise<string[]>;
  /** Forget cached answers (the dialog was opened again). */
  reset: () => void;
};

export function createSuggestionClient({
  fetch,
  now = Date.now,
  sleep = defaultSleep,
}: Deps): SuggestionClient {
  const cache = new Map<string, { at: number; value: string[] }>();
  const pending = new Map<string, Promise<string[]>>();
  /** When the next request to an endpoint may leave. */
  const nextSlot = new Map<SuggestionKind, number>();
  let generation = 0;

  /** Reserve the endpoint's next slot (≥ minGapMs after the previous one) and wait for it. */
  async function waitForSlot(kind: SuggestionKind): Promise<void> {
    const at = Math.max(now(), nextSlot.get(kind) ?? 0);
    nextSlot.set(kind, at + SUGGESTION_TIMINGS.minGapMs);
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  }

  async function load(request: SuggestionRequest): Promise<string[] | null> {
    for (let attempt = 0; ; attempt++) {
      await waitForSlot(request.kind);
      try {
        const body = await fetch(`suggestions/${request.kind}`, suggestionParams(request, now()));
        const raw = Array.isArray(body?.suggestions) ? body.suggestions : [];
        const values = raw.filter((v): v is string => typeof v === 'string');
        return rankSuggestions(values, request.universityName);
      } catch (error) {
        if (statusOf(error) === 429 && attempt < SUGGESTION_TIMINGS.maxRetries) {
          await sleep(SUGGESTION_TIMINGS.retryAfterMs);
          continue;
        }
        return null; // rate-limited too long, or another failure
      }
    }
  }

  return {
    get(request) {
      const key = suggestionCacheKey(request);
      const hit = cache.get(key);
      if (hit && now() - hit.at < SUGGESTION_TIMINGS.cacheMs) return Promise.resolve(hit.value);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const promise = load(request)
        .then((value) => {
          if (!value) throw new SuggestionLoadError(`suggestions/${request.kind} failed`);
          if (startedIn === generation) cache.set(key, { at: now(), value });
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    reset() {
      generation++;
      cache.clear();
      pending.clear();
    },
  };
}
