import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, roleAssignments } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { startGraphStub, type GraphStub, type StubUser } from '../../test/graph-stub';

/** The portal configured as a chapter on Microsoft Entra ID configures it, against a local Graph. */
const tenantId = randomUUID();
const ids = { admins: randomUUID(), events: randomUUID(), tickets: randomUUID(), infra: randomUUID() };
const user = (email: string, givenName: string, surname: string): StubUser => ({
  id: randomUUID(),
  displayName: `${givenName} ${surname}`,
  givenName,
  surname,
  mail: email,
  userPrincipalName: email,
});
const people = {
  admin: user(demo.admin, 'Ada', 'Admin'),
  member: user(demo.member, 'Mia', 'Member'),
  events: user(demo.events, 'Evan', 'Events'),
  ella: user('ella@illinois.edu', 'Ella', 'Ortiz'),
  omar: user('omar@illinois.edu', 'Omar', 'Haddad'),
  broken: user('broken@illinois.edu', 'Bo', 'Broken'),
  busy: user('busy@illinois.edu', 'Bea', 'Busy'),
};

let stub: GraphStub;
let t: TestApp;

beforeAll(async () => {
  stub = await startGraphStub(tenantId);
  stub.users.push(...Object.values(people));
  stub.groups.push(
    { id: ids.admins, displayName: 'Chapter Administrators', members: new Set([people.admin.id]) },
    {
      id: ids.events,
      displayName: 'Events Team',
      members: new Set([people.events.id, people.ella.id, people.omar.id]),
    },
    { id: ids.tickets, displayName: 'Ticketing Team', members: new Set() },
    { id: ids.infra, displayName: 'Infrastructure Team', members: new Set([people.admin.id]) },
  );
  t = await createTestApp({
    GRAPH_TENANT_ID: tenantId,
    GRAPH_CLIENT_ID: 'b1c2d3e4-0000-4000-8000-portalclient',
    GRAPH_CLIENT_SECRET: 'chapter-secret~value',
    // A chapter leaves these at Microsoft's addresses; here they name the local stand-in.
    GRAPH_AUTHORITY_HOST: stub.url,
    GRAPH_API_URL: stub.url,
    IAM_PROTECTED_GROUPS: ids.infra,
  });
  // The chapter's role assignments name its Entra ID groups by object id.
  await t.database.db.insert(roleAssignments).values([
    { principalType: 'group', principalId: ids.admins, role: '*' },
    { principalType: 'group', principalId: ids.events, role: 'EVENTS_MANAGER' },
  ]);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const groups = '/api/v1/iam/groups';
const rolesOf = async (as: string) =>
  ((await t.request({ method: 'GET', url: '/api/v1/protected', as })).json() as { roles: string[] }).roles;

describe('the Microsoft Graph directory', () => {
  it('gets an app token with the client credentials, and lists groups through every page after a 429', async () => {
    stub.failOnce.set('GET /v1.0/groups', { status: 429, retryAfter: '1' });
    const res = await t.request({ method: 'GET', url: groups, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: ids.events, displayName: 'Events Team' },
      { id: ids.tickets, displayName: 'Ticketing Team' },
    ]);
    // First page twice (throttled, then served), then the page @odata.nextLink pointed to.
    expect(stub.calls.filter((c) => c === 'GET /v1.0/groups')).toHaveLength(3);
    const token = stub.tokenRequests[0]!;
    expect(Object.fromEntries(token)).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'b1c2d3e4-0000-4000-8000-portalclient',
      client_secret: 'chapter-secret~value',
      scope: `${stub.url}/.default`,
    });
  });

  it('lists members across pages', async () => {
    const res = await t.request({ method: 'GET', url: `${groups}/${ids.events}`, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { name: 'Evan Events', email: demo.events },
        { name: 'Ella Ortiz', email: 'ella@illinois.edu' },
        { name: 'Omar Haddad', email: 'omar@illinois.edu' },
      ]),
    );
    expect(res.json()).toHaveLength(3);
  });

  it('refuses the protected groups: the administrators and the configured ones', async () => {
    for (const id of [ids.admins, ids.infra]) {
      const patch = await t.request({
        method: 'PATCH',
        url: `${groups}/${id}`,
        as: demo.admin,
        payload: { add: [demo.member] },
      });
      expect(patch.statusCode).toBe(403);
    }
    expect(stub.groups.find((g) => g.id === ids.admins)!.members.has(people.member.id)).toBe(false);
  });

  it('resolves each email to a user, adds and removes each on its own, and audits each change', async () => {
    // One email's add fails in Graph; another is answered 503 once, then goes through.
    stub.failOnce.set(`POST /v1.0/groups/${ids.events}/members/$ref`, { status: 503, retryAfter: '0' });
    const addRef = `POST /v1.0/groups/${ids.events}/members/$ref`;
    const res = await t.request({
      method: 'PATCH',
      url: `${groups}/${ids.events}`,
      as: demo.admin,
      payload: { add: ['busy@illinois.edu', 'ghost@illinois.edu', 'ella@illinois.edu'], remove: ['omar@illinois.edu'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: [{ email: 'busy@illinois.edu' }, { email: 'omar@illinois.edu' }],
      failure: [
        { email: 'ghost@illinois.edu', message: 'No user with this email is in the directory. Invite them first.' },
        { email: 'ella@illinois.edu', message: 'This user is already a member of the group.' },
      ],
    });
    const events = stub.groups.find((g) => g.id === ids.events)!;
    expect(events.members.has(people.busy.id)).toBe(true);
    expect(events.members.has(people.omar.id)).toBe(false);
    // busy: 503 then 204; ella: 400 "already exist"; ghost never reaches Graph's $ref (no such user).
    expect(stub.calls.filter((c) => c === addRef)).toHaveLength(3);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.module, 'iam'));
    expect(audit.map((a) => a.target).sort()).toEqual(['busy@illinois.edu', 'omar@illinois.edu']);
  });

  it('keeps going when Graph fails on one email of a batch', async () => {
    const refPath = `POST /v1.0/groups/${ids.tickets}/members/$ref`;
    stub.failAlways.set(refPath, 500);
    const first = await t.request({
      method: 'PATCH',
      url: `${groups}/${ids.tickets}`,
      as: demo.admin,
      payload: { add: ['broken@illinois.edu'], remove: [] },
    });
    stub.failAlways.delete(refPath);
    expect(first.json()).toEqual({
      success: [],
      failure: [
        { email: 'broken@illinois.edu', message: 'The directory could not complete this change. Try again later.' },
      ],
    });
    const second = await t.request({
      method: 'PATCH',
      url: `${groups}/${ids.tickets}`,
      as: demo.admin,
      payload: { add: ['broken@illinois.edu', 'ella@illinois.edu'] },
    });
    expect(second.json()).toEqual({
      success: [{ email: 'broken@illinois.edu' }, { email: 'ella@illinois.edu' }],
      failure: [],
    });
  });

  it('reads roles from the Entra ID groups on every request', async () => {
    expect(await rolesOf(demo.member)).not.toContain('manage:events');
    const add = { method: 'PATCH' as const, url: `${groups}/${ids.events}`, as: demo.admin };
    expect((await t.request({ ...add, payload: { add: [demo.member] } })).json().success).toHaveLength(1);
    expect(await rolesOf(demo.member)).toContain('manage:events');
    expect((await t.request({ ...add, payload: { remove: [demo.member] } })).json().success).toHaveLength(1);
    expect(await rolesOf(demo.member)).not.toContain('manage:events');
    // The administrators' group grants every role.
    expect(await rolesOf(demo.admin)).toContain('admin:iam');
  });

  it('invites guests through Graph, each email on its own', async () => {
    stub.refuseInvites.set('refused@illinois.edu', 'The invited user is blocked by a cross-tenant access policy.');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/iam/inviteUsers',
      as: demo.admin,
      payload: { emails: ['new1@illinois.edu', 'refused@illinois.edu', 'outsider@gmail.com'] },
    });
    expect(res.json()).toEqual({
      success: [{ email: 'new1@illinois.edu' }],
      failure: [
        { email: 'refused@illinois.edu', message: 'The invited user is blocked by a cross-tenant access policy.' },
        { email: 'outsider@gmail.com', message: 'Only @illinois.edu emails can be invited.' },
      ],
    });
    expect(stub.invitations).toEqual([
      {
        invitedUserEmailAddress: 'new1@illinois.edu',
        inviteRedirectUrl: 'http://localhost:8080',
        sendInvitationMessage: true,
      },
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'iam'), eq(auditLog.target, 'new1@illinois.edu')));
    expect(audit).toHaveLength(1);
  });

  it('reads and edits the profile in Graph', async () => {
    const read = await t.request({ method: 'GET', url: '/api/v1/iam/profile', as: demo.member });
    expect(read.json()).toEqual({
      displayName: 'Mia Member',
      givenName: 'Mia',
      surname: 'Member',
      mail: demo.member,
      userPrincipalName: demo.member,
    });
    const edit = await t.request({
      method: 'PATCH',
      url: '/api/v1/iam/profile',
      as: demo.member,
      payload: { displayName: 'Mia M.', givenName: 'Mia', surname: 'Member' },
    });
    expect(edit.statusCode).toBe(200);
    expect(people.member.displayName).toBe('Mia M.');
  });

  it('answers 502 with the error body when Graph is down for a listing', async () => {
    stub.failAlways.set('GET /v1.0/groups', 500);
    const res = await t.request({ method: 'GET', url: groups, as: demo.admin });
    stub.failAlways.delete('GET /v1.0/groups');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: true, id: 120, name: 'DirectoryError' });
  });
});
