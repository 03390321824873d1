import { sql, type SQL } from 'drizzle-orm';

/** A local directory group's members' emails, as one `email` column (announcement audiences). */
export const groupMemberEmailsSql = (groupId: string): SQL =>
  sql`select coalesce(u.mail, m.username) as email from directory_group_members m
    left join directory_users u on u.username = m.username where m.group_id = ${groupId}`;

/** Everyone the local directory knows, as one `email` column. */
export const directoryEmailsSql = (): SQL => sql`select mail as email from directory_users`;
