import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** A valid NetID per write: `cr-` and i in base 36 (at most 7 characters up to i = 36^4). */
const emailOf = (i: number) => `cr-${i.toString(36)}@illinois.edu`;

/**
 * POST /api/v1/iam/inviteUsers on the local directory: the user, the invitation, the invitation
 * mail and the audit entry commit together. A refused email still answers 200, so it is checked.
 */
export const iamInvitesWriter: CrashWriter = {
  name: 'iamInvites',
  as: demo.invites,
  request: (i) => ({ method: 'POST', url: '/api/v1/iam/inviteUsers', payload: { emails: [emailOf(i)] } }),
  keyOf: (body, i) => {
    const invited = (body.success as { email: string }[]).map(({ email }) => email);
    if (!invited.includes(emailOf(i))) throw new Error(`invite ${emailOf(i)} failed: ${JSON.stringify(body)}`);
    return emailOf(i);
  },
  // An invitation counts only with its directory user: both are written with the audit entry.
  rows: (db) =>
    keys(
      db,
      sql`select i.email as key from directory_invitations i join directory_users u on u.username = i.email
          where i.email like 'cr-%@illinois.edu'`,
    ),
  audited: (db) =>
    keys(db, sql`select target as key from audit_log where module = 'iam' and target like 'cr-%@illinois.edu'`),
};
