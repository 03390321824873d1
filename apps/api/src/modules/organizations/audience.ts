import { sql, type SQL } from 'drizzle-orm';

/** An organization's leads and members (org roles), as one `email` column (announcement audiences). */
export const organizationMemberEmailsSql = (orgId: string): SQL =>
  sql`select username as email from org_roles where org_id = ${orgId}`;
