import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** What an anonymous catalogue answer may be kept for by a browser: revalidate every time. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The answer as the bytes that go out: a hit costs no serializing, no UTF-8 encoding and no
 * hashing (docs/decisions/0065).
 */
type Entry = { body: Buffer; etag: string; expiresAt: number };

export type ReadCache = {
  /**
   * Answers an anonymous catalogue read from memory: the serialized body with a strong ETag, or
   * 304 when If-None-Match has it. `produce` runs on a miss (or after the entry expired).
   */
  serve: (
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    options?: { ttlMs?: number },
  ) => Promise<FastifyReply>;
  /**
   * A route's preValidation hook, for routes that answer every request with `serve` (nothing in
   * the handler before it): a fresh entry for the URL is sent before validation and the handler
   * run. Only a request that passed validation ever filled the entry, and the URL is the key, so
   * the answer is the one the handler would give. Every onRequest hook still runs first: the text
   * gate, the security headers and the rate limit (which @fastify/rate-limit appends to the
   * route's own onRequest, so this hook must not be one). A miss goes on to validation.
   */
  answerHit: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  /** Forgets every entry (a catalogue write here or in another process). */
  clear: () => void;
  size: () => number;
};

const SALE_END_FIELDS = ['saleEndTime'] as const;

/**
 * The earliest timed-sale end after `now` in a catalogue answer (a t-shirt, or a list of them
 * under `tshirts`): the price changes then, so the entry must not outlive it.
 */
export function earliestSaleEnd(value: unknown, now: number): number | undefined {
  let earliest: number | undefined;
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    for (const field of SALE_END_FIELDS) {
      const text = (item as Record<string, unknown>)[field];
      if (typeof text !== 'string') continue;
      const at = Date.parse(text);
      if (Number.isFinite(at) && at > now && (earliest === undefined || at < earliest))
        earliest = at;
    }
  };
  visit(value);
  const list = (value as { tshirts?: unknown } | null)?.tshirts;
  if (Array.isArray(list)) list.forEach(visit);
  return earliest;
}

export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim() === etag);
}

/**
 * In-process cache of anonymous catalogue answers, keyed by the request URL (path and query).
 * Entries live `ttlMs` at most (a safety net: writes clear the cache, here and, through the change
 * feed, in every other process) and never past the earliest timed-sale end they contain.
 */
export function createReadCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ReadCache {
  const { ttlMs = 60_000, maxEntries = 2_000, now = () => Date.now() } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;

  async function load(
    key: string,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    ttl: number,
  ): Promise<Entry> {
    const startedIn = generation;
    const value = await produce();
    // Through the route's response schema, like an uncached answer: the same fields either way.
    const body = reply.serialize(value) as string; // JSON text: every serializer here makes one
    const at = now();
    const saleEnd = earliestSaleEnd(value, at);
    const entry = {
      body: Buffer.from(body),
      etag: strongEtag(body),
      expiresAt: Math.min(at + ttl, saleEnd ?? Infinity),
    };
    // A write during the read may have changed the answer: send it, but do not keep it.
    if (startedIn === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    return undefined;
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply.header('Cache-Control', CATALOG_CACHE_CONTROL).header('ETag', entry.etag);
    reply.header('Vary', 'Authorization');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  return {
    async serve(request, reply, produce, serveOptions = {}) {
      const key = request.url;
      let entry = fresh(key);
      if (!entry) {
        entries.delete(key);
        entry = await load(key, reply, produce, serveOptions.ttlMs ?? ttlMs);
      }
      return send(request, reply, entry);
    },
    // Synchronous (no promise per request); after send(), done is not called: the reply is made.
    answerHit(request, reply, done) {
      const entry = fresh(request.url);
      if (entry) send(request, reply, entry);
      else done();
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
