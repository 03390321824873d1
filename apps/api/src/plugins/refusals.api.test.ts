import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createTestApiKey } from '../test/api-keys';
import { createTestApp, demo, type TestApp } from '../test/harness';

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
  const apiKey = await createTestApiKey(
    t.database.db,
    ['VIEW_EXTERNAL_MEMBERSHIP_LIST'],
    [{ name: 'MembershipListQueryPolicy', params: { list: ['sigpwny'] } }],
  );
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/membership/externalList/hackillinois',
    headers: { 'x-api-key': apiKey },
  });
  expect(res.statusCode).toBe(403);
  expect(await refusalsOf(`acmuiuc_${apiKey.split('_')[1]}`)).toEqual([
    {
      target: 'GET /api/v1/membership/externalList/:listId',
      message:
        'Refused GET /api/v1/membership/externalList/hackillinois: This API key may not read the list "hackillinois".',
    },
  ]);
});
