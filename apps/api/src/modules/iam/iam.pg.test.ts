import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTwoInstances, type TwoInstances } from '../../test/harness';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
let pair: TwoInstances;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'));
  for (const username of ['admin@illinois.edu', 'member@illinois.edu']) headers[username] = await pair.as(username);
});

afterAll(async () => {
  await pair?.close();
});

const change = (body: Record<string, string[]>) =>
  pair.instances[0].inject({
    method: 'PATCH',
    url: '/api/v1/iam/groups/events-team',
    headers: headers['admin@illinois.edu'],
    payload: body,
  });
const rolesOn = async (app: FastifyInstance) =>
  (
    (await app.inject({ method: 'GET', url: '/api/v1/protected', headers: headers['member@illinois.edu'] })).json() as {
      roles: string[];
    }
  ).roles;
const createEvent = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: headers['member@illinois.edu'],
    payload: {},
  });

/** The other instance drops the callers it keeps when it hears of the change (NOTIFY): wait, briefly. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('group membership on two instances', () => {
  it('grants and takes away roles on the other instance as soon as it hears of the change', async () => {
    // Warm both instances with the member's roles first: each now keeps them.
    for (const app of pair.instances) expect(await rolesOn(app)).not.toContain('manage:events');
    expect((await createEvent(pair.instances[1])).statusCode).toBe(403);

    expect((await change({ add: ['member@illinois.edu'] })).json().success).toHaveLength(1);
    expect(await rolesOn(pair.instances[0])).toContain('manage:events');
    await eventually(async () => expect(await rolesOn(pair.instances[1])).toContain('manage:events'));
    // The route's role check passes now: the request fails on its (empty) body instead.
    expect((await createEvent(pair.instances[1])).statusCode).toBe(400);

    expect((await change({ remove: ['member@illinois.edu'] })).json().success).toHaveLength(1);
    expect(await rolesOn(pair.instances[0])).not.toContain('manage:events');
    await eventually(async () => expect(await rolesOn(pair.instances[1])).not.toContain('manage:events'));
    expect((await createEvent(pair.instances[1])).statusCode).toBe(403);
  });
});
