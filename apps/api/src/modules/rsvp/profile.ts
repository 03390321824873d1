import type { RsvpProfile, RsvpProfileValues } from '@cp/contracts/rsvp';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import type { Directory } from '../../plugins/directory/types';
import { personalQrPng } from './personal-token';
import { deleteProfileRow, findProfileRow, toRsvpProfile, upsertProfile } from './repository';

/** The caller's profile; 400 before they make one, as the chapter platform answers. */
export async function getOwnProfile(db: Db, acting: Acting): Promise<RsvpProfile> {
  const row = await findProfileRow(db, acting.username);
  if (!row) throw badRequest('You have not made an RSVP profile yet.');
  return toRsvpProfile(row);
}

/** The caller's RSVP profile, or null before they make one: the portal's own pages ask this way. */
export async function findOwnProfile(db: Db, acting: Acting): Promise<RsvpProfile | null> {
  const row = await findProfileRow(db, acting.username);
  return row ? toRsvpProfile(row) : null;
}

/** The name the door searches by: the directory's display name, else given name and surname. */
async function directoryName(directory: Directory, username: string): Promise<string> {
  const person = await directory.getProfile(username);
  if (!person) return '';
  return person.displayName?.trim() || [person.givenName, person.surname].filter(Boolean).join(' ');
}

/**
 * Makes or replaces the caller's own profile, with their directory name as it is now; RSVPs
 * already made keep the profile they were made with.
 */
export async function saveOwnProfile(
  deps: { db: Db; directory: Directory },
  acting: Acting,
  values: RsvpProfileValues,
): Promise<{ profile: RsvpProfile; created: boolean }> {
  const name = await directoryName(deps.directory, acting.username);
  const checkInQr = await personalQrPng(deps.db, acting.username);
  const stored = {
    graduationYear: values.gradYear,
    graduationMonth: values.gradMonth,
    degree: values.expectedDegree,
    major: values.intendedMajor,
    interests: values.interests,
    dietaryRestrictions: values.dietaryRestrictions,
    dietaryOther: values.dietaryOther,
  };
  return deps.db.transaction(async (tx) => {
    const { row, created } = await upsertProfile(tx, acting.username, { ...stored, name, checkInQr });
    await writeAudit(tx, {
      module: 'rsvp',
      actor: acting.username,
      target: acting.username,
      message: created ? 'Created RSVP profile.' : 'Updated RSVP profile.',
      requestId: acting.requestId,
    });
    return { profile: toRsvpProfile(row), created };
  });
}

/** Deletes the caller's profile; with none there is nothing to do (200 either way, as the chapter platform answers). */
export async function deleteOwnProfile(db: Db, acting: Acting): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteProfileRow(tx, acting.username))) return;
    await writeAudit(tx, {
      module: 'rsvp',
      actor: acting.username,
      target: acting.username,
      message: 'Deleted RSVP profile.',
      requestId: acting.requestId,
    });
  });
}
