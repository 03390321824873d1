import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appRoles, roleToWire } from '@cp/contracts';
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
    expect(events.json()).toEqual(['manage:events', 'manage:rsvps']);
    expect((await getRoles('administrators')).json()).toEqual(appRoles.map(roleToWire));
  });

  it("replaces a group's roles: its members hold the new ones at once, and the change is audited", async () => {
    expect(await rolesOf(links)).not.toContain('view:auditLog');
    const res = await setRoles('infra-team', ['view:auditLog', 'admin:links']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    expect((await getRoles('infra-team')).json()).toEqual(['view:auditLog', 'admin:links']);
    expect(await rolesOf(links)).toEqual(expect.arrayContaining(['view:auditLog', 'admin:links']));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'iam'), eq(auditLog.target, 'infra-team')));
    expect(entries.map((e) => e.message)).toContain(
      'Set the roles of group Infrastructure Team to AUDIT_LOG_VIEWER, LINKS_ADMIN.',
    );
  });

  it('refuses unknown roles, duplicates, the bypass role and "all", and changes nothing', async () => {
    for (const roles of [['NOPE'], ['manage:events', 'manage:events'], ['bypass:objectLevelAuth'], ['all'], []]) {
      expect((await setRoles('ticketing-team', roles)).statusCode).toBe(400);
    }
    expect((await getRoles('ticketing-team')).json()).toEqual(['manage:tickets', 'scan:tickets']);
  });

  it("refuses to change the administrators' (protected) group and keeps it to IAM_ADMIN", async () => {
    expect((await setRoles('administrators', ['manage:events'])).statusCode).toBe(403);
    expect((await getRoles('administrators')).json()).toEqual(appRoles.map(roleToWire));
    expect((await getRoles('events-team', demo.invites)).statusCode).toBe(403);
    expect((await setRoles('events-team', ['manage:events'], demo.member)).statusCode).toBe(403);
  });
});
