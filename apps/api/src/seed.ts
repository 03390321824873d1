import type { AppConfig } from './config';
import type { Db } from './db/client';
import {
  directoryGroupMembers,
  directoryGroups,
  directoryUsers,
  idpAccounts,
  organizations,
  orgRoles,
  roleAssignments,
} from './db/schema';
import { hashPassword } from './lib/crypto';
import { demoUsers, seedOrganizations } from './seed-data';
import { seedDemoLinks } from './modules/links/seed';
import { seedDemoEvents } from './modules/events/seed';
import { seedDemoMemberships } from './modules/memberships/seed';
import { seedOrganizationInfo } from './modules/organizations/seed';
import { seedDemoGroups } from './modules/iam/seed';
import { seedDemoRoomRequests } from './modules/room-requests/seed';
import { seedDemoAuditLog } from './modules/audit-logs/seed';
import { seedDemoTickets } from './modules/tickets/seed';
import { seedDemoStore } from './modules/store/seed';
import { seedDemoRsvps } from './modules/rsvp/seed';
import { seedDemoElections } from './modules/elections/seed';
import { seedDemoAnnouncements } from './modules/announcements/seed';

/** Idempotent: safe on every start and on every instance. Organizations always; demo data when enabled. */
export async function seed(db: Db, config: Pick<AppConfig, 'seedDemoData' | 'DEMO_PASSWORD'>): Promise<void> {
  await db.insert(organizations).values(seedOrganizations).onConflictDoNothing();
  await seedOrganizationInfo(db, config.seedDemoData);
  if (!config.seedDemoData) return;
  await db
    .insert(directoryUsers)
    .values(demoUsers.map(({ roles: _r, leadOf: _l, groups: _g, ...user }) => ({ ...user, mail: user.username })))
    .onConflictDoNothing();
  const existing = await db.select({ username: idpAccounts.username }).from(idpAccounts);
  const missing = demoUsers.filter((u) => !existing.some((e) => e.username === u.username));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(config.DEMO_PASSWORD);
    await db
      .insert(idpAccounts)
      .values(missing.map((u) => ({ username: u.username, passwordHash })))
      .onConflictDoNothing();
  }
  const assignments = demoUsers.flatMap((u) =>
    u.roles.map((role) => ({ principalType: 'user' as const, principalId: u.username, role })),
  );
  if (assignments.length) await db.insert(roleAssignments).values(assignments).onConflictDoNothing();
  const leads = demoUsers.flatMap((u) =>
    u.leadOf.map((orgId) => ({ username: u.username, orgId, role: 'LEAD' as const })),
  );
  if (leads.length) await db.insert(orgRoles).values(leads).onConflictDoNothing();
  await db
    .insert(directoryGroups)
    .values([
      { id: 'infra-team', displayName: 'Infrastructure Team' },
      { id: 'officers', displayName: 'Chapter Officers' },
    ])
    .onConflictDoNothing();
  const members = demoUsers.flatMap((u) => u.groups.map((groupId) => ({ groupId, username: u.username })));
  if (members.length) await db.insert(directoryGroupMembers).values(members).onConflictDoNothing();
  // The officers write the chapter's announcements (issue 44).
  await db
    .insert(roleAssignments)
    .values({ principalType: 'group', principalId: 'officers', role: 'MANAGE_ANNOUNCEMENTS' })
    .onConflictDoNothing();
  await seedDemoLinks(db);
  await seedDemoEvents(db);
  await seedDemoMemberships(db);
  await seedDemoGroups(db);
  await seedDemoRoomRequests(db);
  await seedDemoAuditLog(db);
  await seedDemoTickets(db);
  await seedDemoStore(db);
  await seedDemoRsvps(db);
  await seedDemoElections(db);
  await seedDemoAnnouncements(db);
}
