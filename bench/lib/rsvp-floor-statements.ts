// The statements the portal makes for one RSVP (POST /api/v1/rsvp/event/{eventId}), as
// bench/rsvp-baseline.ts makes them. Captured from the built portal (apps/api/dist/server.mjs, on
// PostgreSQL, as bench/rsvp starts it) with pg.Client.prototype.query wrapped, during a confirmed
// and a waitlisted RSVP of signed-in members with profiles (both make the same statements; the
// statement's own SQL decides the status and queues the mail only for the confirmed):
//   session_actor (prepared)    the session and its roles, by the cookie's hash
//   event_by_id (prepared)      the event, once: the portal keeps it in a cache its changes clear
//   rsvp_asker (prepared)       profile, paid list, an RSVP already held (decision 0064)
//   begin; settings row `for update`; the counted insert with its audit entry and queued mail
//   (one statement); commit
// Not captured as the RSVP's: the rate limiter's batched counter write, the audit chain's sealing
// and the outbox's sending, which run after the answer, off the request (the floor makes none).
// Texts verbatim; the names are the portal's prepared statements' names.
export const sessionSql = `select "username", "expires_at", (select json_agg(r.role) from role_assignments r
    where (r.principal_type = 'user' and r.principal_id = "sessions"."username")
       or (r.principal_type = 'group' and r.principal_id in (select m.group_id from directory_group_members m where m.username = "sessions"."username"))), (select json_agg(json_build_object('org', o.org_id, 'role', o.role) order by o.org_id)
    from org_roles o where o.username = "sessions"."username") from "sessions" where ("sessions"."id_hash" = $1 and "sessions"."expires_at" > now())`;
export const eventSql = `select "id", "title", "description", "starts_at", "ends_at", "location", "location_link", "host", "featured", "rsvp_enabled", "paid_event_id", "repeats", "repeat_ends_at", "repeat_excludes", "metadata", "created_at", "updated_at" from "events" where "events"."id" = $1`;
export const askerSql = `select "user_id", "name", "check_in_qr", "graduation_year", "graduation_month", "degree", "major", "interests", "dietary_restrictions", "dietary_other", "created_at", "updated_at", exists (select 1 from paid_members where net_id = $1), exists (select 1 from "rsvps" where ("rsvps"."event_id" = $2 and "rsvps"."occurrence" = $3 and "rsvps"."user_id" = $4)) from "rsvp_profiles" where "rsvp_profiles"."user_id" = $5`;
export const configSql = `select "event_id", "occurrence", "rsvp_limit", "rsvp_open_at", "rsvp_close_at", "rsvp_check_in_enabled", "waitlist", "reminder_hours_before", "updated_at", "updated_by" from "rsvp_configs" where ("rsvp_configs"."event_id" = $1 and "rsvp_configs"."occurrence" = $2) for update`;
export const countedInsertSql = `
    with counted as (
      select count(*) filter (where status = 'confirmed') as confirmed,
             count(*) filter (where status = 'waitlisted') as waiting
      from "rsvps" where event_id = $1 and occurrence = $2
    ), inserted as (
      insert into "rsvps" (event_id, occurrence, user_id, status, profile, paid_member)
      select $3, $4, $5,
             case when $6::int is null or confirmed < $7::int
                  then 'confirmed' else 'waitlisted' end,
             $8::jsonb, $9
      from counted
      where $10 or $11::int is null or confirmed < $12::int
      returning status
    ), audited as (insert into audit_log (module, actor, target, message, request_id)
    select $13, $14, $15, case when status = 'confirmed' then $16 else $17 end, $18
    from "inserted"), mailed as (insert into "mail_outbox" (id, recipient, subject, message, category)
    select $19, $20, $21, $22::jsonb, $23
    from "inserted" where status = 'confirmed'
    returning pg_notify($24, id) is not null as notified)
    select inserted.status, (select waiting from counted) + 1 as position, (select count(*) from mailed) as mails
    from inserted`;

/** The confirmation mail's size as the portal queued it for these events (text, HTML, QR to draw). */
export const confirmationChars = 5713;

/** A fixed confirmation of the portal's size: the floor renders nothing, it queues the same bytes. */
export function confirmationOfSize(to: string, subject: string): string {
  const shell = JSON.stringify({ to, subject, text: '' });
  return JSON.stringify({ to, subject, text: 'x'.repeat(Math.max(0, confirmationChars - shell.length)) });
}
