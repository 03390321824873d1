import { netIdFromEmail } from '@cp/contracts';
import type { EventResponse } from '@cp/contracts/events';
import { formatRsvpKey, rsvpMessages, type RsvpResult } from '@cp/contracts/rsvp';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail/types';
import { confirmFirstWaitlisted, deleteRsvp, insertCountedRsvp } from './attendance-repository';
import { configInForce, isOpenAt } from './config';
import { findProfileRow, findRsvpAsker, snapshotOf } from './repository';
import { personalQrPng } from './personal-token';
import { confirmationMail } from './rsvp-mail';
import { assertOneGathering, resolveRsvpKey, type ResolvedKey } from './rsvp-key';

export interface RsvpDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  config: Pick<AppConfig, 'EMAIL_DOMAIN' | 'UIN_SECRET'>;
  /** The event an RSVP names, from a cache the events' changes clear (default: read each time). */
  findEvent?: (eventId: string) => Promise<EventResponse | undefined>;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * RSVPs the caller: confirmed while places are left, else on the waitlist when it is on, else
 * refused. The settings row is locked first, so RSVPs to the same gathering take turns and the
 * count they read is the count they add to: never over the limit (decision 0019).
 */
export async function rsvpToEvent(deps: RsvpDeps, acting: Acting, rsvpKey: string): Promise<RsvpResult> {
  const key = await resolveRsvpKey(deps.db, rsvpKey, deps.findEvent);
  assertOneGathering(key);
  const netId = netIdFromEmail(acting.username, deps.config.EMAIL_DOMAIN);
  // The profile, the paid list and an RSVP already held, in one statement (decision 0064).
  const asker = await findRsvpAsker(deps.db, key, acting.username, netId);
  // 400, as the chapter platform answers (issue 42).
  if (!asker) throw badRequest(rsvpMessages.profileRequired);
  const { profile, paidMember } = asker;
  // Read outside the lock, for the message; the key refuses a second RSVP that races past it.
  if (asker.hasRsvp) throw conflict(rsvpMessages.already);
  // Built before the lock is taken: nothing but the statements runs while others wait on it.
  const checkInQr = profile.checkInQr ?? (await personalQrPng(deps.db, acting.username));
  const confirmation = confirmationMail(acting.username, key, false, checkInQr);
  const target = formatRsvpKey(key);
  try {
    return await deps.db.transaction(async (tx) => {
      const config = await configInForce(tx, key, true);
      if (!config || !isOpenAt(config, Date.now() / 1000)) throw badRequest(rsvpMessages.notOpen);
      const inserted = await insertCountedRsvp(tx, {
        key,
        userId: acting.username,
        profile: snapshotOf(profile),
        paidMember,
        rsvpLimit: config.rsvpLimit ?? null,
        waitlist: config.waitlist,
        audit: {
          module: 'rsvp',
          actor: acting.username,
          requestId: acting.requestId,
          target,
          confirmed: auditMessage(key, 'RSVP confirmed.'),
          waitlisted: auditMessage(key, 'Joined the waitlist.'),
        },
        confirmation,
      });
      if (!inserted) throw conflict(rsvpMessages.full);
      return inserted.status === 'confirmed'
        ? { status: 'confirmed' as const }
        : { status: 'waitlisted' as const, waitlistPosition: inserted.position };
    });
  } catch (error) {
    // Two RSVPs of one member at the same instant: the key refuses the second.
    if (isUniqueViolation(error)) throw conflict(rsvpMessages.already);
    throw error;
  }
}

/**
 * The caller withdraws (`userId` themselves; done when they had none) or a manager removes an
 * attendee (404 when there is none); a freed place goes to the waitlist's first.
 */
export async function removeRsvp(
  deps: RsvpDeps,
  acting: Acting,
  rsvpKey: string,
  userId: string,
  withdrawing = false,
): Promise<void> {
  const key = await resolveRsvpKey(deps.db, rsvpKey);
  assertOneGathering(key);
  await deps.db.transaction(async (tx) => {
    await configInForce(tx, key, true);
    const removed = await deleteRsvp(tx, key, userId);
    // Withdrawing twice is done (204, as the chapter platform answers); removing nobody is 404.
    if (!removed && withdrawing) return;
    if (!removed) throw notFound('No RSVP for this event.');
    const own = userId === acting.username;
    await audit(tx, acting, key, own ? 'Withdrew RSVP.' : `Removed the RSVP of ${userId}.`);
    if (removed.status !== 'confirmed') return;
    const promoted = await confirmFirstWaitlisted(tx, key);
    if (!promoted) return;
    await audit(tx, acting, key, `Confirmed ${promoted} from the waitlist.`);
    const promotedQr = (await findProfileRow(tx, promoted))?.checkInQr ?? (await personalQrPng(tx, promoted));
    await deps.mailer.enqueue(tx, confirmationMail(promoted, key, true, promotedQr));
  });
}

const auditMessage = (key: ResolvedKey, message: string) =>
  `${message} (${key.event.title}${key.occurrence ? `, ${key.occurrence}` : ''})`;

function audit(tx: Tx, acting: Acting, key: ResolvedKey, message: string) {
  return writeAudit(tx, {
    module: 'rsvp',
    actor: acting.username,
    target: formatRsvpKey(key),
    message: auditMessage(key, message),
    requestId: acting.requestId,
  });
}
