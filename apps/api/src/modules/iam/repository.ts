import { and, eq, sql, type SQL } from 'drizzle-orm';
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
