import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, auditLog, paidMembers } from '../../db/schema';
import { generateApiKey } from '../../plugins/auth/api-key';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addMembershipPeople, membershipPeople as people } from './test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addMembershipPeople(t.database.db);
  // 250 paid members: pm0 .. pm249.
  await t.database.db
    .insert(paidMembers)
    .values(Array.from({ length: 250 }, (_, i) => ({ netId: `pm${i}`, source: 'import', reference: 'test' })));
  await t.request({
    method: 'PATCH',
    url: '/api/v1/membership/externalList/sigpwny',
    as: demo.admin,
    payload: { add: ['pm1', 'outsider'] },
  });
});
afterAll(async () => t.close());

const url = '/api/v2/membership/verifyBatchOfMembers';
const listsUrl = '/api/v1/membership/externalList';
const verify = (payload: unknown, options: { as?: string; list?: string; headers?: Record<string, string> } = {}) =>
  t.request({
    method: 'POST',
    url: options.list ? `${url}?list=${options.list}` : url,
    payload: payload as object,
    ...(options.as && { as: options.as }),
    ...(options.headers && { headers: options.headers }),
  });

async function keyWith(roles: string[], restrictions: { name: string; params: Record<string, unknown> }[]) {
  const key = generateApiKey();
  await t.database.db.insert(apiKeys).values({
    keyId: key.keyId,
    description: 'membership test key',
    owner: demo.admin,
    roles,
    secretHash: key.secretHash,
    expiresAt: null,
    restrictions,
  });
  return { 'x-api-key': key.apiKey };
}

describe('verifyBatchOfMembers', () => {
  it('puts every one of 500 mixed NetIDs in exactly one group, nothing dropped', async () => {
    // 250 paid, 250 not; upper case and emails-free, so each stays itself lower-cased.
    const asked = Array.from({ length: 500 }, (_, i) => (i % 2 === 0 ? `PM${i / 2}` : `np${i}`));
    const res = await verify(asked, { as: people.internal });
    expect(res.statusCode).toBe(200);
    const { members, notMembers } = res.json() as { members: string[]; notMembers: string[] };
    expect(members).toHaveLength(250);
    expect(notMembers).toHaveLength(250);
    expect([...members, ...notMembers].sort()).toEqual(asked.map((n) => n.toLowerCase()).sort());
    expect(members.every((n) => n.startsWith('pm'))).toBe(true);
  });

  it('lower-cases and de-duplicates', async () => {
    const res = await verify(['PM1', 'pm1', 'Nobody', 'nobody'], { as: people.internal });
    expect(res.json()).toEqual({ members: ['pm1'], notMembers: ['nobody'] });
  });

  it('refuses 501 entries and an invalid NetID with 400', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `np${i}`);
    expect((await verify(many, { as: people.internal })).statusCode).toBe(400);
    const bad = await verify(['pm1', 'x@gmail.com'], { as: people.internal });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, id: 104, name: 'ValidationError' });
  });

  it('needs VIEW_INTERNAL for the paid list and an external role for ?list=', async () => {
    expect((await verify(['pm1'])).statusCode).toBe(401);
    expect((await verify(['pm1'], { as: demo.member })).statusCode).toBe(403);
    expect((await verify(['pm1'], { as: people.external })).statusCode).toBe(403);
    expect((await verify(['pm1'], { as: people.internal, list: 'sigpwny' })).statusCode).toBe(403);
    const external = await verify(['pm1', 'pm2', 'outsider'], { as: people.external, list: 'sigpwny' });
    expect(external.json()).toEqual({ members: ['pm1', 'outsider'], notMembers: ['pm2'] });
    const unknown = await verify(['pm1'], { as: people.external, list: 'nolist' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets an API key with MembershipListQueryPolicy ask only its lists', async () => {
    const roles = ['VIEW_INTERNAL_MEMBERSHIP_LIST', 'VIEW_EXTERNAL_MEMBERSHIP_LIST'];
    const paidOnly = await keyWith(roles, [{ name: 'MembershipListQueryPolicy', params: { list: ['acmpaid'] } }]);
    expect((await verify(['pm1'], { headers: paidOnly })).json()).toEqual({ members: ['pm1'], notMembers: [] });
    const refused = await verify(['pm1'], { headers: paidOnly, list: 'sigpwny' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ name: 'UnauthorizedError', id: 101 });

    const externalOnly = await keyWith(roles, [{ name: 'MembershipListQueryPolicy', params: { list: ['sigpwny'] } }]);
    expect((await verify(['pm1'], { headers: externalOnly })).statusCode).toBe(403);
    expect((await verify(['pm1'], { headers: externalOnly, list: 'sigpwny' })).statusCode).toBe(200);

    const unrestricted = await keyWith(roles, []);
    expect((await verify(['pm1'], { headers: unrestricted, list: 'sigpwny' })).statusCode).toBe(200);
  });

  it('holds a key with MembershipListQueryPolicy to its lists when it reads or changes external lists', async () => {
    const roles = ['VIEW_EXTERNAL_MEMBERSHIP_LIST', 'MANAGE_EXTERNAL_MEMBERSHIP_LIST'];
    await t.request({ method: 'PATCH', url: `${listsUrl}/otherorg`, as: demo.admin, payload: { add: ['pm7'] } });
    const held = await keyWith(roles, [{ name: 'MembershipListQueryPolicy', params: { list: ['sigpwny'] } }]);
    const get = (path: string, headers: Record<string, string>) => t.request({ method: 'GET', url: path, headers });

    expect((await get(listsUrl, held)).json()).toEqual(['sigpwny']);
    expect((await get(`${listsUrl}/sigpwny`, held)).json()).toEqual(expect.arrayContaining(['outsider', 'pm1']));
    const read = await get(`${listsUrl}/otherorg`, held);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ message: 'This API key may not read the list "otherorg".' });
    const change = await t.request({
      method: 'PATCH',
      url: `${listsUrl}/otherorg`,
      headers: held,
      payload: { remove: ['pm7'] },
    });
    expect(change.statusCode).toBe(403);
    expect((await get(`${listsUrl}/otherorg`, await keyWith(roles, []))).json()).toEqual(['pm7']);
    expect((await get(listsUrl, await keyWith(roles, []))).json()).toEqual(
      expect.arrayContaining(['otherorg', 'sigpwny']),
    );
  });

  it("records each of a key's queries once, with its outcome, and its last use", async () => {
    const roles = ['VIEW_INTERNAL_MEMBERSHIP_LIST', 'VIEW_EXTERNAL_MEMBERSHIP_LIST'];
    const headers = await keyWith(roles, [{ name: 'MembershipListQueryPolicy', params: { list: ['acmpaid'] } }]);
    const username = `acmuiuc_${headers['x-api-key'].split('_')[1]}`;
    expect((await verify(['pm1', 'np1'], { headers })).statusCode).toBe(200);
    expect((await verify([], { headers })).json()).toEqual({ members: [], notMembers: [] });
    expect((await verify(['pm1'], { headers, list: 'sigpwny' })).statusCode).toBe(403);
    expect((await verify(['not a netid'], { headers })).statusCode).toBe(400);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, username))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.message)).toEqual([
      `POST ${url} answered 200.`,
      `POST ${url} answered 200.`,
      // The refusal is also recorded as such (decision 0012), before the use it ends.
      `Refused POST ${url}: This API key may not query the list "sigpwny".`,
      `POST ${url} answered 403.`,
      `POST ${url} answered 400.`,
    ]);
    const [key] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyId, username.slice(8)));
    expect(key!.lastUsedAt).toBeInstanceOf(Date);
  });
});
