import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../plugins/routes';
import { createTestApp, demo, type TestApp } from './harness';
import {
  badInputProbes,
  concreteUrl,
  deeplyNestedBodies,
  hasBody,
  longStringBody,
  oversizedBody,
  unsafeTextProbes,
} from './route-probes';
import { metricsPath } from '../plugins/metrics';
import { unsafeTextMessage } from '../plugins/safe-text';

/**
 * Generated from the routes the app registers: every route is covered the moment it exists.
 * Without credentials: 401. Without the declared roles: 403. Malformed input: 400. Never 500.
 */
let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/') || r.url === metricsPath);
});
afterAll(async () => t.close());

const errorBody = { error: true, id: expect.any(Number), name: expect.any(String), message: expect.any(String) };

describe('every route', () => {
  it('is registered with roles and response schemas', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining([metricsPath, '/api/v1/readyz']));
    for (const route of routes) {
      expect(route.roles, `${route.method} ${route.url}`).toBeTruthy();
      expect(route.schema.response, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it('answers 401 without credentials unless public', async () => {
    for (const route of routes.filter((r) => r.roles !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: route.schema.body ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ ...errorBody, id: 102, name: 'UnauthenticatedError' });
    }
  });

  it('answers 401 to a bad API key or bearer token', async () => {
    for (const route of routes.filter((r) => r.roles !== 'public')) {
      for (const headers of [
        { 'x-api-key': 'acmuiuc_000000000000_' + '0'.repeat(64) + '_000000' },
        { authorization: 'Bearer a.b.c' },
      ]) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route), headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('answers 403 to a signed-in user without the declared roles', async () => {
    const headers = await t.as(demo.member);
    for (const route of routes.filter((r) => Array.isArray(r.roles))) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        headers,
        payload: route.schema.body ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ ...errorBody, id: 101, name: 'UnauthorizedError' });
      expect(res.json().message).not.toMatch(/Cross-site/);
    }
  });

  it('answers 400 with the error body to malformed bodies, queries and params', async () => {
    const headers = await t.as(demo.admin);
    let probed = 0;
    for (const route of routes) {
      for (const probe of badInputProbes(route)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers: { ...headers, ...(typeof probe.payload === 'string' ? { 'content-type': 'application/json' } : {}) },
          payload: probe.payload as string,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${probe.label}`).toBe(400);
        expect(res.json()).toEqual({ ...errorBody, id: 104, name: 'ValidationError' });
        probed += 1;
      }
    }
    expect(probed).toBeGreaterThan(0);
  });

  it('answers 400 to NUL or an unpaired surrogate in any string it takes', async () => {
    const headers = await t.as(demo.admin);
    let probed = 0;
    for (const route of routes) {
      for (const probe of unsafeTextProbes(route)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers,
          ...(probe.payload !== undefined ? { payload: probe.payload as object } : {}),
        });
        const where = `${route.method} ${route.url} with ${probe.label}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json(), where).toEqual({
          ...errorBody,
          id: 104,
          name: 'ValidationError',
          message: unsafeTextMessage,
        });
        probed += 1;
      }
    }
    expect(probed).toBeGreaterThan(100);
  });

  it('never answers 500 to garbage in any part of the request', async () => {
    const headers = await t.as(demo.admin);
    for (const route of routes) {
      for (const value of ['%00', '..%2F..%2Fetc', "'; drop table sessions; --", 'x'.repeat(3000)]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${concreteUrl(route, value)}?${route.url.includes('?') ? '' : 'q='}${value}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: ['GET', 'DELETE'].includes(route.method) ? undefined : '{"unterminated": ',
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${value.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });

  it('answers 413 to a body over the limit, signed in or not', async () => {
    const headers = await t.as(demo.admin);
    for (const route of routes.filter(hasBody)) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: oversizedBody(route),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(res.json()).toEqual({ ...errorBody, id: 104, name: 'ValidationError' });
    }
  });

  it('answers 415 to a body that is not JSON', async () => {
    const formRoutes = new Set(['POST /api/v1/announcements/unsubscribe']);
    const headers = await t.as(demo.admin);
    for (const route of routes.filter(hasBody)) {
      for (const type of [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]) {
        // RFC 8058's one-click unsubscribe is a form POST by definition; every other type is refused.
        if (type === 'application/x-www-form-urlencoded' && formRoutes.has(`${route.method} ${route.url}`)) continue;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route),
          headers: { ...headers, 'content-type': type },
          payload: 'name=value',
        });
        expect(res.statusCode, `${route.method} ${route.url} as ${type}`).toBe(415);
        expect(res.json()).toEqual({ ...errorBody, id: 104, name: 'ValidationError' });
      }
    }
  });

  it('never answers 500 to deeply nested JSON or very long strings', async () => {
    const headers = await t.as(demo.admin);
    for (const route of routes) {
      const payloads = hasBody(route) ? [...deeplyNestedBodies, longStringBody(route)] : [];
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route),
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${payload.slice(0, 12)}`).toBeLessThan(500);
      }
      const query = await t.app.inject({
        method: route.method as 'GET',
        url: `${concreteUrl(route, 'y'.repeat(20_000))}?q=${'z'.repeat(100_000)}`,
        headers,
      });
      expect(query.statusCode, `${route.method} ${route.url} with a long URL`).toBeLessThan(500);
    }
  });
});
