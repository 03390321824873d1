import type { IncomingMessage, ServerResponse } from 'node:http';
import { isReservedSegment } from '@cp/contracts';
import type { FastPath } from '../../plugins/fast-path';
import { verdictOf } from './lifecycle';
import type { RedirectEntry } from './redirect-cache';

export interface RedirectLookup {
  /** The entry for a decoded path without its leading '/', or undefined. */
  find(path: string): RedirectEntry | undefined;
  /** Counts a click for GET (not HEAD: link previews); in memory only. */
  count(request: IncomingMessage, entry: RedirectEntry): void;
  /** The short-link host (`host[:port]`), where every path is a slug; null when none is configured. */
  shortHost: string | null;
}

/**
 * The redirect without Fastify: a Map lookup, a click count and a 302 with an empty body. It
 * answers only what the Fastify routes would answer with a redirect (same reserved paths, same
 * lookup); everything else, including unknown slugs and their 404 page, goes on to Fastify.
 * So do links with a click limit (the database decides each of their clicks) and expired links
 * without a fallback (the not-found page). `Referrer-Policy: no-referrer` matches the header the
 * Fastify path sends. The `?qr=1` of a QR scan is only read: the Location is the target alone.
 */
export function redirectFastPath(lookup: RedirectLookup): FastPath {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    let path = queryAt === -1 ? url.slice(1) : url.slice(1, queryAt);
    if (path === '') return false;
    if (path.includes('%')) {
      try {
        path = decodeURIComponent(path);
      } catch {
        return false;
      }
    }
    const entry = lookup.find(path);
    if (!entry) return false;
    const onShortHost = lookup.shortHost !== null && request.headers.host === lookup.shortHost;
    if (!onShortHost && isReservedSegment(path.split('/', 1)[0]!)) return false;
    let location = entry.location;
    if (entry.lifecycle === null) lookup.count(request, entry);
    else {
      const verdict = verdictOf(entry.lifecycle, Date.now());
      if (verdict === 'limited') return false;
      if (verdict === 'target') lookup.count(request, entry);
      else if (entry.lifecycle.fallback) location = entry.lifecycle.fallback;
      else return false;
    }
    response.writeHead(302, { location, 'content-length': '0', 'referrer-policy': 'no-referrer' });
    response.end();
    return true;
  };
}
