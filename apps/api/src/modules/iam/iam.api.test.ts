import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, directoryInvitations, mailOutbox, roleAssignments } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IAM_PROTECTED_GROUPS: 'officers' });
});
afterAll(async () => t.close());

const invites = 'invites@illinois.edu';
const groups = '/api/v1/iam/groups';
const patch = (groupId: string, payload: Record<string, unknown>, as: string = demo.admin) =>
  t.request({ method: 'PATCH', url: `${groups}/${groupId}`, as, payload });
const invite = (emails: string[], as: string = demo.admin) =>
  t.request({ method: 'POST', url: '/api/v1/iam/inviteUsers', as, payload: { emails } });
const members = async (groupId: string) =>
  (await t.request({ method: 'GET', url: `${groups}/${groupId}`, as: demo.admin })).json() as { email: string }[];
const rolesOf = async (as: string) =>
  ((await t.request({ method: 'GET', url: '/api/v1/protected', as })).json() as { roles: string[] }).roles;
const auditFor = (target: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.module, 'iam'), eq(auditLog.target, target)));

describe('listing groups and members', () => {
  it('lists the groups except the protected ones', async () => {
    const res = await t.request({ method: 'GET', url: groups, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'events-team', displayName: 'Events Team' },
      { id: 'infra-team', displayName: 'Infrastructure Team' },
      { id: 'ticketing-team', displayName: 'Ticketing Team' },
    ]);
  });

  it('lists the members of a group by name and email', async () => {
    const res = await t.request({ method: 'GET', url: `${groups}/events-team`, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ name: 'Evan Events', email: demo.events });
  });

  it('answers 404 for a group that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: `${groups}/nope`, as: demo.admin })).statusCode).toBe(404);
  });

  it('keeps group management to IAM_ADMIN: the invite-only role may not list groups', async () => {
    expect((await t.request({ method: 'GET', url: groups, as: invites })).statusCode).toBe(403);
    expect((await patch('events-team', { add: [demo.member] }, invites)).statusCode).toBe(403);
  });
});

describe('protected groups', () => {
  it.each([['administrators'], ['officers']])('refuses to show or change %s', async (groupId) => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.module, 'iam'));
    expect((await t.request({ method: 'GET', url: `${groups}/${groupId}`, as: demo.admin })).statusCode).toBe(403);
    const res = await patch(groupId, { add: [demo.member], remove: [demo.admin] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: true, name: 'UnauthorizedError' });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.module, 'iam'))).toHaveLength(before.length);
    expect(await rolesOf(demo.member)).not.toContain('IAM_ADMIN');
  });

  it('protects any group that is assigned every role', async () => {
    await t.database.db
      .insert(roleAssignments)
      .values({ principalType: 'group', principalId: 'infra-team', role: '*' });
    try {
      const listed = (await t.request({ method: 'GET', url: groups, as: demo.admin })).json() as { id: string }[];
      expect(listed.map((g) => g.id)).not.toContain('infra-team');
      expect((await patch('infra-team', { add: [demo.member] })).statusCode).toBe(403);
    } finally {
      await t.database.db
        .delete(roleAssignments)
        .where(and(eq(roleAssignments.principalId, 'infra-team'), eq(roleAssignments.role, '*')));
    }
  });
});

