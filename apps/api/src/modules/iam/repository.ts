import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { directoryInvitations, roleAssignments } from '../../db/schema';

/**
 * Groups the IAM page may neither list nor change: the administrators' groups (assigned every
 * role, '*') and those the chapter lists in IAM_PROTECTED_GROUPS. Read on every call.
 */
export async function protectedGroupIds(db: Db, configured: readonly string[]): Promise<Set<string>> {
  const admins = await db
    .select({ id: roleAssignments.principalId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.principalType, 'group'), eq(roleAssignments.role, '*')));
  return new Set([...configured, ...admins.map((a) => a.id)]);
}

/** For the officers' home: invitations whose person has not signed in yet; a scalar subquery. */
export function pendingInvitationCountSql(): SQL {
  return sql`(select count(*)::int from ${directoryInvitations} where ${directoryInvitations.acceptedAt} is null)`;
}

/** Invitations not yet accepted, newest first, at most `limit`, with how many there are in all. */
export async function listPendingInvitations(db: Db, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        email: directoryInvitations.email,
        invitedBy: directoryInvitations.invitedBy,
        invitedAt: directoryInvitations.invitedAt,
      })
      .from(directoryInvitations)
      .where(isNull(directoryInvitations.acceptedAt))
      .orderBy(desc(directoryInvitations.invitedAt), directoryInvitations.email)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(directoryInvitations)
      .where(isNull(directoryInvitations.acceptedAt)),
  ]);
  return {
    invitations: rows.map((row) => ({ ...row, invitedAt: row.invitedAt.toISOString() })),
    total: Number(count?.total ?? 0),
  };
}

/** The roles assigned to one group ('*' stands for every role). */
export async function groupRoleAssignments(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ role: roleAssignments.role })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.principalType, 'group'), eq(roleAssignments.principalId, groupId)));
  return rows.map((row) => row.role).sort();
}

/** Replaces a group's roles with `roles`, inside the caller's transaction. */
export async function replaceGroupRoles(tx: Tx, groupId: string, roles: readonly string[]): Promise<void> {
  await tx
    .delete(roleAssignments)
    .where(and(eq(roleAssignments.principalType, 'group'), eq(roleAssignments.principalId, groupId)));
  if (roles.length > 0)
    await tx
      .insert(roleAssignments)
      .values(roles.map((role) => ({ principalType: 'group' as const, principalId: groupId, role })));
}
