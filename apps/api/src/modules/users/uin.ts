import { uinMessages, type BatchResolveInfoResponse } from '@cp/contracts/users';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { uinCipher } from '../../lib/uin';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { encryptedUinOf, findUsernameByUinHash, namesByEmail, recordUin } from './repository';

/** The username (university email) holding `uin`, or undefined. */
export async function usernameByUin(db: Db, secret: string | undefined, uin: string): Promise<string | undefined> {
  const cipher = await uinCipher(db, secret);
  return findUsernameByUinHash(db, cipher.lookupHash(uin));
}

/** POST /api/v1/users/findUserByUin */
export async function findUserByUin(db: Db, secret: string | undefined, uin: string): Promise<{ email: string }> {
  const username = await usernameByUin(db, secret, uin);
  if (!username) throw notFound(uinMessages.unknown);
  return { email: username };
}

/** GET /api/v1/users/me/uin: only its owner ever sees a UIN again. */
export async function myUin(db: Db, secret: string | undefined, username: string): Promise<{ uin: string | null }> {
  const stored = await encryptedUinOf(db, username);
  if (!stored) return { uin: null };
  return { uin: (await uinCipher(db, secret)).decrypt(stored) };
}

/** PUT /api/v1/users/me/uin: entered once; audited without the number. */
export async function setMyUin(db: Db, secret: string | undefined, acting: Acting, uin: string) {
  const cipher = await uinCipher(db, secret);
  const hash = cipher.lookupHash(uin);
  const holder = await findUsernameByUinHash(db, hash);
  if (holder && holder !== acting.username) throw conflict(uinMessages.taken);
  await db.transaction(async (tx) => {
    if (!(await recordUin(tx, acting.username, hash, cipher.encrypt(uin)))) throw conflict(uinMessages.alreadySet);
    await writeAudit(tx, {
      module: 'profile',
      actor: acting.username,
      target: acting.username,
      message: 'Recorded their UIN.',
      requestId: acting.requestId,
    });
  });
  return { uin };
}

/** POST /api/v1/users/batchResolveInfo: the people the directory knows, by email (others left out). */
export async function batchResolveInfo(db: Db, emails: string[]): Promise<BatchResolveInfoResponse> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await namesByEmail(db, wanted);
  const answer: BatchResolveInfoResponse = {};
  for (const row of rows)
    answer[row.mail] = {
      ...(row.givenName ? { firstName: row.givenName } : {}),
      ...(row.surname ? { lastName: row.surname } : {}),
    };
  return answer;
}
