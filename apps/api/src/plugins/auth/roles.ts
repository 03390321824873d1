import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { appRoles, derivedRoles, type AppRole } from '@cp/contracts';
import type { OrgRole } from '@cp/contracts/session';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions } from '../../db/schema';
import type { Directory } from '../directory/types';
import { rowsOf } from '../../db/rows';

const assignable = appRoles.filter((role) => !derivedRoles.includes(role));

export interface UserRoles {
  roles: AppRole[];
  orgRoles: OrgRole[];
}

interface RolesRow {
  roles: string[] | null;
  orgRoles: OrgRole[] | null;
}

/**
 * The user `username` names: their assigned role names (to the user and to the user's groups) and
 * their org roles, each a JSON array or null. `groups` is the user's groups: the local directory's
 * membership as a subquery, or the ids a remote directory gave.
 */
const assignedRoles = (username: SQL, groups: SQL) =>
  sql<string[] | null>`(select json_agg(r.role) from role_assignments r
    where (r.principal_type = 'user' and r.principal_id = ${username})
       or (r.principal_type = 'group' and r.principal_id in (${groups})))`;
const orgRolesOf = (username: SQL) =>
  sql<OrgRole[] | null>`(select json_agg(json_build_object('org', o.org_id, 'role', o.role) order by o.org_id)
    from org_roles o where o.username = ${username})`;

const localGroups = (username: SQL) =>
  sql`select m.group_id from directory_group_members m where m.username = ${username}`;

/** '*' grants every role; leading an org adds the derived AT_LEAST_ONE_ORG_MANAGER. */
function toUserRoles(row: RolesRow): UserRoles {
  const names = new Set(row.roles ?? []);
  const orgs = row.orgRoles ?? [];
  const roles: AppRole[] = names.has('*') ? [...assignable] : assignable.filter((role) => names.has(role));
  if (orgs.some((o) => o.role === 'LEAD')) roles.push('AT_LEAST_ONE_ORG_MANAGER');
  return { roles, orgRoles: orgs };
}

/**
 * Roles from assignments to the user and to the user's groups. A session's are kept per instance
 * until the change feed says they changed (actor-cache.ts), so a group change still applies on the
 * caller's very next request, on every instance; a bearer token's are read every time. With
 * the local directory it is one statement; a remote directory (Microsoft Graph) is asked for the
 * user's groups first.
 */
export async function loadRoles(
  db: Db,
  username: string,
  directory?: Pick<Directory, 'kind' | 'groupsOf'>,
): Promise<UserRoles> {
  const user = sql`${username}::text`;
  let groups = localGroups(user);
  if (directory && directory.kind !== 'local') {
    const ids = await directory.groupsOf(username);
    groups = ids.length
      ? sql.join(
          ids.map((id) => sql`${id}::text`),
          sql`, `,
        )
      : sql`select null::text where false`;
  }
  const [row] = rowsOf<RolesRow>(
    await db.execute(sql`select ${assignedRoles(user, groups)} as roles, ${orgRolesOf(user)} as "orgRoles"`),
  );
  return toUserRoles(row ?? { roles: null, orgRoles: null });
}

/**
 * The signed-in user of a session cookie and their roles, in one round trip: the door scanner
 * and every other signed-in request pay for one statement before their own work (decision 0016),
 * a prepared one, unless this instance has it cached (actor-cache.ts). With the session's expiry,
 * which bounds how long it may be kept.
 * Null when the session is unknown or expired. Only the local directory's groups fit in the
 * statement; with a remote directory the roles are a second step.
 */
export async function loadSessionActor(
  db: Db,
  idHash: string,
  directory?: Pick<Directory, 'kind' | 'groupsOf'>,
): Promise<({ username: string; expiresAt: Date } & UserRoles) | null> {
  if (directory && directory.kind !== 'local') {
    const [session] = rowsOf<{ username: string; expires_at: string | Date }>(
      await db.execute(sql`select username, expires_at from sessions where id_hash = ${idHash} and expires_at > now()`),
    );
    if (!session) return null;
    const roles = await loadRoles(db, session.username, directory);
    return { username: session.username, expiresAt: new Date(session.expires_at), ...roles };
  }
  const [row] = await sessionActorStatement(db).execute({ idHash });
  return row ? { username: row.username, expiresAt: row.expiresAt, ...toUserRoles(row) } : null;
}

/** The session-and-roles statement, prepared: every signed-in request it is not cached for runs it. */
const sessionActorStatement = preparedPerDatabase((db) => {
  const user = sql`${sessions.username}`;
  return db
    .select({
      username: sessions.username,
      expiresAt: sessions.expiresAt,
      roles: assignedRoles(user, localGroups(user)),
      orgRoles: orgRolesOf(user),
    })
    .from(sessions)
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_actor');
});
