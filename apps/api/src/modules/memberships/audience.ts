import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** The paid members' university emails, as one `email` column, for an announcement's audience. */
export const paidMemberEmailsSql = (emailDomain: string): SQL =>
  sql`select net_id || '@' || ${emailDomain} as email from paid_members`;

/** Whether `netId` (already lower case) is on the paid list, as a boolean column of another module's statement. */
export const isPaidMemberSql = (netId: Placeholder | SQL | string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from paid_members where net_id = ${netId})`;
