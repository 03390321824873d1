import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appRoles } from '@cp/contracts';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

const links = 'links@illinois.edu';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rolesPath = (groupId: string) => `/api/v1/iam/groups/${groupId}/roles`;
const getRoles = (groupId: string, as: string = demo.admin) =>
  t.request({ method: 'GET', url: rolesPath(groupId), as });
const setRoles = (groupId: string, roles: unknown, as: string = demo.admin) =>
  t.request({ method: 'POST', url: rolesPath(groupId), as, payload: { roles } });
const rolesOf = async (as: string) =>
  ((await t.request({ method: 'GET', url: '/api/v1/protected', as })).json() as { roles: string[] }).roles;

describe("a group's roles, as the chapter's own IAM clients read and set them", () => {
  it('reads the roles a group gives, and every role for the administrators', async () => {
    const events = await getRoles('events-team');
    expect(events.statusCode).toBe(200);
    expect(events.json()).toEqual(['EVENTS_MANAGER', 'RSVP_MANAGER']);
    expect((await getRoles('administrators')).json()).toEqual([...appRoles]);
  });

  it("replaces a group's roles: its members hold the new ones at once, and the change is audited", async () => {
    expect(await rolesOf(links)).not.toContain('AUDIT_LOG_VIEWER');
    const res = await setRoles('infra-team', ['AUDIT_LOG_VIEWER', 'LINKS_ADMIN']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    expect((await getRoles('infra-team')).json()).toEqual(['AUDIT_LOG_VIEWER', 'LINKS_ADMIN']);
    expect(await rolesOf(links)).toEqual(expect.arrayContaining(['AUDIT_LOG_VIEWER', 'LINKS_ADMIN']));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'iam'), eq(auditLog.target, 'infra-team')));
    expect(entries.map((e) => e.message)).toContain(
      'Set the roles of group Infrastructure Team to AUDIT_LOG_VIEWER, LINKS_ADMIN.',
    );
  });

  it('refuses unknown roles, duplicates, the bypass role and "all", and changes nothing', async () => {
    for (const roles of [['NOPE'], ['EVENTS_MANAGER', 'EVENTS_MANAGER'], ['BYPASS_OBJECT_LEVEL_AUTH'], ['all'], []]) {
      expect((await setRoles('ticketing-team', roles)).statusCode).toBe(400);
    }
    expect((await getRoles('ticketing-team')).json()).toEqual(['TICKETS_MANAGER', 'TICKETS_SCANNER']);
  });

  it("refuses to change the administrators' (protected) group and keeps it to IAM_ADMIN", async () => {
    expect((await setRoles('administrators', ['EVENTS_MANAGER'])).statusCode).toBe(403);
    expect((await getRoles('administrators')).json()).toEqual([...appRoles]);
    expect((await getRoles('events-team', demo.invites)).statusCode).toBe(403);
    expect((await setRoles('events-team', ['EVENTS_MANAGER'], demo.member)).statusCode).toBe(403);
  });
});
