import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedCache } from '../../lib/feed-cache';
import { metrics } from '../../lib/metrics';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

/** Real HTTP (not inject): `GET /api/v1/events` meets the feed's fast path in front of Fastify. */
let t: TestApp;
let port: number;
const allowedOrigin = 'https://acm.example.edu';
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: allowedOrigin });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers that differ between any two answers. */
const comparable = ({ status, headers, body }: Answer) => {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  return { status, headers: rest, body };
};

/**
 * The fast path answers `/api/v1/events` exactly once its entry is built; `/api/v1/events?` is the
 * same query (no parameter) and always goes through Fastify's route: the two must not differ.
 */
async function bothWays(headers: Record<string, string> = {}) {
  const fresh = vi.spyOn(FeedCache.prototype, 'fresh');
  try {
    const fast = await send('/api/v1/events', headers);
    expect(fresh.mock.results.some((result) => result.value !== undefined)).toBe(true);
    fresh.mockClear();
    const routed = await send('/api/v1/events?', headers);
    expect(fresh).not.toHaveBeenCalled();
    return { fast: comparable(fast), routed: comparable(routed) };
  } finally {
    fresh.mockRestore();
  }
}

describe('the cached event feed before Fastify', () => {
  it('sends the route’s status, headers and bytes, and 304 for a held ETag', async () => {
    const warm = await send('/api/v1/events?');
    expect(warm.status).toBe(200);
    const { fast, routed } = await bothWays();
    expect(fast.status).toBe(200);
    expect(fast).toEqual(routed);
    expect(fast.headers['content-security-policy']).toBeDefined();
    const notModified = await bothWays({ 'if-none-match': warm.headers.etag! });
    expect(notModified.fast.status).toBe(304);
    expect(notModified.fast).toEqual(notModified.routed);
  });

  it('names an allowed origin as the route does, and keeps the * for any other', async () => {
    const allowed = await bothWays({ origin: allowedOrigin });
    expect(allowed.fast.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(allowed.fast).toEqual(allowed.routed);
    const other = await bothWays({ origin: 'https://elsewhere.example.com' });
    expect(other.fast.headers['access-control-allow-origin']).toBe('*');
    expect(other.fast).toEqual(other.routed);
  });

  it('counts its answers in the request duration metric under the route', async () => {
    const count = async () =>
      (await metrics.httpRequestDuration.get()).values.find(
        (value) =>
          value.metricName === 'http_request_duration_seconds_count' &&
          value.labels.route === '/api/v1/events' &&
          value.labels.status_code === '200',
      )?.value ?? 0;
    await send('/api/v1/events?');
    const before = await count();
    await send('/api/v1/events');
    expect((await count()) - before).toBe(1);
  });

  it('leaves a query, HEAD and an event change to the route', async () => {
    const featured = await send('/api/v1/events?featured=true');
    expect(featured.status).toBe(200);
    expect((await send('/api/v1/events', {}, 'HEAD')).status).toBe(200);
    const before = await send('/api/v1/events');
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.events,
      payload: sampleEvent({ title: 'Fast Path Social' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await send('/api/v1/events');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Fast Path Social');
  });
});
