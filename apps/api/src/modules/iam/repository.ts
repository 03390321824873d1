import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
