import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '5' });
});
afterAll(async () => t.close());

describe('security', () => {
  it('sends a Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits requests per client with the error body and 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/clientConfig', remoteAddress: '10.9.8.7' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          error: true,
          id: 111,
          name: 'RateLimitExceededError',
          message: expect.any(String),
        });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/clientConfig', remoteAddress: '10.9.8.6' });
    expect(other.statusCode).toBe(200);
  });

  it('answers unknown API paths with the 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, id: 103, name: 'NotFoundError' });
  });
});
