import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedBearerTokens, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

export const sessionCookieName = 'cp_session';

export interface NewSession {
  username: string;
  idToken?: string;
  accessToken?: string;
  refreshToken?: string;
}

/** Creates a session and returns the random id that goes into the cookie (only its hash is stored). */
export async function createSession(db: Db, session: NewSession, ttlHours: number): Promise<string> {
  const id = randomToken();
  await db.insert(sessions).values({
    idHash: sha256Hex(id),
    username: session.username,
    idToken: session.idToken,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return id;
}

/** Ends a session; answers its id token (the hint for the provider's logout), if it had one. */
export async function deleteSession(db: Db, id: string): Promise<{ idToken: string | null } | undefined> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, sha256Hex(id)))
    .returning({ idToken: sessions.idToken });
  return ended;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(revokedBearerTokens).where(lt(revokedBearerTokens.expiresAt, new Date()));
}

/** Signs a bearer token out: refused from now on, by every instance, until it expires. */
export async function revokeBearerToken(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db
    .insert(revokedBearerTokens)
    .values({ tokenHash: sha256Hex(token), expiresAt })
    .onConflictDoNothing();
}

export async function isBearerTokenRevoked(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: revokedBearerTokens.tokenHash })
    .from(revokedBearerTokens)
    .where(eq(revokedBearerTokens.tokenHash, sha256Hex(token)));
  return row !== undefined;
}
