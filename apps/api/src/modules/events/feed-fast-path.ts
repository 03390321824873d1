import type { FastifyInstance } from 'fastify';
import { cachedHeaders, matchesEtag, type FeedCache } from '../../lib/feed-cache';
import { fastAnswerer, type ComposedHeaders } from '../../plugins/fast-answer';
import type { FastPath } from '../../plugins/fast-path';

const contentType: [string, string] = ['content-type', 'application/json; charset=utf-8'];

/**
 * The public event feed without Fastify when it is already built (decision 0064): `GET
 * /api/v1/events` with no query, whose answer is the same for every caller (the route reads no
 * session for it), served from `cache` under `key` with the route's headers, or 304. A query, a
 * cold or stale cache entry, HEAD and everything else go on to the Fastify route, which builds
 * the entry. API tests reach that route through inject(); feed-fast-path.api.test.ts compares both.
 */
export function feedFastPath(
  app: FastifyInstance,
  feed: { path: string; route: string; cache: FeedCache; key: string; maxAgeSeconds: number },
): FastPath {
  const answerer = fastAnswerer(app, feed.route);
  let composed: { etag: string; ok: ComposedHeaders; notModified: ComposedHeaders } | undefined;
  return (request, response) => {
    if (request.url !== feed.path || request.method !== 'GET' || !answerer.open) return false;
    const started = performance.now();
    const cached = feed.cache.fresh(feed.key);
    if (!cached) return false;
    if (composed?.etag !== cached.etag) {
      const own = cachedHeaders(cached, feed.maxAgeSeconds);
      composed = {
        etag: cached.etag,
        notModified: answerer.compose(own),
        ok: answerer.compose([...own, contentType, ['content-length', String(cached.body.length)]]),
      };
    }
    if (matchesEtag(request.headers['if-none-match'], cached.etag))
      answerer.send(request, response, { status: 304, headers: composed.notModified }, started);
    else answerer.send(request, response, { status: 200, headers: composed.ok, body: cached.body }, started);
    return true;
  };
}
