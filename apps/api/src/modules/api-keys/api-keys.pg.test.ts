import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { apiKeys } from '../../db/schema';
import { startTwoInstances, type TwoInstances } from '../../test/harness';
import { eventPayload, keyIdOf } from './test-keys';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
let pair: TwoInstances;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'));
  adminHeaders = await pair.as('admin@illinois.edu');
});

afterAll(async () => {
  await pair?.close();
});

const [first, second] = [() => pair.instances[0], () => pair.instances[1]];
const withKey = (app: FastifyInstance, apiKey: string, payload = eventPayload('S01')) =>
  app.inject({ method: 'POST', url: '/api/v1/events', headers: { 'x-api-key': apiKey }, payload });

/** The other instance drops the keys it keeps when it hears of the change (NOTIFY): wait, briefly. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('API keys on two instances', () => {
  it('refuses a key deleted on one instance there at once, and on the other as soon as it hears', async () => {
    const created = await first().inject({
      method: 'POST',
      url: '/api/v1/apiKey/org',
      headers: adminHeaders,
      payload: { roles: ['manage:events'], description: 'Two instances' },
    });
    expect(created.statusCode).toBe(201);
    const apiKey: string = created.json().apiKey;
    // Both instances have used the key, so each now keeps it.
    expect((await withKey(first(), apiKey)).statusCode).toBe(201);
    expect((await withKey(second(), apiKey)).statusCode).toBe(201);
    const removed = await first().inject({
      method: 'DELETE',
      url: `/api/v1/apiKey/org/${keyIdOf(apiKey)}`,
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect((await withKey(first(), apiKey)).statusCode).toBe(401);
    await eventually(async () => expect((await withKey(second(), apiKey)).statusCode).toBe(401));
  });

  it('refuses a key on every instance once its expiry is brought forward in the database', async () => {
    const created = await second().inject({
      method: 'POST',
      url: '/api/v1/apiKey/org',
      headers: adminHeaders,
      payload: { roles: ['manage:events'], description: 'Expiring' },
    });
    const apiKey: string = created.json().apiKey;
    expect((await withKey(first(), apiKey)).statusCode).toBe(201);
    await pair.databases[1].db
      .update(apiKeys)
      .set({ expiresAt: sql`now()` })
      .where(eq(apiKeys.keyId, keyIdOf(apiKey)));
    // The table's trigger tells every instance, the one that used the key too.
    await eventually(async () => expect((await withKey(first(), apiKey)).statusCode).toBe(401));
    await eventually(async () => expect((await withKey(second(), apiKey)).statusCode).toBe(401));
  });
});
