import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPattern } from '@cp/contracts/api-keys';
import { apiKeys, auditLog } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { eventPayload, guessedKey, keyIdOf } from './test-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = '/api/v1/apiKey/org';
const inADay = () => Math.floor(Date.now() / 1000) + 24 * 3600 + 60;
const create = (payload: object) => t.request({ method: 'POST', url, as: demo.admin, payload });
const list = async () => (await t.request({ method: 'GET', url, as: demo.admin })).json() as { keyId: string }[];
const withKey = (apiKey: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: { 'x-api-key': apiKey }, ...(payload ? { payload } : {}) });
const keyCount = async () => (await t.database.db.select().from(apiKeys)).length;

async function newKey(payload: object = {}): Promise<string> {
  const res = await create({ roles: ['manage:events'], description: 'Website', ...payload });
  expect(res.statusCode).toBe(201);
  return res.json().apiKey as string;
}

describe('creating and listing keys', () => {
  it('shows the secret once and stores only its hash', async () => {
    const apiKey = await newKey({ description: 'SIGPwny site', expiresAt: inADay() });
    expect(apiKey).toMatch(apiKeyPattern);
    const [, keyId, secret] = apiKeyPattern.exec(apiKey)!;
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.keyId, keyId!));
    expect(row!.secretHash).toBe(sha256Hex(secret!));
    const res = await t.request({ method: 'GET', url, as: demo.admin });
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(row!.secretHash);
    const listed = res.json().find((k: { keyId: string }) => k.keyId === keyId);
    expect(listed).toEqual({
      keyId,
      description: 'SIGPwny site',
      owner: demo.admin,
      createdAt: expect.any(Number),
      expiresAt: expect.any(Number),
      roles: ['manage:events'],
    });
    expect(Math.abs(listed.createdAt - Date.now() / 1000)).toBeLessThan(3600);
  });

  it.each([
    ['no role', { roles: [] }],
    ['a role not offered for keys', { roles: ['admin:iam'] }],
    ['the key-management role', { roles: ['manage:orgApiKey'] }],
    ['the audit-log role', { roles: ['view:auditLog'] }],
    ['a blank description', { description: '   ' }],
    ['no description', { description: undefined }],
    ['an expiry less than 24 hours ahead', { expiresAt: Math.floor(Date.now() / 1000) + 23 * 3600 }],
    ['an expiry in the past', { expiresAt: 1000 }],
  ])('refuses %s and changes nothing', async (_label, override) => {
    const before = await keyCount();
    const res = await create({ roles: ['manage:events'], description: 'Website', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, id: 104, name: 'ValidationError' });
    expect(await keyCount()).toBe(before);
  });

  it.each([
    ['not an array', { name: 'EventsHostRestrictionPolicy', params: { host: ['S01'] } }],
    ['an unknown policy', [{ name: 'AdminPolicy', params: {} }]],
    ['a host that is not an org id', [{ name: 'EventsHostRestrictionPolicy', params: { host: ['ACM'] } }]],
    ['an empty host list', [{ name: 'EventsHostRestrictionPolicy', params: { host: [] } }]],
    ['a wrong parameter', [{ name: 'EventsHostRestrictionPolicy', params: { hosts: ['S01'] } }]],
    ['an extra field', [{ name: 'MembershipListQueryPolicy', params: { list: ['acmpaid'] }, extra: 1 }]],
    ['a list id with spaces', [{ name: 'MembershipListQueryPolicy', params: { list: ['acm paid'] } }]],
    ['a string', 'EventsHostRestrictionPolicy'],
  ])('refuses a policy document that is %s', async (_label, restrictions) => {
    const before = await keyCount();
    const res = await create({ roles: ['manage:events'], description: 'Website', restrictions });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ id: 104, message: 'Invalid policy document!' });
    expect(await keyCount()).toBe(before);
  });

  it('keeps a valid policy document with the key', async () => {
    const restrictions = [
      { name: 'EventsHostRestrictionPolicy', params: { host: ['S01', 'S02'] } },
      { name: 'MembershipListQueryPolicy', params: { list: ['acmpaid'] } },
    ];
    const keyId = keyIdOf(await newKey({ restrictions }));
    expect((await list()).find((k) => k.keyId === keyId)).toMatchObject({ restrictions });
  });

  it('audits creation and deletion under the manager', async () => {
    const keyId = keyIdOf(await newKey({ description: 'Audited' }));
    expect((await t.request({ method: 'DELETE', url: `${url}/${keyId}`, as: demo.admin })).statusCode).toBe(204);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `acmuiuc_${keyId}`))
      // In the order written (a select without one may answer in any order, and PostgreSQL did).
      .orderBy(auditLog.id);
    expect(audit.filter((a) => a.actor === demo.admin).map((a) => [a.module, a.message])).toEqual([
      ['apiKey', 'Created API key "Audited" with roles EVENTS_MANAGER.'],
      ['apiKey', 'Deleted API key "Audited".'],
    ]);
  });
});

