import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate, openPglite } from '../db/client';
import { createSession, sessionCookieName } from '../plugins/auth/sessions';
import { seed } from '../seed';
import { testConfig } from './config';
import { demo } from './harness';
import { startServer } from './crash';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Whether a new connection is still accepted, and what readyz answers on it. */
const readyz = (url: string) =>
  fetch(`${url}/api/v1/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as { status: string } }),
    () => null,
  );

/**
 * A POST whose headers the server has received (it answered 100 Continue) and whose body is
 * held back until `finish` is called: a request in flight for as long as the test likes.
 */
function heldRequest(url: string, headers: Record<string, string>, body: string) {
  const request = http.request(`${url}/api/v1/events`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return { received, answer, finish: () => request.end(body) };
}

it(
  'drains on SIGTERM: readyz 503 during the delay, the request in flight answered, exit 0 within the grace',
  { timeout: 240_000 },
  async () => {
    const setup = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await migrate(setup);
    await seed(setup.db, testConfig());
    const cookie = `${sessionCookieName}=${await createSession(setup.db, { username: demo.events }, 1)}`;
    await setup.close();

    const server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '30' });
    expect(await readyz(server.url)).toEqual({ status: 200, body: { status: 'ready', payments: 'local' } });
    const event = {
      title: 'Held through the drain',
      description: 'D',
      start: '2031-09-04T18:00:00',
      location: 'L',
      host: 'A01',
    };
    const held = heldRequest(server.url, { cookie, origin: server.url }, JSON.stringify(event));
    await held.received;

    server.child.kill('SIGTERM');
    // The listener is still open during the delay, and readyz already says 503 there.
    let during = await readyz(server.url);
    while (during?.status === 200) during = await readyz(server.url);
    expect(during).toEqual({ status: 503, body: { status: 'draining', payments: 'local' } });
    const alive = await fetch(`${server.url}/api/v1/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');

    // After the delay the listener closes; the request received before is still answered.
    while ((await readyz(server.url)) !== null) await new Promise((resolve) => setTimeout(resolve, 100));
    held.finish();
    const answer = await held.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String) });
    expect(await server.exited).toBe(0);

    // The write and its audit entry were committed before the process ended.
    const after = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const titles = await after.db.query.events.findMany({ columns: { title: true } });
      expect(titles.map((e) => e.title)).toContain(event.title);
    } finally {
      await after.close();
    }
  },
);
