import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRoles, type AppRole } from '@cp/contracts';
import { apiKeys } from '../../db/schema';
import { generateApiKey } from '../../plugins/auth/api-key';
import type { RegisteredRoute } from '../../plugins/routes';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { concreteUrl } from '../../test/route-probes';

/**
 * Generated from every registered route and every role offered for keys: a key reaches a route
 * only when the route names one of the key's roles; routes added later are covered at once.
 */
let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/') && r.roles !== 'public');
});
afterAll(async () => t.close());

async function keyWith(roles: readonly AppRole[]): Promise<string> {
  const key = generateApiKey();
  await t.database.db.insert(apiKeys).values({
    keyId: key.keyId,
    description: `generated: ${roles.join(',')}`,
    owner: demo.admin,
    roles: [...roles],
    secretHash: key.secretHash,
  });
  return key.apiKey;
}

const call = (route: RegisteredRoute, apiKey: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route),
    headers: { 'x-api-key': apiKey },
    payload: route.schema.body ? {} : undefined,
  });

const refusedForRole = (res: { statusCode: number; json(): { name: string; message: string } }) =>
  res.statusCode === 403 && res.json().message.startsWith('This action needs one of these roles');

describe('a key on every route', () => {
  it('covers the key routes themselves', () => {
    expect(routes.some((r) => r.url === '/api/v1/apiKey/org')).toBe(true);
  });

  it.each(apiKeyRoles.map((role) => [role]))('with %s reaches only the routes that name it', async (role) => {
    const apiKey = await keyWith([role]);
    for (const route of routes) {
      const res = await call(route, apiKey);
      const where = `${role}: ${route.method} ${route.url} answered ${res.statusCode} ${res.body}`;
      expect(res.statusCode, where).not.toBe(401);
      if (Array.isArray(route.roles) && !route.roles.includes(role)) {
        expect(res.statusCode, where).toBe(403);
        expect(res.json().name, where).toBe('UnauthorizedError');
      } else {
        expect(refusedForRole(res), where).toBe(false);
      }
    }
  });

  it('with every offered role still reaches no route that needs another role', async () => {
    const apiKey = await keyWith(apiKeyRoles);
    const offered: readonly string[] = apiKeyRoles;
    const outside = routes.filter((r) => Array.isArray(r.roles) && !r.roles.some((role) => offered.includes(role)));
    expect(outside.map((r) => r.url)).toContain('/api/v1/apiKey/org');
    for (const route of outside) {
      const res = await call(route, apiKey);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
