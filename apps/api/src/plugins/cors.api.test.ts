import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../test/harness';

const chapterSite = 'https://www.chapter.example';
const otherSite = 'https://elsewhere.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${chapterSite}, https://rsvp.chapter.example` });
});
afterAll(async () => t.close());

const preflight = (url: string, origin: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', ...headers },
  });

describe("CORS_ORIGINS: pages of the chapter's other sites call the API from the browser", () => {
  it("answers an allowed origin's preflight 204 with its name, credentials, methods and asked headers", async () => {
    const res = await preflight('/api/v1/rsvp/event/abc', chapterSite, {
      'access-control-request-headers': 'content-type, authorization',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(chapterSite);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    expect(res.headers['access-control-allow-headers']).toBe('content-type, authorization');
    expect(res.headers.vary).toContain('Origin');
  });

  it("answers any other origin's preflight 204 with no CORS header, so its browser refuses", async () => {
    const res = await preflight('/api/v1/events', otherSite);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names an allowed origin on a signed-in answer, and gives credentials to no other origin', async () => {
    const allowed = await t.request({
      method: 'GET',
      url: '/api/v1/protected',
      as: demo.admin,
      headers: { origin: chapterSite },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(chapterSite);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.request({
      method: 'GET',
      url: '/api/v1/protected',
      as: demo.admin,
      headers: { origin: otherSite },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the public events feed open to every origin, naming an allowed one', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/events', headers: { origin: chapterSite } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(chapterSite);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/events', headers: { origin: otherSite } });
    expect(other.headers['access-control-allow-origin']).toBe('*');
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed site write with the session cookie, and still refuses any other site', async () => {
    const write = (origin: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/v1/membership/externalList/corslist',
        as: demo.admin,
        headers: { origin },
        payload: { add: ['corsone'], remove: [] },
      });
    expect((await write(otherSite)).statusCode).toBe(403);
    expect((await write(chapterSite)).statusCode).toBe(201);
  });
});
