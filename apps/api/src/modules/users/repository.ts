import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { directoryUsers } from '../../db/schema';

type Executor = Db | Tx;

export async function findUsernameByUinHash(db: Executor, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ username: directoryUsers.username })
    .from(directoryUsers)
    .where(eq(directoryUsers.uinHash, hash));
  return row?.username;
}

export async function encryptedUinOf(db: Executor, username: string): Promise<string | null> {
  const [row] = await db
    .select({ uin: directoryUsers.uinEncrypted })
    .from(directoryUsers)
    .where(eq(directoryUsers.username, username));
  return row?.uin ?? null;
}

/**
 * Records a UIN for a person who has none yet: false when they already have one. The unique
 * index on the hash refuses a UIN someone else holds (the caller turns that into a conflict).
 */
export async function recordUin(tx: Tx, username: string, hash: string, encrypted: string): Promise<boolean> {
  const rows = await tx
    .update(directoryUsers)
    .set({ uinHash: hash, uinEncrypted: encrypted })
    .where(and(eq(directoryUsers.username, username), isNull(directoryUsers.uinHash)))
    .returning({ username: directoryUsers.username });
  return rows.length > 0;
}

/**
 * An officer's record of a person's UIN (and names, where given): the person's directory row is
 * made if they never signed in, and a UIN recorded before is replaced.
 */
export async function savePersonUin(
  tx: Tx,
  person: { username: string; givenName?: string; surname?: string },
  hash: string,
  encrypted: string,
): Promise<void> {
  const names = {
    ...(person.givenName ? { givenName: person.givenName } : {}),
    ...(person.surname ? { surname: person.surname } : {}),
  };
  await tx
    .insert(directoryUsers)
    .values({ username: person.username, mail: person.username, ...names, uinHash: hash, uinEncrypted: encrypted })
    .onConflictDoUpdate({ target: directoryUsers.username, set: { ...names, uinHash: hash, uinEncrypted: encrypted } });
}

/** Names of the people with these emails (lower-case), by email. */
export async function namesByEmail(db: Executor, emails: string[]) {
  return db
    .select({
      mail: sql<string>`lower(${directoryUsers.mail})`,
      givenName: directoryUsers.givenName,
      surname: directoryUsers.surname,
    })
    .from(directoryUsers)
    .where(inArray(sql`lower(${directoryUsers.mail})`, emails));
}

/** Each person known by one of these usernames or emails (lower-case), with what names they have. */
export async function peopleKnownAs(db: Executor, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      username: directoryUsers.username,
      mail: sql<string>`lower(${directoryUsers.mail})`,
      displayName: directoryUsers.displayName,
      givenName: directoryUsers.givenName,
      surname: directoryUsers.surname,
    })
    .from(directoryUsers)
    .where(or(inArray(directoryUsers.username, keys), inArray(sql`lower(${directoryUsers.mail})`, keys)));
}

/** People whose name (display, given + surname) contains the pattern, case aside; at most `limit`. */
export async function peopleNamedLike(db: Executor, pattern: string, limit: number) {
  const fullName = sql`coalesce(${directoryUsers.givenName}, '') || ' ' || coalesce(${directoryUsers.surname}, '')`;
  return db
    .select({ username: directoryUsers.username, mail: sql<string>`lower(${directoryUsers.mail})` })
    .from(directoryUsers)
    .where(or(ilike(directoryUsers.displayName, pattern), sql`${fullName} ilike ${pattern}`))
    .limit(limit);
}
