import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { roleAssignments } from '../../db/schema';
import { startTwoInstances, type TwoInstances } from '../../test/harness';
import { signInThroughProvider } from '../../test/sign-in-flow';

/**
 * Each instance keeps the callers of its recent requests (actor-cache.ts); every change to who may
 * do what reaches the other instance through the change feed. Both instances have served the
 * caller before each change, so each holds it.
 */
let pair: TwoInstances;

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'));
});

afterAll(async () => {
  await pair?.close();
});

/** The other instance hears of a change through PostgreSQL NOTIFY: wait for it, briefly. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });
const both = () => pair.instances;
const protectedAs = async (app: FastifyInstance, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/protected', headers });
  return { status: res.statusCode, roles: res.statusCode === 200 ? (res.json().roles as string[]) : [] };
};

describe('the callers each instance keeps', () => {
  it('forgets a session signed out on one instance: there at once, on the other as soon as it hears', async () => {
    const member = await pair.as('member@illinois.edu');
    for (const app of both()) expect((await protectedAs(app, member)).status).toBe(200);
    const out = await both()[0].inject({ method: 'POST', url: '/api/v1/clearSession', headers: member });
    expect(out.statusCode).toBe(200);
    expect((await protectedAs(both()[0], member)).status).toBe(401);
    await eventually(async () => expect((await protectedAs(both()[1], member)).status).toBe(401));
  });

  it('refuses a signed-out bearer token on both instances at once (read every time, never kept)', async () => {
    const { accessToken } = await signInThroughProvider(both()[0], 'member@illinois.edu', 'demo', '/home');
    const bearer = { authorization: `Bearer ${accessToken}` };
    for (const app of both()) expect((await protectedAs(app, bearer)).status).toBe(200);
    const out = await both()[0].inject({ method: 'POST', url: '/api/v1/clearSession', headers: bearer });
    expect(out.statusCode).toBe(201);
    for (const app of both()) expect((await protectedAs(app, bearer)).status).toBe(401);
  });

  it('forgets a session ended in the database by other means (revoked by an operator)', async () => {
    const member = await pair.as('member@illinois.edu');
    for (const app of both()) expect((await protectedAs(app, member)).status).toBe(200);
    await pair.databases[0].db.execute(sql`delete from sessions where username = 'member@illinois.edu'`);
    for (const app of both()) await eventually(async () => expect((await protectedAs(app, member)).status).toBe(401));
  });

  it('takes roles away on both instances when a group loses a member', async () => {
    const admin = await pair.as('admin@illinois.edu');
    const member = await pair.as('member@illinois.edu');
    const change = (body: Record<string, string[]>) =>
      both()[0].inject({ method: 'PATCH', url: '/api/v1/iam/groups/events-team', headers: admin, payload: body });
    expect((await change({ add: ['member@illinois.edu'] })).statusCode).toBe(200);
    for (const app of both())
      await eventually(async () => expect((await protectedAs(app, member)).roles).toContain('manage:events'));
    expect((await change({ remove: ['member@illinois.edu'] })).statusCode).toBe(200);
    expect((await protectedAs(both()[0], member)).roles).not.toContain('manage:events');
    await eventually(async () => expect((await protectedAs(both()[1], member)).roles).not.toContain('manage:events'));
  });

  it('takes a role assigned in the database by other means away on both instances', async () => {
    const member = await pair.as('member@illinois.edu');
    const db = pair.databases[1].db;
    await db
      .insert(roleAssignments)
      .values({ principalType: 'user', principalId: 'member@illinois.edu', role: 'LINKS_MANAGER' });
    for (const app of both())
      await eventually(async () => expect((await protectedAs(app, member)).roles).toContain('manage:links'));
    await db.delete(roleAssignments).where(eq(roleAssignments.principalId, 'member@illinois.edu'));
    for (const app of both())
      await eventually(async () => expect((await protectedAs(app, member)).roles).not.toContain('manage:links'));
  });
});
