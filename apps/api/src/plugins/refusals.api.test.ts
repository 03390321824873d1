import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../db/schema';
import { createTestApp, demo, type TestApp } from '../test/harness';
import { generateApiKey } from './auth/api-key';

/** An officer sees probing: refused attempts are audited (module access), one a minute per actor and route. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const refusalsOf = (actor: string) =>
  t.database.db
    .select({ target: auditLog.target, message: auditLog.message })
    .from(auditLog)
    .where(and(eq(auditLog.module, 'access'), eq(auditLog.actor, actor)));

it('records who tried what on a role they lack, once a minute per route', async () => {
  for (let i = 0; i < 3; i += 1)
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/logs/events?start=1&end=2', as: demo.member })).statusCode,
    ).toBe(403);
  expect((await t.request({ method: 'GET', url: '/api/v1/apiKey/org', as: demo.member })).statusCode).toBe(403);
  expect(await refusalsOf(demo.member)).toEqual([
    {
      target: 'GET /api/v1/logs/:module',
      message: 'Refused GET /api/v1/logs/events: This action needs one of these roles: AUDIT_LOG_VIEWER.',
    },
    {
      target: 'GET /api/v1/apiKey/org',
      message: 'Refused GET /api/v1/apiKey/org: This action needs one of these roles: MANAGE_ORG_API_KEYS.',
    },
  ]);
});

it("records an API key refused by its policy under the key's name", async () => {
  const key = generateApiKey();
  await t.database.db.insert(apiKeys).values({
    keyId: key.keyId,
    description: 'held to sigpwny',
    owner: demo.admin,
    roles: ['VIEW_EXTERNAL_MEMBERSHIP_LIST'],
    restrictions: [{ name: 'MembershipListQueryPolicy', params: { list: ['sigpwny'] } }] as never,
    secretHash: key.secretHash,
  });
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/membership/externalList/hackillinois',
    headers: { 'x-api-key': key.apiKey },
  });
  expect(res.statusCode).toBe(403);
  expect(await refusalsOf(`acmuiuc_${key.keyId}`)).toEqual([
    {
      target: 'GET /api/v1/membership/externalList/:listId',
      message:
        'Refused GET /api/v1/membership/externalList/hackillinois: This API key may not read the list "hackillinois".',
    },
  ]);
});
