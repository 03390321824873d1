import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** Who the client is comes from X-Forwarded-For only when a trusted proxy says so (decision 0007). */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // In production, as the portal runs behind nginx: trust used to follow NODE_ENV alone.
  const production = { NODE_ENV: 'production', ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true', RATE_LIMIT_MAX: '3' };
  direct = await createTestApp(production);
  proxied = await createTestApp({ ...production, TRUSTED_PROXIES: '10.1.0.0/16, 192.0.2.7' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const statuses = async (t: TestApp, remoteAddress: string, rotate: boolean) => {
  const seen: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const headers = rotate ? { 'x-forwarded-for': `198.51.100.${i}` } : {};
    seen.push((await t.app.inject({ method: 'GET', url: '/api/v1/protected', remoteAddress, headers })).statusCode);
  }
  return seen;
};

describe('forwarded addresses', () => {
  it('are ignored from anyone else: rotating X-Forwarded-For does not escape the rate limit', async () => {
    expect(await statuses(direct, '203.0.113.9', true)).toEqual([401, 401, 401, 429, 429]);
    // Not even from a proxy's address when no proxy is configured.
    expect(await statuses(direct, '192.0.2.7', true)).toEqual([401, 401, 401, 429, 429]);
  });

  it('are believed from a trusted proxy: each forwarded client is counted on its own', async () => {
    expect(await statuses(proxied, '10.1.4.2', true)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(proxied, '192.0.2.7', true)).toEqual([401, 401, 401, 401, 401]);
    // A proxy's own requests (or an untrusted sender's) still count by their address.
    expect(await statuses(proxied, '203.0.113.10', true)).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('the API documentation', () => {
  it('is not served in production unless PUBLIC_API_DOCS=true', async () => {
    expect(
      (await direct.app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: '203.0.113.50' })).statusCode,
    ).toBe(404);
    const open = await createTestApp({
      NODE_ENV: 'production',
      ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true',
      PUBLIC_API_DOCS: 'true',
    });
    expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    await open.close();
  });
});
