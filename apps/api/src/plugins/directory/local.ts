import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directoryGroupMembers, directoryGroups, directoryUsers } from '../../db/schema';
import type { Directory } from './types';

type UserRow = typeof directoryUsers.$inferSelect;

const toProfile = (row: UserRow) => ({
  displayName: row.displayName,
  givenName: row.givenName,
  surname: row.surname,
  mail: row.mail,
  userPrincipalName: row.username,
});

export function createLocalDirectory(db: Db): Directory {
  return {
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
    },
    async listGroups() {
      return db.select().from(directoryGroups).orderBy(asc(directoryGroups.displayName));
    },
    async listGroupMembers(groupId) {
      const rows = await db
        .select({ username: directoryGroupMembers.username, displayName: directoryUsers.displayName })
        .from(directoryGroupMembers)
        .leftJoin(directoryUsers, eq(directoryUsers.username, directoryGroupMembers.username))
        .where(eq(directoryGroupMembers.groupId, groupId))
        .orderBy(asc(directoryGroupMembers.username));
      return rows.map((r) => ({ name: r.displayName ?? r.username, email: r.username }));
    },
    async groupsOf(username) {
      const rows = await db
        .select({ id: directoryGroupMembers.groupId })
        .from(directoryGroupMembers)
        .where(eq(directoryGroupMembers.username, username));
      return rows.map((r) => r.id);
    },
  };
}
