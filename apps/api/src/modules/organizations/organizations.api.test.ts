import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orgRoles } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const lead = 'lead@illinois.edu';
const errorOf = (name: string, id: number) => ({ error: true, id, name, message: expect.any(String) });
const getOrg = (orgId: string, as?: string, query = '') =>
  t.request({ method: 'GET', url: `/api/v1/organizations/${orgId}${query}`, ...(as ? { as } : {}) });
const saveMeta = (as: string, orgId: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/v1/organizations/${orgId}/meta`, as, payload: payload as object });
const patchLeads = (as: string, orgId: string, payload: unknown) =>
  t.request({ method: 'PATCH', url: `/api/v1/organizations/${orgId}/leads`, as, payload: payload as object });
const protectedOf = async (as: string) => (await t.request({ method: 'GET', url: '/api/v1/protected', as })).json();

describe('reading organizations', () => {
  it('lists all 27 with their pages and leads, publicly, with an ETag', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/organizations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const orgs = res.json();
    expect(orgs).toHaveLength(27);
    expect(orgs[0]).toMatchObject({
      id: 'A01',
      name: 'ACM',
      website: 'https://acm.illinois.edu/',
      leads: [{ name: 'Ada Admin', username: demo.admin, title: 'Chair', nonVotingMember: false }],
    });
    const s02 = orgs.find((org: { id: string }) => org.id === 'S02');
    expect(s02).toEqual({ id: 'S02', name: 'SIGCHI', links: [], leads: [] });
    const again = await t.request({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers one org, says whether its leads are managed here, and 404s an unknown one', async () => {
    expect((await getOrg('S01')).json()).toMatchObject({ id: 'S01', name: 'SIGPwny', leadsManageable: true });
    expect((await getOrg('C07')).json()).toMatchObject({ leadsManageable: false });
    expect((await getOrg('C08')).json()).toMatchObject({ leadsManageable: false });
    const unknown = await getOrg('S99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorOf('NotFoundError', 103));
    expect((await getOrg('X1')).statusCode).toBe(400);
  });
});

describe('editing an organization', () => {
  it('lets a lead edit their org and see the edit at once with ts', async () => {
    expect((await getOrg('S01')).json().description).toBe('Security, CTFs and hacking, every week.');
    const res = await saveMeta(lead, 'S01', {
      description: 'Capture the flag!',
      website: 'https://sigpwny.com/',
      links: [{ type: 'DISCORD', url: 'https://discord.gg/new' }],
    });
    expect(res.statusCode).toBe(204);
    const fresh = await getOrg('S01', lead, `?ts=${Date.now()}`);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json()).toMatchObject({
      description: 'Capture the flag!',
      links: [{ type: 'DISCORD', url: 'https://discord.gg/new' }],
    });
    // The write dropped this instance's cache, so the public answer is new as well.
    expect((await getOrg('S01')).json().description).toBe('Capture the flag!');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'orgInfo'), eq(auditLog.target, 'S01')));
    expect(entry).toMatchObject({ actor: lead, message: 'Updated information for SIGPwny (1 link(s)).' });
  });

  it('does not let ts bypass the cache for someone who cannot manage the org', async () => {
    const res = await getOrg('S01', demo.member, `?ts=${Date.now()}`);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('treats an empty description and website as absent', async () => {
    expect((await saveMeta(lead, 'S01', { description: '', links: [] })).statusCode).toBe(204);
    const org = (await getOrg('S01', lead, '?ts=1')).json();
    expect(org.description).toBeUndefined();
    expect(org.website).toBeUndefined();
    expect(org.links).toEqual([]);
  });

  it('refuses a lead of S01 on A01, and a user who leads nothing', async () => {
    const res = await saveMeta(lead, 'A01', { links: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorOf('UnauthorizedError', 101));
    expect((await patchLeads(lead, 'A01', { remove: [demo.admin] })).statusCode).toBe(403);
    expect((await saveMeta(demo.member, 'S01', { links: [] })).statusCode).toBe(403);
  });

  it('lets ALL_ORG_MANAGER edit any org', async () => {
    expect((await saveMeta(demo.admin, 'S05', { description: 'Graphics.', links: [] })).statusCode).toBe(204);
  });

  it.each([
    [{ description: 'x'.repeat(201), links: [] }, 'at most 200'],
    [{ website: 'ftp://example.com', links: [] }, 'http'],
    [{ links: [{ type: 'FAX', url: 'https://example.com' }] }, 'link type'],
    [{ links: [{ type: 'DISCORD', url: 'javascript:alert(1)' }] }, 'http'],
  ])('refuses bad input %j and changes nothing', async (payload, message) => {
    const res = await saveMeta(demo.admin, 'S02', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await getOrg('S02', demo.admin, '?ts=2')).json()).toMatchObject({ links: [] });
  });
});

describe('managing leads', () => {
  it('makes a lead at once: the org role, AT_LEAST_ONE_ORG_MANAGER, and back on removal', async () => {
    expect((await protectedOf(demo.member)).roles).not.toContain('__metaRole:manage:someOrg');
    const added = await patchLeads(lead, 'S01', {
      add: [{ name: 'Mia Member', username: ' Member@Illinois.edu ', title: 'Helper', nonVotingMember: true }],
    });
    expect(added.statusCode).toBe(204);
    const session = await protectedOf(demo.member);
    expect(session.roles).toContain('__metaRole:manage:someOrg');
    expect(session.orgRoles).toEqual([{ org: 'S01', role: 'LEAD' }]);
    expect((await getOrg('S01', lead, '?ts=3')).json().leads).toContainEqual({
      name: 'Mia Member',
      username: demo.member,
      title: 'Helper',
      nonVotingMember: true,
    });
    // The new lead can now manage the org.
    expect((await saveMeta(demo.member, 'S01', { links: [] })).statusCode).toBe(204);

    const removed = await patchLeads(lead, 'S01', { remove: [demo.member] });
    expect(removed.statusCode).toBe(204);
    expect((await protectedOf(demo.member)).roles).not.toContain('__metaRole:manage:someOrg');
    expect((await saveMeta(demo.member, 'S01', { links: [] })).statusCode).toBe(403);
    const entries = await t.database.db
      .select({ message: auditLog.message })
      .from(auditLog)
      .where(and(eq(auditLog.module, 'orgInfo'), eq(auditLog.actor, lead)));
    expect(entries.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Added member@illinois.edu as Helper of SIGPwny (non-voting).',
        'Removed member@illinois.edu as a lead of SIGPwny.',
      ]),
    );
  });

  it('refuses a voting lead who is not a paid member, saying who, and changes nothing', async () => {
    // events@ is not on the paid list; member@ is (seed).
    const refused = await patchLeads(lead, 'S01', {
      add: [
        { name: 'Evan Events', username: demo.events, title: 'Chair' },
        { name: 'Mia Member', username: demo.member, title: 'Chair' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Voting members must be paid members: events@illinois.edu is not. Add them as a non-voting member, or once paid.',
    );
    const leadsNow = (await getOrg('S01', lead, '?ts=4')).json().leads.map((l: { username: string }) => l.username);
    expect(leadsNow).not.toContain(demo.events);
    expect(leadsNow).not.toContain(demo.member);
    const status = (username: string) =>
      t.request({ method: 'GET', url: `/api/v1/organizations/S01/leadStatus?username=${username}`, as: lead });
    expect((await status(demo.events)).json()).toEqual({ username: demo.events, paidMember: false });
    expect((await status(demo.member)).json()).toEqual({ username: demo.member, paidMember: true });
    // Only someone who manages the organization may ask.
    const other = await t.request({ method: 'GET', url: `/api/v1/organizations/A01/leadStatus?username=x`, as: lead });
    expect(other.statusCode).toBe(403);
    // As a non-voting member, the same person is accepted.
    const nonVoting = await patchLeads(lead, 'S01', {
      add: [{ name: 'Evan Events', username: demo.events, title: 'Helper', nonVotingMember: true }],
    });
    expect(nonVoting.statusCode).toBe(204);
    expect((await patchLeads(lead, 'S01', { remove: [demo.events] })).statusCode).toBe(204);
  });

  it('refuses lead management where the org manages its leads elsewhere', async () => {
    for (const orgId of ['C07', 'C08']) {
      const res = await patchLeads(demo.admin, orgId, {
        add: [{ name: 'Mia Member', username: demo.member, title: 'Chair' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ...errorOf('NotSupportedError', 110),
        message: 'Lead management is not available for this organization.',
      });
    }
    const rows = await t.database.db.select().from(orgRoles).where(eq(orgRoles.username, demo.member));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ add: [{ name: 'X', username: 'someone@gmail.com', title: 'Chair' }] }, 'university email'],
    [{ add: [{ name: '', username: demo.member, title: 'Chair' }] }, 'Name is required'],
    [{ add: [{ name: 'X', username: demo.member, title: ' ' }] }, 'Title is required'],
    [{ add: [], remove: [] }, 'no lead changes'],
    [{ add: [{ name: 'X', username: demo.member, title: 'Chair' }], remove: [demo.member] }, 'added and removed'],
  ])('refuses %j', async (payload, message) => {
    const res = await patchLeads(lead, 'S01', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('changes nothing when one removal names someone who is not a lead', async () => {
    const res = await patchLeads(lead, 'S01', {
      add: [{ name: 'Mia Member', username: demo.member, title: 'Chair' }],
      remove: [demo.events],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not a lead of SIGPwny: events@illinois.edu.');
    expect((await protectedOf(demo.member)).orgRoles).toEqual([]);
  });
});

describe('lead emails at a configured email domain', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ EMAIL_DOMAIN: 'example.edu' });
  });
  afterAll(async () => other?.close());
  const patchOther = (payload: unknown) =>
    other.request({ method: 'PATCH', url: '/api/v1/organizations/S01/leads', as: lead, payload: payload as object });

  it('accepts a lead at the configured domain and refuses one at illinois.edu', async () => {
    const accepted = await patchOther({
      add: [{ name: 'Eve Example', username: 'Eve@Example.edu', title: 'Chair', nonVotingMember: true }],
    });
    expect(accepted.statusCode).toBe(204);
    const leads = (await other.request({ method: 'GET', url: '/api/v1/organizations/S01?ts=1', as: lead })).json()
      .leads;
    expect(leads).toContainEqual({
      name: 'Eve Example',
      username: 'eve@example.edu',
      title: 'Chair',
      nonVotingMember: true,
    });

    const refused = await patchOther({ add: [{ name: 'Mia Member', username: demo.member, title: 'Chair' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('A lead must be given by their university email');
    const removeRefused = await patchOther({ remove: [lead] });
    expect(removeRefused.statusCode).toBe(400);
    expect(removeRefused.json().message).toContain('A lead must be given by their university email');
  });
});