describe('deleting keys', () => {
  it('answers 204, then 404, and the key stops working on its very next request', async () => {
    const apiKey = await newKey();
    expect((await withKey(apiKey, 'GET', '/api/v1/protected')).statusCode).toBe(200);
    const remove = () => t.request({ method: 'DELETE', url: `${url}/${keyIdOf(apiKey)}`, as: demo.admin });
    expect((await remove()).statusCode).toBe(204);
    expect((await withKey(apiKey, 'GET', '/api/v1/protected')).statusCode).toBe(401);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ id: 103, name: 'NotFoundError' });
  });

  it('refuses a malformed key id', async () => {
    const res = await t.request({ method: 'DELETE', url: `${url}/not-a-key`, as: demo.admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('using a key', () => {
  it('answers a wrong secret for a real key exactly as an unknown key, an expired one and garbage', async () => {
    const apiKey = await newKey();
    const expiredId = keyIdOf(await newKey());
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.keyId, expiredId));
    const answers = [];
    for (const header of [guessedKey(keyIdOf(apiKey)), guessedKey(), guessedKey(expiredId), 'acmuiuc_x']) {
      const res = await withKey(header, 'GET', '/api/v1/protected');
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(answers[0]!.status).toBe(401);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('holds the key to its roles: a key can never manage keys, even if its row says so', async () => {
    const apiKey = await newKey();
    await t.database.db
      .update(apiKeys)
      .set({ roles: ['EVENTS_MANAGER', 'MANAGE_ORG_API_KEYS', 'AUDIT_LOG_VIEWER'] })
      .where(eq(apiKeys.keyId, keyIdOf(apiKey)));
    expect((await withKey(apiKey, 'GET', '/api/v1/protected')).json().roles).toEqual(['manage:events']);
    expect((await withKey(apiKey, 'GET', url)).statusCode).toBe(403);
    const post = await withKey(apiKey, 'POST', url, { roles: ['manage:events'], description: 'x' });
    expect(post.statusCode).toBe(403);
  });

  it('enforces its events host restriction', async () => {
    const restrictions = [{ name: 'EventsHostRestrictionPolicy', params: { host: ['S01'] } }];
    const apiKey = await newKey({ restrictions });
    expect((await withKey(apiKey, 'POST', '/api/v1/events', eventPayload('S01'))).statusCode).toBe(201);
    expect((await withKey(apiKey, 'POST', '/api/v1/events', eventPayload('A01'))).statusCode).toBe(403);
    expect((await withKey(apiKey, 'POST', '/api/v1/events', eventPayload('S01', true))).statusCode).toBe(403);
  });

  it('audits each request under the key id and shows its last use', async () => {
    const apiKey = await newKey();
    const keyId = keyIdOf(apiKey);
    expect((await list()).find((k) => k.keyId === keyId)).not.toHaveProperty('lastUsedAt');
    await withKey(apiKey, 'GET', '/api/v1/protected?x=secret');
    await withKey(apiKey, 'GET', url);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `acmuiuc_${keyId}`));
    expect(audit.map((a) => [a.module, a.target, a.message])).toEqual([
      ['apiKey', `acmuiuc_${keyId}`, 'GET /api/v1/protected answered 200.'],
      // The refusal itself is an entry of its own (decision 0012), beside the key's use.
      ['access', 'GET /api/v1/apiKey/org', expect.stringMatching(/^Refused GET \/api\/v1\/apiKey\/org: /)],
      ['apiKey', `acmuiuc_${keyId}`, 'GET /api/v1/apiKey/org answered 403.'],
    ]);
    expect(audit.every((a) => a.requestId)).toBe(true);
    const listed = (await list()).find((k) => k.keyId === keyId) as { lastUsedAt?: number };
    expect(Math.abs(listed.lastUsedAt! - Date.now() / 1000)).toBeLessThan(3600);
  });

  it('records nothing for a wrong secret', async () => {
    const keyId = keyIdOf(await newKey());
    await withKey(guessedKey(keyId), 'GET', '/api/v1/protected');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `acmuiuc_${keyId}`));
    expect(audit).toEqual([]);
  });
});
