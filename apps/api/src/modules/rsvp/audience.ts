import { portalTimeZone } from '@cp/contracts/portal-time';
import type { RsvpAudienceState } from '@cp/contracts/announcements';
import { sql, type SQL } from 'drizzle-orm';

/**
 * When the gathering an RSVP is for has ended: the event's end (or start) for a one-off event or
 * a series' own row; for an occurrence, that date at the event's end time in the chapter's zone.
 */
const endedSql = sql`(case when r.occurrence = '' then coalesce(e.ends_at, e.starts_at)
  else (r.occurrence::date + (coalesce(e.ends_at, e.starts_at) at time zone ${portalTimeZone})::time)
    at time zone ${portalTimeZone} end) < now()`;

const stateSql: Record<RsvpAudienceState, SQL> = {
  confirmed: sql`r.status = 'confirmed'`,
  waitlisted: sql`r.status = 'waitlisted'`,
  checkedIn: sql`r.checked_in_at is not null`,
  noShow: sql`r.status = 'confirmed' and r.checked_in_at is null and not r.walk_in and ${endedSql}`,
};

/** An event's RSVPs in one state (every occurrence of a series), as one `email` column. */
export const rsvpEmailsSql = (eventId: string, state: RsvpAudienceState): SQL =>
  sql`select r.user_id as email from rsvps r join events e on e.id = r.event_id
    where r.event_id = ${eventId} and ${stateSql[state]}`;

/** Everyone with an RSVP profile, as one `email` column. */
export const rsvpProfileEmailsSql = (): SQL => sql`select user_id as email from rsvp_profiles`;
