import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RsvpKey, RsvpProfile } from '@cp/contracts/rsvp';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rsvpConfigs, rsvpProfiles, rsvps, type RsvpProfileSnapshot } from '../../db/schema';
import { isPaidMemberSql } from '../memberships';

export type ProfileRow = typeof rsvpProfiles.$inferSelect;
export type ConfigRow = typeof rsvpConfigs.$inferSelect;

export function toRsvpProfile(row: ProfileRow): RsvpProfile {
  return {
    userId: row.userId,
    name: row.name,
    graduationYear: row.graduationYear,
    graduationMonth: row.graduationMonth as RsvpProfile['graduationMonth'],
    degree: row.degree as RsvpProfile['degree'],
    major: row.major as RsvpProfile['major'],
    interests: row.interests,
    dietaryRestrictions: row.dietaryRestrictions as RsvpProfile['dietaryRestrictions'],
    dietaryOther: row.dietaryOther,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProfileRow(db: Db | Tx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(rsvpProfiles).where(eq(rsvpProfiles.userId, userId));
  return row;
}

/**
 * What an RSVP reads before its lock, in one round trip and prepared (every RSVP asks it): the
 * member's profile, whether they are on the paid list, whether they hold an RSVP for the gathering.
 * No row: no profile. `netId` lower case ('' for an address outside the university's domain).
 */
const rsvpAskerStatement = preparedPerDatabase((db) =>
  db
    .select({
      profile: rsvpProfiles,
      paidMember: isPaidMemberSql(sql.placeholder('netId')),
      hasRsvp: sql<boolean>`exists (select 1 from ${rsvps} where ${and(
        eq(rsvps.eventId, sql.placeholder('eventId')),
        eq(rsvps.occurrence, sql.placeholder('occurrence')),
        eq(rsvps.userId, sql.placeholder('userId')),
      )})`,
    })
    .from(rsvpProfiles)
    .where(eq(rsvpProfiles.userId, sql.placeholder('userId')))
    .prepare('rsvp_asker'),
);

export async function findRsvpAsker(
  db: Db,
  key: RsvpKey,
  userId: string,
  netId: string | null,
): Promise<{ profile: ProfileRow; paidMember: boolean; hasRsvp: boolean } | undefined> {
  const [row] = await rsvpAskerStatement(db).execute({
    userId,
    netId: netId?.toLowerCase() ?? '',
    eventId: key.eventId,
    occurrence: key.occurrence,
  });
  return row;
}

/** Makes or replaces the member's profile; the answer says which. */
export async function upsertProfile(
  tx: Tx,
  userId: string,
  values: Omit<typeof rsvpProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>,
): Promise<{ row: ProfileRow; created: boolean }> {
  const [row] = await tx
    .insert(rsvpProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rsvpProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ ...getTableColumns(rsvpProfiles), created: sql<boolean>`xmax = 0` });
  const { created, ...profile } = row!;
  return { row: profile, created };
}

export async function deleteProfileRow(tx: Tx, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(rsvpProfiles)
    .where(eq(rsvpProfiles.userId, userId))
    .returning({ userId: rsvpProfiles.userId });
  return deleted.length > 0;
}

/** One settings row; `forUpdate` locks it until the transaction ends (the RSVPs it governs queue behind). */
export async function findConfigRow(
  db: Db | Tx,
  eventId: string,
  occurrence: string,
  forUpdate = false,
): Promise<ConfigRow | undefined> {
  const query = db
    .select()
    .from(rsvpConfigs)
    .where(and(eq(rsvpConfigs.eventId, eventId), eq(rsvpConfigs.occurrence, occurrence)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function upsertConfig(tx: Tx, values: typeof rsvpConfigs.$inferInsert): Promise<ConfigRow> {
  const { eventId: _eventId, occurrence: _occurrence, ...changes } = values;
  const [row] = await tx
    .insert(rsvpConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: [rsvpConfigs.eventId, rsvpConfigs.occurrence],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** What an RSVP keeps of a profile: everything but whose it is and when it was written. */
export function snapshotOf(row: ProfileRow): RsvpProfileSnapshot {
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, checkInQr: _checkInQr, ...snapshot } = row;
  return snapshot;
}
