import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRoles, type AppRole } from '@cp/contracts';
import type { ApiKeyPolicyName } from '@cp/contracts/api-keys';
import { onPaidList } from './paid-list';
import { sampleEvent } from '../modules/events/test-events';
import { keyCanReach, type RegisteredRoute } from '../plugins/routes';
import { createTestApiKey } from './api-keys';
import { createTestApp, demo, type TestApp } from './harness';

/**
 * Generated from the route registry (decision 0013): every route an API key can reach says which
 * key policies guard it, or why none applies; and each policy a route names is shown to hold there,
 * by a request that a key restricted to nothing relevant makes in vain and an unrestricted key
 * makes with success. A new key-reachable route needs both, or this fails.
 */
let t: TestApp;
let reachable: RegisteredRoute[];
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  reachable = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/') && keyCanReach(r.roles));
  eventId = (await t.request({ method: 'POST', url: '/api/v1/events', as: demo.admin, payload: sampleEvent() })).json()
    .id;
});
afterAll(async () => t.close());

/** A policy of each kind that grants nothing the examples below touch. */
const grantsNothing: Record<ApiKeyPolicyName, { name: ApiKeyPolicyName; params: Record<string, string[]> }> = {
  EventsHostRestrictionPolicy: { name: 'EventsHostRestrictionPolicy', params: { host: ['S99'] } },
  MembershipListQueryPolicy: { name: 'MembershipListQueryPolicy', params: { list: ['sigpwny'] } },
};

interface Example {
  payload?: unknown;
  url?: () => string;
  /** How the restricted key's answer shows the policy held (default: 403 naming the key). */
  held?: (res: { statusCode: number; json(): unknown }) => boolean;
}
const refusedByPolicy = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 403 && /^This API key may not/.test((res.json() as { message: string }).message);

/** One request per policy-guarded route, that reaches the policy's check. */
const examples: Record<string, Example> = {
  'POST /api/v1/events': { payload: sampleEvent({ host: 'A01' }) },
  'PATCH /api/v1/events/:eventId': { url: () => `/api/v1/events/${eventId}`, payload: { title: 'Renamed' } },
  'DELETE /api/v1/events/:eventId': { url: () => `/api/v1/events/${eventId}` },
  'POST /api/v1/membership/import': { payload: { netIds: ['evil03'] } },
  'POST /api/v2/membership/verifyBatchOfMembers': { payload: ['evil03'] },
  'GET /api/v2/membership/:netId': { url: () => '/api/v2/membership/evil03?list=hackillinois' },
  'GET /api/v1/membership/externalList': {
    held: (res) => res.statusCode === 200 && !(res.json() as string[]).includes('hackillinois'),
  },
  'GET /api/v1/membership/externalList/:listId': { url: () => '/api/v1/membership/externalList/hackillinois' },
  'PATCH /api/v1/membership/externalList/:listId': {
    url: () => '/api/v1/membership/externalList/hackillinois',
    payload: { add: ['evil04'] },
  },
};

const keyWith = (roles: readonly AppRole[], restrictions: unknown[] = []) =>
  createTestApiKey(t.database.db, roles, restrictions);

const offeredOf = (route: RegisteredRoute): AppRole[] =>
  route.roles === 'signedIn' ? [] : apiKeyRoles.filter((role) => (route.roles as readonly string[]).includes(role));

describe('routes an API key can reach', () => {
  it('each declare the key policies that guard them, or why none applies', () => {
    expect(reachable.length).toBeGreaterThan(10);
    const table = reachable.map((r) => `${r.method} ${r.url}: ${JSON.stringify(r.keyPolicies)}`);
    for (const route of reachable) expect(route.keyPolicies, `${route.method} ${route.url}`).toBeTruthy();
    expect(table).toContain('POST /api/v1/membership/import: ["MembershipListQueryPolicy"]');
  });

  it('hold each declared policy, shown by a request of their own', async () => {
    const guarded = reachable.filter((r) => Array.isArray(r.keyPolicies) && r.keyPolicies.length > 0);
    // Deletes last: the event they remove is the one the other examples write.
    guarded.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of guarded) {
      const where = `${route.method} ${route.url}`;
      const example = examples[where];
      expect(example, `${where} needs an example request in this test`).toBeDefined();
      const send = (apiKey: string) =>
        t.app.inject({
          method: route.method as 'POST',
          url: example!.url?.() ?? route.url,
          headers: { 'x-api-key': apiKey },
          ...(example!.payload !== undefined ? { payload: example!.payload as object } : {}),
        });
      for (const policy of route.keyPolicies as ApiKeyPolicyName[]) {
        const restricted = await send(await keyWith(offeredOf(route), [grantsNothing[policy]]));
        expect((example!.held ?? refusedByPolicy)(restricted), `${where} with ${policy}: ${restricted.body}`).toBe(
          true,
        );
      }
      const free = await send(await keyWith(offeredOf(route)));
      expect(free.statusCode, `${where} unrestricted: ${free.body}`).toBeLessThan(300);
    }
  });
});

describe('the paid list', () => {
  it('is never written by an external-list key, nor by a key whose list policy leaves it out', async () => {
    const external = await keyWith(['MANAGE_EXTERNAL_MEMBERSHIP_LIST'], [grantsNothing.MembershipListQueryPolicy]);
    const eventsOnly = await keyWith(['MANAGE_EXTERNAL_MEMBERSHIP_LIST'], [grantsNothing.EventsHostRestrictionPolicy]);
    const paidButHeld = await keyWith(['MANAGE_INTERNAL_MEMBERSHIP_LIST'], [grantsNothing.MembershipListQueryPolicy]);
    for (const apiKey of [external, eventsOnly, paidButHeld]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/membership/import',
        headers: { 'x-api-key': apiKey },
        payload: { netIds: ['evil05'] },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await onPaidList(t.database.db, 'evil05')).toBe(false);
  });
});
