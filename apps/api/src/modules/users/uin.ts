import { uinMessages, type BatchResolveInfoResponse } from '@cp/contracts/users';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { uinCipher } from '../../lib/uin';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { encryptedUinOf, findUsernameByUinHash, namesByEmail, recordUin, savePersonUin } from './repository';

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

/** What is kept of `uin` for `username`: its lookup hash and the number sealed. Refused when someone else holds it. */
async function sealUin(db: Db, secret: string | undefined, username: string, uin: string) {
  const cipher = await uinCipher(db, secret);
  const hash = cipher.lookupHash(uin);
  const holder = await findUsernameByUinHash(db, hash);
  if (holder && holder !== username) throw conflict(uinMessages.taken);
  return { hash, encrypted: cipher.encrypt(uin) };
}

/** PUT /api/v1/users/me/uin: entered once; audited without the number. */
export async function setMyUin(db: Db, secret: string | undefined, acting: Acting, uin: string) {
  const { hash, encrypted } = await sealUin(db, secret, acting.username, uin);
  await db.transaction(async (tx) => {
    if (!(await recordUin(tx, acting.username, hash, encrypted))) throw conflict(uinMessages.alreadySet);
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

/** PUT /api/v1/users/{email}/uin: an officer records or changes someone's UIN; audited without it. */
export async function setPersonUin(
  db: Db,
  config: { UIN_SECRET?: string; EMAIL_DOMAIN: string },
  acting: Acting,
  email: string,
  body: { uin: string; givenName?: string; surname?: string },
): Promise<{ email: string }> {
  const username = email.toLowerCase();
  if (!username.endsWith(`@${config.EMAIL_DOMAIN.toLowerCase()}`)) throw badRequest(uinMessages.notUniversity);
  const { hash, encrypted } = await sealUin(db, config.UIN_SECRET, username, body.uin);
  await db.transaction(async (tx) => {
    await savePersonUin(tx, { username, givenName: body.givenName, surname: body.surname }, hash, encrypted);
    await writeAudit(tx, {
      module: 'iam',
      actor: acting.username,
      target: username,
      message: `Recorded the UIN of ${username}.`,
      requestId: acting.requestId,
    });
  });
  return { email: username };
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
