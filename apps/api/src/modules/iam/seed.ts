import { directoryGroupMembers, directoryGroups, directoryUsers, roleAssignments } from '../../db/schema';
import type { Db } from '../../db/client';

/** Demo groups and the roles they grant; '*' makes the administrators' group (protected). */
const demoGroups = [
  { id: 'administrators', displayName: 'Chapter Administrators', roles: ['*'], members: ['admin@illinois.edu'] },
  {
    id: 'events-team',
    displayName: 'Events Team',
    roles: ['EVENTS_MANAGER', 'RSVP_MANAGER'],
    members: ['events@illinois.edu', 'ella@illinois.edu', 'omar@illinois.edu'],
  },
  {
    id: 'ticketing-team',
    displayName: 'Ticketing Team',
    roles: ['TICKETS_MANAGER', 'TICKETS_SCANNER'],
    members: ['tina@illinois.edu', 'raj@illinois.edu'],
  },
];

/** Directory-only people (no demo sign-in), so the groups have a few members each. */
const demoPeople = [
  ['ella@illinois.edu', 'Ella', 'Ortiz'],
  ['omar@illinois.edu', 'Omar', 'Haddad'],
  ['tina@illinois.edu', 'Tina', 'Nguyen'],
  ['raj@illinois.edu', 'Raj', 'Patel'],
].map(([username, givenName, surname]) => ({
  username: username!,
  mail: username!,
  givenName: givenName!,
  surname: surname!,
  displayName: `${givenName} ${surname}`,
}));

/**
 * Idempotent. Members are seeded only when their group is first created, so a membership
 * removed on the IAM page stays removed after a restart.
 */
export async function seedDemoGroups(db: Db): Promise<void> {
  await db.insert(directoryUsers).values(demoPeople).onConflictDoNothing();
  const created = await db
    .insert(directoryGroups)
    .values(demoGroups.map(({ id, displayName }) => ({ id, displayName })))
    .onConflictDoNothing()
    .returning({ id: directoryGroups.id });
  const fresh = demoGroups.filter((group) => created.some((c) => c.id === group.id));
  const members = fresh.flatMap((group) => group.members.map((username) => ({ groupId: group.id, username })));
  if (members.length) await db.insert(directoryGroupMembers).values(members).onConflictDoNothing();
  const roles = demoGroups.flatMap((group) =>
    group.roles.map((role) => ({ principalType: 'group' as const, principalId: group.id, role })),
  );
  await db.insert(roleAssignments).values(roles).onConflictDoNothing();
}
