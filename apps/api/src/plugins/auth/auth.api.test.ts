import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys, roleAssignments } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { generateApiKey } from './api-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const protectedWith = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/protected', headers });

async function insertKey(roles: string[], expiresAt: Date | null = null) {
  const key = generateApiKey();
  await t.database.db.insert(apiKeys).values({
    keyId: key.keyId,
    description: 'test key',
    owner: demo.admin,
    roles,
    secretHash: key.secretHash,
    expiresAt,
  });
  return key;
}

describe('roles', () => {
  it('come from assignments to the groups a user belongs to', async () => {
    const before = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.events });
    // The Events Team group grants both (modules/iam/seed.ts).
    expect(before.json().roles).toEqual(['manage:events', 'manage:rsvps', 'manage:announcements']);
    await t.database.db
      .insert(roleAssignments)
      .values({ principalType: 'group', principalId: 'officers', role: 'LINKS_MANAGER' });
    // A change made in the database by hand reaches the instance's kept sessions through the change
    // feed (the table's trigger, decision 0035): on PostgreSQL a notification arrives a moment later.
    await vi.waitFor(
      async () => {
        const after = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.events });
        expect(after.json().roles).toEqual(['manage:events', 'manage:rsvps', 'manage:links', 'manage:announcements']);
      },
      { timeout: 5_000, interval: 20 },
    );
    await t.database.db.delete(roleAssignments).where(eq(roleAssignments.principalId, 'officers'));
  });
});

describe('API keys', () => {
  it('authenticate with X-Api-Key and carry only the key roles', async () => {
    const key = await insertKey(['EVENTS_MANAGER', 'IAM_ADMIN']);
    const res = await protectedWith({ 'x-api-key': key.apiKey });
    expect(res.statusCode).toBe(200);
    // IAM_ADMIN is not a role an API key may hold.
    expect(res.json()).toEqual({ username: `acmuiuc_${key.keyId}`, roles: ['manage:events'], orgRoles: [] });
  });

  it('stop working once expired or deleted, and refuse a tampered secret', async () => {
    const expired = await insertKey(['EVENTS_MANAGER'], new Date(Date.now() - 1000));
    expect((await protectedWith({ 'x-api-key': expired.apiKey })).statusCode).toBe(401);

    const deleted = await insertKey(['EVENTS_MANAGER']);
    expect((await protectedWith({ 'x-api-key': deleted.apiKey })).statusCode).toBe(200);
    await t.database.db.delete(apiKeys).where(eq(apiKeys.keyId, deleted.keyId));
    expect((await protectedWith({ 'x-api-key': deleted.apiKey })).statusCode).toBe(401);

    const live = await insertKey(['EVENTS_MANAGER']);
    const flipped = live.apiKey.replace(/_([0-9a-f])/, (_m, c: string) => `_${c === 'a' ? 'b' : 'a'}`);
    expect((await protectedWith({ 'x-api-key': flipped })).statusCode).toBe(401);
    const wrongSecret = live.apiKey.replace(live.secret, 'e'.repeat(64));
    expect((await protectedWith({ 'x-api-key': wrongSecret })).statusCode).toBe(401);
  });

  it('are not subject to the same-origin check (no ambient credentials)', async () => {
    const key = await insertKey(['EVENTS_MANAGER']);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/iam/profile',
      headers: { 'x-api-key': key.apiKey },
      payload: { displayName: 'x', givenName: 'x', surname: 'x' },
    });
    // Passes authentication and CSRF; the key has no directory profile of its own.
    expect(res.statusCode).toBe(404);
  });
});
