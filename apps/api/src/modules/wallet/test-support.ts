import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import { events, storeVariants, ticketItems } from '../../db/schema';
import { recordPaidItemOrders, type PaidItemOrder } from '../../db/recorded-orders';
import { testFiles, testWalletFolder } from './test-credentials';

/** A .pkpass unzipped: its files by name. */
export function unzipPass(body: Buffer): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(unzipSync(body)).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

export const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/**
 * `openssl smime -verify` of the pass's detached signature over `manifest`, against `caFile`:
 * the signer's certificate (as the signature carries it) when it verifies, null when it does not.
 */
export function opensslVerify(files: Record<string, Buffer>, caFile: string, manifest = files['manifest.json']!) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-pass-verify-'));
  try {
    fs.writeFileSync(path.join(dir, 'signature'), files.signature!);
    fs.writeFileSync(path.join(dir, 'manifest.json'), manifest);
    const signer = path.join(dir, 'signer.pem');
    execFileSync(
      'openssl',
      ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json'].concat([
        '-CAfile',
        caFile,
        '-purpose',
        'any',
        '-signer',
        signer,
        '-out',
        os.devNull,
      ]),
      { cwd: dir, stdio: 'pipe' },
    );
    return fs.readFileSync(signer, 'utf8');
  } catch {
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The test-only credential files the portal made under a DATA_DIR. */
export const testCredentialFile = (dataDir: string, name: keyof typeof testFiles) =>
  path.join(dataDir, testWalletFolder, testFiles[name]);

/** The payload of a Google save link, verified with the test service account's public key. */
export async function verifiedSaveJwt(url: string, dataDir: string) {
  const prefix = 'https://pay.google.com/gp/v/save/';
  if (!url.startsWith(prefix)) throw new Error(`not a save link: ${url}`);
  const key = await importSPKI(
    fs.readFileSync(testCredentialFile(dataDir, 'serviceAccountPublicKey'), 'utf8'),
    'RS256',
  );
  const serviceAccount = JSON.parse(fs.readFileSync(testCredentialFile(dataDir, 'serviceAccount'), 'utf8'));
  const { payload } = await jwtVerify(url.slice(prefix.length), key, {
    issuer: serviceAccount.client_email,
    audience: 'google',
    algorithms: ['RS256'],
  });
  return payload as { typ: string; origins: string[]; payload: Record<string, { barcode?: { value: string } }[]> };
}

/** A ticketed event and its ticket item; `ticket(email)` records a paid ticket of it. */
export async function addEventTicket(db: Db, startsAt: Date) {
  const [event] = await db
    .insert(events)
    .values({
      title: `Wallet Night ${randomBytes(3).toString('hex')}`,
      description: 'A night with passes.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600 * 1000),
      location: 'Siebel CS 2405',
      host: 'A01',
    })
    .returning();
  const itemId = `wallet-${randomBytes(4).toString('hex')}`;
  await db.insert(ticketItems).values({
    id: itemId,
    type: 'ticket',
    name: 'Wallet Night ticket',
    eventId: event!.id,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  // Its one variant: every sale is an order line in one (decision 0063).
  await db
    .insert(storeVariants)
    .values({ productId: itemId, name: 'General', memberPriceCents: 1000, nonMemberPriceCents: 1500 });
  const ticket = async (email: string, extra: Partial<PaidItemOrder> = {}) => {
    const id = randomBytes(16).toString('hex');
    await recordPaidItemOrders(db, [
      {
        id,
        itemId,
        email,
        quantity: 1,
        paymentIntentId: `pi_${randomBytes(12).toString('hex')}`,
        amountCents: 1000,
        ...extra,
      },
    ]);
    return id;
  };
  return { event: event!, itemId, ticket };
}
