import dayjs from 'dayjs';
import { formatRsvpKey, checkInMessages, type RsvpCheckInRequest, type RsvpCheckInResult } from '@cp/contracts/rsvp';
import { uinMessages } from '@cp/contracts/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { findRsvp, insertWalkIn, markCheckedIn, type RsvpRow } from './attendance-repository';
import type { RsvpDeps } from './attend';
import { configInForce } from './config';
import { readPersonalToken } from './personal-token';
import { findProfileRow, snapshotOf } from './repository';
import { assertOneGathering, resolveRsvpKey } from './rsvp-key';
import { instantToLocal } from '../events';
import { usernameByUin } from '../users';

async function attendeeOf(deps: RsvpDeps, body: RsvpCheckInRequest): Promise<string> {
  if ('email' in body) return body.email.trim().toLowerCase();
  if ('netId' in body) return `${body.netId.trim().toLowerCase()}@${deps.config.EMAIL_DOMAIN}`;
  if ('uin' in body) {
    const username = await usernameByUin(deps.db, deps.config.UIN_SECRET, body.uin);
    if (!username) throw notFound(uinMessages.unknown);
    return username;
  }
  const userId = await readPersonalToken(deps.db, body.token);
  if (!userId) throw badRequest(checkInMessages.badToken);
  return userId;
}

function toResult(row: RsvpRow): RsvpCheckInResult {
  return {
    userId: row.userId,
    upn: row.userId,
    name: row.profile?.name ?? '',
    rsvpStatus: row.walkIn ? 'walkIn' : row.status,
    checkedInAt: Math.floor((row.checkedInAt ?? new Date()).getTime() / 1000),
    dietaryRestrictions: row.profile?.dietaryRestrictions ?? [],
    dietaryOther: row.profile?.dietaryOther ?? '',
  };
}

function auditNote(row: RsvpRow, before: RsvpRow | undefined): string {
  if (before?.status === 'waitlisted' && !before.checkedInAt) return ' (waitlisted, admitted as a walk-in on purpose)';
  return row.walkIn ? ' (walk-in)' : '';
}

/**
 * Checks an attendee in, exactly once: the update only takes a row not yet checked in, so of
 * twenty scanners reading one code at once one admits and the others are told when and by whom.
 * Someone without an RSVP is a walk-in, recorded with their profile if they have one. Someone on
 * the waitlist is refused with 'On the waitlist, not confirmed' (409) unless the body says
 * `admitAsWalkIn: true`: then they are checked in as a walk-in, and the audit entry says so.
 * The portal's door asks for both states as answers (`answerRepeat`, `answerWaitlisted`: 200),
 * other clients keep the 409 (decisions 0051, 0054).
 */
export async function checkIn(
  deps: RsvpDeps,
  acting: Acting,
  rsvpKey: string,
  body: RsvpCheckInRequest,
): Promise<RsvpCheckInResult> {
  const key = await resolveRsvpKey(deps.db, rsvpKey);
  assertOneGathering(key);
  if (!(await configInForce(deps.db, key))?.rsvpCheckInEnabled) throw badRequest(checkInMessages.disabled);
  const userId = await attendeeOf(deps, body);
  const profile = await findProfileRow(deps.db, userId);
  const onPurpose = body.admitAsWalkIn === true;
  const admitted = await deps.db.transaction(async (tx) => {
    const before = onPurpose ? await findRsvp(tx, key, userId) : undefined;
    const row =
      (await markCheckedIn(tx, key, userId, acting.username, onPurpose)) ??
      (!(await findRsvp(tx, key, userId)) &&
        (await insertWalkIn(tx, {
          eventId: key.eventId,
          occurrence: key.occurrence,
          userId,
          status: 'confirmed',
          walkIn: true,
          paidMember: false,
          profile: profile ? snapshotOf(profile) : null,
          checkedInAt: new Date(),
          checkedInBy: acting.username,
        })));
    if (!row) return undefined;
    await writeAudit(tx, {
      module: 'rsvp',
      actor: acting.username,
      target: formatRsvpKey(key),
      message: `Checked in ${userId}${auditNote(row, before)}.`,
      requestId: acting.requestId,
    });
    return row;
  });
  if (admitted) return toResult(admitted);
  const earlier = await findRsvp(deps.db, key, userId);
  if (earlier && !earlier.checkedInAt && earlier.status === 'waitlisted') {
    if (body.answerWaitlisted !== true) throw conflict(checkInMessages.waitlisted);
    const { checkedInAt: _notCheckedIn, ...waiting } = toResult(earlier);
    return { ...waiting, waitlisted: checkInMessages.waitlisted };
  }
  const at = earlier?.checkedInAt ? dayjs(instantToLocal(earlier.checkedInAt)).format('h:mm A') : 'an earlier scan';
  const already = `Already checked in at ${at} by ${earlier?.checkedInBy ?? 'another scanner'}.`;
  // The portal's door asks for a repeat as an answer: a second read of a code is a normal state there.
  if (body.answerRepeat === true && earlier?.checkedInAt) return { ...toResult(earlier), alreadyCheckedIn: already };
  throw conflict(already);
}
