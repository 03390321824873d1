import { formatRsvpKey } from '@cp/contracts/rsvp';
import { localToInstant } from '../events';
import type { RsvpDeps } from './attend';
import { keysAwaitingReminder, takeUnreminded } from './attendance-repository';
import { configInForce } from './config';
import { resolveRsvpKey } from './rsvp-key';
import { reminderMail } from './rsvp-mail';

const hourMs = 3_600_000;

/**
 * Queues each confirmed attendee's reminder once its time has come (`reminderHoursBefore` the
 * start). The attendees are marked in the transaction that queues their mail, so a reminder is
 * queued exactly once whatever the number of instances, and a crash before the commit leaves it
 * to the next run. A gathering that has begun is marked without mail. Answers how many were queued.
 */
export async function queueDueReminders(deps: Pick<RsvpDeps, 'db' | 'mailer'>, now = new Date()): Promise<number> {
  let queued = 0;
  for (const pending of await keysAwaitingReminder(deps.db)) {
    const key = await resolveRsvpKey(deps.db, formatRsvpKey(pending)).catch(() => undefined);
    if (!key?.when) continue;
    const gathering = { ...key, when: key.when };
    const startsAt = localToInstant(key.when.start).getTime();
    const hours = (await configInForce(deps.db, key))?.reminderHoursBefore;
    const begun = now.getTime() >= startsAt;
    if (!begun && (!hours || now.getTime() < startsAt - hours * hourMs)) continue;
    queued += await deps.db.transaction(async (tx) => {
      const attendees = await takeUnreminded(tx, key);
      if (begun) return 0;
      for (const attendee of attendees) await deps.mailer.enqueue(tx, reminderMail(attendee, gathering));
      return attendees.length;
    });
  }
  return queued;
}
