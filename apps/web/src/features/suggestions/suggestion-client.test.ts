import { describe, expect, it, vi } from 'vitest';
import {
  SUGGESTION_TIMINGS,
  SuggestionLoadError,
  createSuggestionClient,
  suggestionParams,
  type SuggestionFetch,
} from './suggestion-client';

/** A fake clock: sleeping moves time forward at once. */
function setup(
  answer: (
    path: string,
    params: Record<string, unknown>,
    call: number,
  ) => Promise<{ suggestions?: unknown }>,
) {
  let clock = 1_000_000;
  const calls: { path: string; params: Record<string, unknown>; at: number }[] = [];
  const sleeps: number[] = [];
  const fetch: SuggestionFetch = (path, params) => {
    calls.push({ path, params, at: clock });
    return answer(path, params, calls.length);
  };
  const client = createSuggestionClient({
    fetch,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  });
  return { client, calls, sleeps, advance: (ms: number) => (clock += ms) };
}

const ok = (suggestions: string[]) => Promise.resolve({ suggestions });
const httpError = (status: number) => Promise.reject(Object.assign(new Error('x'), { status }));

describe('suggestion client', () => {
  it('sends the spec parameters', () => {
    expect(suggestionParams({ kind: 'universities', query: ' tez ' }, 1)).toEqual({
      query: 'tez',
      minLength: 1,
      distinct: true,
    });
    expect(
      suggestionParams({ kind: 'hostels', query: '', universityName: 'IIT Guwahati' }, 5),
    ).toEqual({
      query: '',
      universityName: 'IIT Guwahati',
      minLength: 0,
      distinct: true,
      timestamp: 5,
    });
  });

  it('asks for hostels and departments within the chosen university', async () => {
    const { client, calls } = setup(() => ok([]));
    await client.get({ kind: 'hostels', query: 'ka', universityName: ' Tezpur University ' });
    await client.get({ kind: 'departments', query: '', universityName: 'IIT Bombay' });
    expect(calls.map((c) => [c.path, c.params.universityName])).toEqual([
      ['suggestions/hostels', 'Tezpur University'],
      ['suggestions/departments', 'IIT Bombay'],
    ]);
    // Universities and events are not looked up within anything.
    expect(
      suggestionParams({ kind: 'events', query: 'al', universityName: 'X' }, 1),
    ).not.toHaveProperty('universityName');
  });

  it('caches an answer for 5 minutes per query', async () => {
    const { client, calls, advance } = setup(() => ok(['Tezpur University']));
    expect(await client.get({ kind: 'universities', query: 'tez' })).toEqual(['Tezpur University']);
    advance(60_000);
    await client.get({ kind: 'universities', query: 'TEZ ' });
    expect(calls).toHaveLength(1);
    advance(SUGGESTION_TIMINGS.cacheMs);
    await client.get({ kind: 'universities', query: 'tez' });
    expect(calls).toHaveLength(2);
  });

  it('keeps a cache per university for hostels and forgets everything on reset', async () => {
    const { client, calls } = setup((_, params) => ok([`${String(params.universityName)} hostel`]));
    await client.get({ kind: 'hostels', query: '', universityName: 'A' });
    await client.get({ kind: 'hostels', query: '', universityName: 'B' });
    await client.get({ kind: 'hostels', query: '', universityName: 'a' });
    expect(calls).toHaveLength(2);
    client.reset();
    await client.get({ kind: 'hostels', query: '', universityName: 'A' });
    expect(calls).toHaveLength(3);
  });

  it('spaces requests to the same endpoint at least 1000 ms apart, not across endpoints', async () => {
    vi.useFakeTimers();
    try {
      const calls: { path: string; at: number }[] = [];
      const client = createSuggestionClient({
        fetch: (path) => {
          calls.push({ path, at: Date.now() });
          return ok([]);
        },
      });
      const all = Promise.all([
        client.get({ kind: 'universities', query: 'te' }),
        client.get({ kind: 'universities', query: 'tez' }),
        client.get({ kind: 'universities', query: 'tezp' }),
        client.get({ kind: 'events', query: 'al' }),
      ]);
      await vi.advanceTimersByTimeAsync(5_000);
      await all;
      const universities = calls
        .filter((c) => c.path === 'suggestions/universities')
        .map((c) => c.at);
      expect(universities).toHaveLength(3);
      expect(universities[1]! - universities[0]!).toBeGreaterThanOrEqual(
        SUGGESTION_TIMINGS.minGapMs,
      );
      expect(universities[2]! - universities[1]!).toBeGreaterThanOrEqual(
        SUGGESTION_TIMINGS.minGapMs,
      );
      const events = calls.find((c) => c.path === 'suggestions/events')!;
      expect(events.at).toBe(universities[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one call between identical requests in flight', async () => {
    const { client, calls } = setup(() => ok(['X']));
    const [a, b] = await Promise.all([
      client.get({ kind: 'events', query: 'spa' }),
      client.get({ kind: 'events', query: 'spa' }),
    ]);
    expect(a).toEqual(['X']);
    expect(b).toEqual(['X']);
    expect(calls).toHaveLength(1);
  });

  it('on 429 waits 2 s and retries up to 3 times, then fails so the list can say so', async () => {
    const { client, calls, sleeps } = setup(() => httpError(429));
    await expect(client.get({ kind: 'universities', query: 'iit' })).rejects.toBeInstanceOf(
      SuggestionLoadError,
    );
    expect(calls).toHaveLength(4);
    expect(sleeps.filter((ms) => ms === SUGGESTION_TIMINGS.retryAfterMs)).toHaveLength(3);
  });

  it('recovers when a retry succeeds, and does not cache failures', async () => {
    const { client, calls } = setup((_, __, call) =>
      call === 1 ? httpError(429) : ok(['IIT Bombay']),
    );
    expect(await client.get({ kind: 'universities', query: 'iit' })).toEqual(['IIT Bombay']);
    expect(calls).toHaveLength(2);

    const failing = setup(() => httpError(500));
    await expect(failing.client.get({ kind: 'events', query: 'al' })).rejects.toThrow();
    await expect(failing.client.get({ kind: 'events', query: 'al' })).rejects.toThrow();
    expect(failing.calls).toHaveLength(2);
  });

  it('trims, de-duplicates and puts entries mentioning the university first', async () => {
    const { client } = setup(() => ok([' Kapili ', 'kapili', 'Other', 'IIT Guwahati Annex', '']));
    expect(
      await client.get({ kind: 'hostels', query: '', universityName: 'IIT Guwahati' }),
    ).toEqual(['IIT Guwahati Annex', 'Kapili', 'Other']);
  });
});
