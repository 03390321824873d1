import { sql, type SQL } from 'drizzle-orm';

/** The paid members' university emails, as one `email` column, for an announcement's audience. */
export const paidMemberEmailsSql = (emailDomain: string): SQL =>
  sql`select net_id || '@' || ${emailDomain} as email from paid_members`;
