import type { Audience, AudiencePart } from '@cp/contracts/announcements';
import { sql, type SQL } from 'drizzle-orm';
import { directoryEmailsSql, groupMemberEmailsSql } from '../iam';
import { paidMemberEmailsSql } from '../memberships';
import { organizationMemberEmailsSql } from '../organizations';
import { rsvpEmailsSql, rsvpProfileEmailsSql } from '../rsvp';
import { buyerEmailsSql, eventTicketBuyerEmailsSql } from '../store';
import { eventTicketHolderEmailsSql, purchaserEmailsSql } from '../tickets';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const netIdPattern = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/** An uploaded list's entries as emails (a NetID is at the university's domain), and what is neither. */
export function parseListEntries(entries: string[], emailDomain: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry.includes('@')) (emailPattern.test(entry) ? emails : invalid).push(entry);
    else if (netIdPattern.test(entry)) emails.push(`${entry}@${emailDomain}`);
    else invalid.push(raw);
  }
  return { emails, invalid };
}

function partSql(part: AudiencePart, emailDomain: string): SQL {
  switch (part.kind) {
    case 'subscribed':
      // Everyone the portal knows; the consent check then keeps only the subscribed.
      return sql`${directoryEmailsSql()} union all ${paidMemberEmailsSql(emailDomain)} union all ${rsvpProfileEmailsSql()}`;
    case 'paidMembers':
      return paidMemberEmailsSql(emailDomain);
    case 'group':
      return groupMemberEmailsSql(part.groupId);
    case 'organization':
      return organizationMemberEmailsSql(part.orgId);
    case 'rsvps':
      return rsvpEmailsSql(part.eventId, part.state);
    case 'buyers':
      return part.variantId
        ? buyerEmailsSql(part.productId, part.variantId)
        : sql`${buyerEmailsSql(part.productId)} union all ${purchaserEmailsSql(part.productId)}`;
    case 'ticketHolders':
      return sql`${eventTicketHolderEmailsSql(part.eventId)} union all ${eventTicketBuyerEmailsSql(part.eventId)}`;
    case 'list': {
      const { emails } = parseListEntries(part.entries, emailDomain);
      return sql`select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) as email`;
    }
  }
}

/** Every part's people as one `email` column, duplicates and all (the snapshot keeps each once). */
export function audienceSql(audience: Audience, emailDomain: string): SQL {
  return sql.join(
    audience.map((part) => sql`(${partSql(part, emailDomain)})`),
    sql` union all `,
  );
}

/** An uploaded list's entries that name nobody. */
export const invalidListEntries = (audience: Audience, emailDomain: string): string[] =>
  audience.flatMap((part) => (part.kind === 'list' ? parseListEntries(part.entries, emailDomain).invalid : []));