describe('changing group members', () => {
  it('reports success and failure per email, and one bad email never stops the others', async () => {
    const res = await patch('ticketing-team', {
      add: [demo.member, 'nobody@illinois.edu', 'TINA@illinois.edu', demo.newbie],
      remove: ['raj@illinois.edu', demo.admin],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toEqual([{ email: demo.member }, { email: demo.newbie }, { email: 'raj@illinois.edu' }]);
    expect(body.failure).toEqual([
      { email: 'nobody@illinois.edu', message: 'No user with this email is in the directory. Invite them first.' },
      { email: 'tina@illinois.edu', message: 'This user is already a member of the group.' },
      { email: demo.admin, message: 'This user is not a member of the group.' },
    ]);
    const emails = (await members('ticketing-team')).map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([demo.member, demo.newbie, 'tina@illinois.edu']));
    expect(emails).not.toContain('raj@illinois.edu');
  });

  it('writes one audit entry per changed email and none for a failure', async () => {
    expect(await auditFor(demo.newbie)).toEqual([
      expect.objectContaining({
        actor: demo.admin,
        message: 'Added newbie@illinois.edu to group Ticketing Team (ticketing-team).',
        requestId: expect.any(String),
      }),
    ]);
    expect(await auditFor('raj@illinois.edu')).toHaveLength(1);
    expect(await auditFor('nobody@illinois.edu')).toHaveLength(0);
  });

  it('grants the group roles on the next request and takes them away on the one after removal', async () => {
    expect(await rolesOf(demo.newbie)).toEqual(expect.arrayContaining(['manage:tickets', 'scan:tickets']));
    expect(await rolesOf(demo.member)).not.toContain('manage:events');
    expect((await patch('events-team', { add: [demo.member] })).json().success).toEqual([{ email: demo.member }]);
    expect(await rolesOf(demo.member)).toContain('manage:events');
    expect((await patch('events-team', { remove: [demo.member] })).json().success).toEqual([{ email: demo.member }]);
    expect(await rolesOf(demo.member)).not.toContain('manage:events');
  });

  it('refuses an email listed both to add and to remove, and still applies the rest', async () => {
    const res = await patch('infra-team', { add: [demo.member, demo.scanner], remove: [demo.member] });
    expect(res.json()).toEqual({
      success: [{ email: demo.scanner }],
      failure: [{ email: demo.member, message: 'This email is listed both to add and to remove.' }],
    });
  });

  it('adds members at the university only, and tells why per email', async () => {
    const res = await patch('infra-team', { add: ['someone@gmail.com', demo.treasurer] });
    expect(res.json()).toEqual({
      success: [{ email: demo.treasurer }],
      failure: [{ email: 'someone@gmail.com', message: 'Only @illinois.edu emails can be added.' }],
    });
    expect(await auditFor('someone@gmail.com')).toHaveLength(0);
  });

  it('refuses an empty change and a bad body', async () => {
    expect((await patch('events-team', {})).statusCode).toBe(400);
    expect((await patch('events-team', { add: 'x@illinois.edu' })).statusCode).toBe(400);
    expect((await patch('events-team', { add: Array(101).fill('a@illinois.edu') })).statusCode).toBe(400);
  });
});

describe('inviting users', () => {
  it('invites university emails only, each on its own, and audits each invitation', async () => {
    const res = await invite(['guest1@illinois.edu', 'someone@gmail.com', 'Guest2@Illinois.edu', 'a@illinois.edu']);
    // Accepted (202), as the chapter's own clients expect: each email says how it went.
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: [{ email: 'guest1@illinois.edu' }, { email: 'guest2@illinois.edu' }],
      failure: [
        { email: 'someone@gmail.com', message: 'Only @illinois.edu emails can be invited.' },
        {
          email: 'a@illinois.edu',
          message: '"a" is not a NetID: a NetID has 3 to 8 characters, two letters then letters, digits or hyphens.',
        },
      ],
    });
    const rows = await t.database.db.select().from(directoryInvitations);
    expect(rows.map((r) => r.email).sort()).toEqual(['guest1@illinois.edu', 'guest2@illinois.edu']);
    expect(await auditFor('guest1@illinois.edu')).toEqual([
      expect.objectContaining({ actor: demo.admin, message: 'Invited guest1@illinois.edu to the directory.' }),
    ]);
    expect(await auditFor('someone@gmail.com')).toHaveLength(0);
    const mail = await t.database.db.select().from(mailOutbox);
    expect(mail.filter((m) => m.recipient.startsWith('guest')).map((m) => [m.recipient, m.subject])).toEqual(
      expect.arrayContaining([
        ['guest1@illinois.edu', 'You are invited to the Chapter Portal'],
        ['guest2@illinois.edu', 'You are invited to the Chapter Portal'],
      ]),
    );
    expect(mail.some((m) => m.recipient === 'someone@gmail.com')).toBe(false);
  });

  it('lets the invite-only role invite, and an invited user can then join a group', async () => {
    const res = await invite(['guest3@illinois.edu'], invites);
    expect(res.json()).toEqual({ success: [{ email: 'guest3@illinois.edu' }], failure: [] });
    expect((await patch('infra-team', { add: ['guest3@illinois.edu'] })).json().success).toEqual([
      { email: 'guest3@illinois.edu' },
    ]);
  });

  it('refuses a member without an IAM role, and an empty list', async () => {
    expect((await invite(['x1@illinois.edu'], demo.member)).statusCode).toBe(403);
    expect((await invite([])).statusCode).toBe(400);
  });
});

describe('pending invitations', () => {
  const pending = (as: string = demo.admin) => t.request({ method: 'GET', url: '/api/v1/iam/invitations/pending', as });

  it('lists the invitations not yet accepted, newest first, to both IAM roles and no one else', async () => {
    await invite(['pend1@illinois.edu']);
    await invite(['pend2@illinois.edu'], invites);
    await t.database.db
      .update(directoryInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(directoryInvitations.email, 'pend1@illinois.edu'));
    const res = await pending(invites);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { invitations: { email: string; invitedBy: string }[]; total: number };
    const emails = body.invitations.map((row) => row.email);
    expect(emails).toContain('pend2@illinois.edu');
    expect(emails).not.toContain('pend1@illinois.edu');
    expect(emails.indexOf('pend2@illinois.edu')).toBe(0);
    expect(body.invitations[0]).toEqual(expect.objectContaining({ invitedBy: invites }));
    expect(body.total).toBe(body.invitations.length);
    expect((await pending(demo.member)).statusCode).toBe(403);
  });
});
