import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { randomToken } from './crypto';
import { storedSecret } from './secrets';

/** A university ID number: nine digits. */
export const uinPattern = /^\d{9}$/;

export interface UinCipher {
  /** The keyed hash a UIN is found by: equal UINs hash equal, and without the key none can be guessed. */
  lookupHash(uin: string): string;
  encrypt(uin: string): string;
  decrypt(stored: string): string;
}

const keyOf = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `chapter-portal ${purpose}`, 32));

/**
 * UINs are kept so that reading the database does not list them (issue 42): an HMAC for lookup
 * and AES-256-GCM for showing a member their own number, both under keys derived from UIN_SECRET
 * (a setting, so a copy of the database alone holds no key) or, when it is not set, from a secret
 * generated once and kept with the database (development; decision 0039).
 */
export async function uinCipher(db: Db | Tx, configured: string | undefined): Promise<UinCipher> {
  const secret = configured ?? (await storedSecret(db, 'uin_secret', () => randomToken(32)));
  const hmacKey = keyOf(secret, 'uin lookup');
  const encryptionKey = keyOf(secret, 'uin encryption');
  return {
    lookupHash: (uin) => createHmac('sha256', hmacKey).update(uin).digest('base64url'),
    encrypt(uin) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(uin, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    decrypt(stored) {
      const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
