import type { IncomingMessage } from 'node:http';
import { qrScanParameter } from '@cp/contracts/links';
import type { ClickCounter } from './click-counter';
import type { ClickLog } from './click-log';
import type { RedirectEntry } from './redirect-cache';

const qrParameter = new RegExp(`[?&]${qrScanParameter}=1(?:&|$)`);

/**
 * The visitor's address for the visitor hash. Behind trusted proxies it is the last address the
 * proxy appended (what Fastify's request.ip gives for one proxy); the fast path has no Fastify.
 */
export function clientAddress(request: IncomingMessage, behindProxy: boolean): string {
  const forwarded = behindProxy ? request.headers['x-forwarded-for'] : undefined;
  const last = typeof forwarded === 'string' ? forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() : '';
  return last || request.socket?.remoteAddress || '';
}

export interface ClickSinks {
  counter: ClickCounter | null;
  log: ClickLog | null;
  behindProxy: boolean;
}

/**
 * Counts a GET (never a HEAD: link previews) in memory: the batched count, unless the link's
 * clicks were already counted by the database (`countedByDatabase`, links with a click limit),
 * and the raw click for analytics. No parsing or hashing happens here.
 */
export function recordClick(
  sinks: ClickSinks,
  request: IncomingMessage,
  entry: RedirectEntry,
  countedByDatabase = false,
): void {
  if (request.method !== 'GET') return;
  if (sinks.counter && !countedByDatabase) sinks.counter.count(entry.id);
  if (!sinks.log) return;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const referrer = request.headers.referer;
  const userAgent = request.headers['user-agent'];
  sinks.log.record({
    linkId: entry.id,
    at: Date.now(),
    referrer,
    userAgent,
    address: clientAddress(request, sinks.behindProxy),
    qr: queryAt !== -1 && qrParameter.test(url.slice(queryAt)),
  });
}
