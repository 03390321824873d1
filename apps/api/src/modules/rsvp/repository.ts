import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RsvpProfile } from '@cp/contracts/rsvp';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rsvpConfigs, rsvpProfiles, type RsvpProfileSnapshot } from '../../db/schema';

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

const profileStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(rsvpProfiles)
    .where(eq(rsvpProfiles.userId, sql.placeholder('userId')))
    .prepare('rsvp_profile'),
);

/** The member's profile outside a transaction, prepared: every RSVP reads it first. */
export async function findProfileRowPrepared(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await profileStatement(db).execute({ userId });
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
