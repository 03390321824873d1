import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../plugins/changes';

export interface CachedBody {
  body: Buffer;
  etag: string;
}

interface Entry {
  value: Promise<CachedBody>;
  expiresAt: number;
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
export class FeedCache {
  private readonly entries = new Map<string, Entry>();

  /** maxEntries bounds memory now that filtered queries (hosts, featured) each get an entry. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const entry: Entry = { value: build(), expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A cache that every instance drops when any instance writes its topic (or misses a notification). */
export function topicCache(changes: ChangeFeed, topic: string, ttlMs: number): FeedCache {
  const cache = new FeedCache(ttlMs);
  changes.subscribe(topic, () => cache.clear());
  changes.onResync(() => cache.clear());
  return cache;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
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
  reply.headers({
    etag: cached.etag,
    'cache-control': `public, max-age=${maxAgeSeconds}`,
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (!reply.hasHeader('access-control-allow-origin')) reply.header('access-control-allow-origin', '*');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(contentType).send(cached.body);
}
