import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey } from '../test/api-keys';
import { createTestApp, demo, type TestApp } from '../test/harness';

/** Whatever answers, Fastify and Node included, speaks the error catalogue (decisions.md, "Errors"). */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const catalogued = { error: true, id: 104, name: 'ValidationError', message: expect.any(String) };

/** A raw HTTP/1.1 exchange: what Node answers before Fastify sees the request. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('answers Fastify or Node give themselves', () => {
  it('a malformed URL: 400 in the catalogue body, with its request id', async () => {
    for (const url of ['/api/v1/%', '/api/v1/events/%E0%A4%A', '/%%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ ...catalogued, message: 'The address is not a valid URL.' });
      expect(res.headers['x-request-id'], url).toEqual(expect.any(String));
    }
  });

  it('headers over the limit: 431 in the catalogue body', async () => {
    const answer = await raw(`GET /api/v1/healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/x-request-id: \S+/);
    expect(JSON.parse(body!)).toEqual({ ...catalogued, message: 'The request headers are too large.' });
  });

  it('a request line that is not HTTP: 400 in the catalogue body', async () => {
    const answer = await raw('HELLO\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ ...catalogued, message: 'The request is malformed.' });
  });
});

describe('signed-in answers', () => {
  it('carry Cache-Control: no-store, for a session and for an API key', async () => {
    const session = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.admin });
    expect(session.headers['cache-control']).toBe('no-store');
    const apiKey = await createTestApiKey(t.database.db, ['TICKETS_MANAGER']);
    const byKey = await t.app.inject({ method: 'GET', url: '/api/v1/tickets', headers: { 'x-api-key': apiKey } });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['cache-control']).toBe('no-store');
  });
});
