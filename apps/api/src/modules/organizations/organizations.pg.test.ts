import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { organizations } from '../../db/schema';
import { startTwoInstances, type TwoInstances } from '../../test/harness';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
let pair: TwoInstances;
let first: FastifyInstance;
let second: FastifyInstance;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'));
  [first, second] = pair.instances;
  for (const username of ['lead@illinois.edu', 'member@illinois.edu']) headers[username] = await pair.as(username);
});

afterAll(async () => {
  await pair?.close();
});

const publicS01 = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/organizations/S01' })).json();
const rolesOf = async (app: FastifyInstance, username: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/protected', headers: headers[username] })).json();

describe('organizations across two instances', () => {
  it('serves the public page from each instance’s cache until a write is announced', async () => {
    expect((await publicS01(second)).description).toBe('Security, CTFs and hacking, every week.');
    await pair.databases[0].db
      .update(organizations)
      .set({ description: 'Silent edit' })
      .where(eq(organizations.id, 'S01'));
    expect((await publicS01(second)).description).toBe('Security, CTFs and hacking, every week.');

    const saved = await first.inject({
      method: 'POST',
      url: '/api/v1/organizations/S01/meta',
      headers: headers['lead@illinois.edu'],
      payload: { description: 'Saved on the first', links: [] },
    });
    expect(saved.statusCode).toBe(204);
    await vi.waitFor(async () => expect((await publicS01(second)).description).toBe('Saved on the first'), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('grants and withdraws a lead’s roles on the other instance as soon as it hears', async () => {
    const lead = 'member@illinois.edu';
    expect((await rolesOf(second, lead)).roles).not.toContain('__metaRole:manage:someOrg');
    const added = await first.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/S01/leads',
      headers: headers['lead@illinois.edu'],
      payload: { add: [{ name: 'Mia Member', username: lead, title: 'Lead', nonVotingMember: true }] },
    });
    expect(added.statusCode).toBe(204);
    // Each instance keeps its callers until the change feed (NOTIFY) drops them: wait, briefly.
    await vi.waitFor(
      async () =>
        expect(await rolesOf(second, lead)).toMatchObject({
          roles: expect.arrayContaining(['__metaRole:manage:someOrg']),
          orgRoles: [{ org: 'S01', role: 'LEAD' }],
        }),
      { timeout: 5_000, interval: 20 },
    );
    const editBySecond = await second.inject({
      method: 'POST',
      url: '/api/v1/organizations/S01/meta',
      headers: headers[lead],
      payload: { links: [] },
    });
    expect(editBySecond.statusCode).toBe(204);

    const removed = await second.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/S01/leads',
      headers: headers['lead@illinois.edu'],
      payload: { remove: [lead] },
    });
    expect(removed.statusCode).toBe(204);
    await vi.waitFor(
      async () => expect((await rolesOf(first, lead)).roles).not.toContain('__metaRole:manage:someOrg'),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    const refused = await first.inject({
      method: 'POST',
      url: '/api/v1/organizations/S01/meta',
      headers: headers[lead],
      payload: { links: [] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('applies concurrent lead additions on both instances without losing one', async () => {
    const add = (app: FastifyInstance, username: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/organizations/S01/leads',
        headers: headers['lead@illinois.edu'],
        payload: { add: [{ name: username, username, title: 'Helper', nonVotingMember: true }] },
      });
    const results = await Promise.all([add(first, 'aa1@illinois.edu'), add(second, 'bb2@illinois.edu')]);
    expect(results.map((r) => r.statusCode)).toEqual([204, 204]);
    const fresh = await first.inject({
      method: 'GET',
      url: '/api/v1/organizations/S01?ts=1',
      headers: headers['lead@illinois.edu'],
    });
    const usernames = fresh.json().leads.map((l: { username: string }) => l.username);
    expect(usernames).toEqual(expect.arrayContaining(['aa1@illinois.edu', 'bb2@illinois.edu', 'lead@illinois.edu']));
  });
});
