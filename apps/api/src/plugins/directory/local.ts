import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directoryGroupMembers, directoryGroups, directoryInvitations, directoryUsers } from '../../db/schema';
import { directoryMessages, EmailFailure, type Directory } from './types';

type UserRow = typeof directoryUsers.$inferSelect;

const toProfile = (row: UserRow) => ({
  displayName: row.displayName,
  givenName: row.givenName,
  surname: row.surname,
  mail: row.mail,
  userPrincipalName: row.username,
});

/** The default directory: users, groups, members and invitations in our own tables. */
export function createLocalDirectory(db: Db): Directory {
  const resolveEmail = async (email: string) => {
    const lower = email.trim().toLowerCase();
    const [row] = await db
      .select({ username: directoryUsers.username })
      .from(directoryUsers)
      .where(or(eq(sql`lower(${directoryUsers.mail})`, lower), eq(sql`lower(${directoryUsers.username})`, lower)))
      .limit(1);
    return row?.username ?? null;
  };
  return {
    kind: 'local',
    inTransaction: (tx) => createLocalDirectory(tx as unknown as Db),
    async getProfile(username) {
      const [row] = await db.select().from(directoryUsers).where(eq(directoryUsers.username, username));
      return row ? toProfile(row) : null;
    },
    async updateProfile(username, changes) {
      const [row] = await db
        .update(directoryUsers)
        .set({ displayName: changes.displayName, givenName: changes.givenName, surname: changes.surname })
        .where(eq(directoryUsers.username, username))
        .returning();
      if (!row) throw new Error(`directory user ${username} not found`);
      return toProfile(row);
    },
    async ensureUser(user) {
      await db
        .insert(directoryUsers)
        .values({
          username: user.username,
          mail: user.mail,
          givenName: user.givenName || null,
          surname: user.surname || null,
          displayName: user.displayName || null,
        })
        .onConflictDoNothing();
      // Signing in is what accepting an invitation means here: the officers' home counts the rest.
      await db
        .update(directoryInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(
          and(
            inArray(directoryInvitations.email, [user.mail.toLowerCase(), user.username.toLowerCase()]),
            isNull(directoryInvitations.acceptedAt),
          ),
        );
    },
    async listGroups() {
      return db.select().from(directoryGroups).orderBy(asc(directoryGroups.displayName));
    },
    async getGroup(groupId) {
      const [row] = await db.select().from(directoryGroups).where(eq(directoryGroups.id, groupId));
      return row ?? null;
    },
    async listGroupMembers(groupId) {
      const rows = await db
        .select({
          username: directoryGroupMembers.username,
          displayName: directoryUsers.displayName,
          mail: directoryUsers.mail,
        })
        .from(directoryGroupMembers)
        .leftJoin(directoryUsers, eq(directoryUsers.username, directoryGroupMembers.username))
        .where(eq(directoryGroupMembers.groupId, groupId))
        .orderBy(asc(directoryGroupMembers.username));
      return rows.map((r) => ({ name: r.displayName ?? r.username, email: r.mail ?? r.username }));
    },
    async groupsOf(username) {
      const rows = await db
        .select({ id: directoryGroupMembers.groupId })
        .from(directoryGroupMembers)
        .where(eq(directoryGroupMembers.username, username));
      return rows.map((r) => r.id);
    },
    resolveEmail,
    async inviteUser(email, invitedBy) {
      const lower = email.trim().toLowerCase();
      // The invited user exists in the directory at once, so they can be added to groups.
      await db.insert(directoryUsers).values({ username: lower, mail: lower }).onConflictDoNothing();
      await db
        .insert(directoryInvitations)
        .values({ email: lower, invitedBy })
        .onConflictDoUpdate({ target: directoryInvitations.email, set: { invitedBy, invitedAt: sql`now()` } });
    },
    async addGroupMember(groupId, email) {
      const username = await resolveEmail(email);
      if (!username) throw new EmailFailure(directoryMessages.unknownUser);
      // The primary key decides, not a prior read: two concurrent adds give one row.
      const added = await db
        .insert(directoryGroupMembers)
        .values({ groupId, username })
        .onConflictDoNothing()
        .returning({ username: directoryGroupMembers.username });
      if (added.length === 0) throw new EmailFailure(directoryMessages.alreadyMember);
    },
    async removeGroupMember(groupId, email) {
      const username = await resolveEmail(email);
      if (!username) throw new EmailFailure(directoryMessages.notMember);
      const removed = await db
        .delete(directoryGroupMembers)
        .where(and(eq(directoryGroupMembers.groupId, groupId), eq(directoryGroupMembers.username, username)))
        .returning({ username: directoryGroupMembers.username });
      if (removed.length === 0) throw new EmailFailure(directoryMessages.notMember);
    },
  };
}
