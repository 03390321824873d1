import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase, demo } from '../test/harness';
import { testConfig } from '../test/config';
import { signInThroughProvider } from '../test/sign-in-flow';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logStream: stream });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never contain session cookies, codes, tokens or API keys', async () => {
    const flow = await signInThroughProvider(app, demo.admin, 'demo', '/home');
    const sessionId = flow.cookie.split('=')[1]!;
    await app.inject({ method: 'GET', url: '/api/v1/protected', headers: { cookie: flow.cookie } });
    await app.inject({
      method: 'GET',
      url: '/api/v1/protected',
      headers: { authorization: `Bearer ${flow.accessToken}` },
    });
    const apiKey = `acmuiuc_0123456789ab_${'f'.repeat(64)}_abcdef`;
    await app.inject({ method: 'GET', url: '/api/v1/protected', headers: { 'x-api-key': apiKey } });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/auth/callback');
    expect(log).not.toContain(sessionId);
    expect(log).not.toContain(flow.accessToken);
    expect(log).not.toContain(flow.accessToken.split('.')[2]);
    expect(log).not.toContain('f'.repeat(64));
    expect(log).not.toMatch(/code=|state=|cp_session=|password/);
  });
});
