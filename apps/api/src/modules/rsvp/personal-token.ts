import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client';
import { constantTimeEqual, randomToken } from '../../lib/crypto';
import { storedSecret } from '../../lib/secrets';

/**
 * A member's personal QR (decision 0019): `rsvp1.{email}.{HMAC-SHA256}`, base64url, under a
 * secret generated once for every instance. It names the member; without the secret it cannot
 * be made, and one changed character fails it.
 */
const prefix = 'rsvp1';
const secretOf = (db: Db | Tx) => storedSecret(db, 'rsvp-personal-token', () => randomToken(32));
const macOf = (secret: string, encoded: string) =>
  createHmac('sha256', secret).update(`${prefix}.${encoded}`).digest('base64url');

export async function personalToken(db: Db | Tx, userId: string): Promise<string> {
  const encoded = Buffer.from(userId).toString('base64url');
  return `${prefix}.${encoded}.${macOf(await secretOf(db), encoded)}`;
}

/** The member's personal QR as a PNG (base64): drawn when they save their profile, not per RSVP. */
export async function personalQrPng(db: Db | Tx, userId: string): Promise<string> {
  const png = await QRCode.toBuffer(await personalToken(db, userId), { errorCorrectionLevel: 'M', width: 320 });
  return png.toString('base64');
}

/** The member a token names, or null for anything that is not a token we made. */
export async function readPersonalToken(db: Db, token: string): Promise<string | null> {
  const [version, encoded, mac, ...rest] = token.trim().split('.');
  if (version !== prefix || !encoded || !mac || rest.length > 0) return null;
  if (!constantTimeEqual(mac, macOf(await secretOf(db), encoded))) return null;
  return Buffer.from(encoded, 'base64url').toString();
}
