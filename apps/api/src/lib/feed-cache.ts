import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../plugins/changes';

export interface CachedBody {
  body: Buffer;
  etag: string;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** The built value, once its build has finished. */
  built?: T;
}

export function cachedBody(text: string): CachedBody {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Public responses built once and served as bytes until the next change. An entry holds the
 * promise of its build, so concurrent misses share one query, and a change that commits while
 * a build is running drops that entry with the rest instead of letting it land afterwards.
 * The time limit bounds how stale a time-dependent answer (upcoming events) can get.
 */
export class FeedCache<T = CachedBody> {
  private readonly entries = new Map<string, Entry<T>>();

  /** maxEntries bounds memory now that filtered queries (hosts, featured) each get an entry. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const entry: Entry<T> = { value: build(), expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    entry.value.then(
      (built) => (entry.built = built),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** The entry's bytes when they are built and still fresh, without waiting: what a fast path serves. */
  fresh(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.built : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A cache that every instance drops when any instance writes its topic (or misses a notification). */
export function topicCache<T = CachedBody>(changes: ChangeFeed, topic: string, ttlMs: number): FeedCache<T> {
  const cache = new FeedCache<T>(ttlMs);
  changes.subscribe(topic, () => cache.clear());
  changes.onResync(() => cache.clear());
  return cache;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** A cached answer's own headers; an allowed origin's CORS headers replace the `*` (cors plugin). */
export function cachedHeaders(cached: CachedBody, maxAgeSeconds: number): [string, string][] {
  return [
    ['etag', cached.etag],
    ['cache-control', `public, max-age=${maxAgeSeconds}`],
    ['cross-origin-resource-policy', 'cross-origin'],
    ['access-control-allow-origin', '*'],
  ];
}

/**
 * Sends a cached body with its validator, or 304 when the client already holds these bytes.
 * The feeds are public and read without credentials by other sites (the chapter's website),
 * so any origin may read them; an origin of CORS_ORIGINS keeps its own name (cors plugin).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  contentType: string,
  maxAgeSeconds: number,
): FastifyReply {
  for (const [name, value] of cachedHeaders(cached, maxAgeSeconds))
    if (name !== 'access-control-allow-origin' || !reply.hasHeader(name)) reply.header(name, value);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(contentType).send(cached.body);
}
