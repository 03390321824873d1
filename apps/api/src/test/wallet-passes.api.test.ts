import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, demo, type TestApp } from './harness';
import { events } from '../db/schema';
import { demoEventIds } from '../modules/events';
import { findOwnWalletTicket, listOwnWalletTickets } from '../modules/tickets';
import { googleSaveUrlForMembership, googleSaveUrlForTicket, walletLinksForTicket } from '../modules/wallet';
import {
  addEventTicket,
  opensslVerify,
  sha1,
  testCredentialFile,
  unzipPass,
  verifiedSaveJwt,
} from '../modules/wallet/test-support';

let t: TestApp;
let dataDir: string;
let night: Awaited<ReturnType<typeof addEventTicket>>;
const startsAt = new Date('2027-03-05T00:30:00Z');
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-wallet-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  night = await addEventTicket(t.database.db, startsAt);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ticketPass = (ticketId: string, as: string = demo.member) =>
  t.request({ method: 'GET', url: `/api/v1/me/tickets/${ticketId}/pass.pkpass`, as });
const ticketPayload = (ticketId: string) => JSON.stringify({ type: 'ticket', ticket_id: ticketId });

describe("a ticket's Apple Wallet pass", () => {
  it('is a zip whose manifest lists the SHA-1 of every file, signed by the configured certificate', async () => {
    // Bought before signing in, with the same email in other letters: it is the member's.
    const ticketId = await night.ticket('Member@Illinois.EDU');
    const res = await ticketPass(ticketId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzipPass(res.rawPayload);
    const manifest = JSON.parse(files['manifest.json']!.toString()) as Record<string, string>;
    const signed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    expect(signed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png']));
    for (const name of signed) expect(manifest[name], name).toBe(sha1(files[name]!));

    const signer = opensslVerify(files, testCredentialFile(dataDir, 'wwdr'));
    const configured = new X509Certificate(fs.readFileSync(testCredentialFile(dataDir, 'signerCert')));
    expect(signer && new X509Certificate(signer).fingerprint256).toBe(configured.fingerprint256);
    // One changed byte of the manifest and the signature no longer verifies.
    const tampered = Buffer.from(files['manifest.json']!.toString().replace(/"[0-9a-f]/, '"z'));
    expect(opensslVerify(files, testCredentialFile(dataDir, 'wwdr'), tampered)).toBeNull();
  });

  it("carries the email's QR payload, the event's time and place, and the start as its relevant date", async () => {
    const ticketId = await night.ticket(demo.member);
    const pass = JSON.parse(unzipPass((await ticketPass(ticketId)).rawPayload)['pass.json']!.toString());
    expect(pass.barcodes).toEqual([
      {
        message: ticketPayload(ticketId),
        format: 'PKBarcodeFormatQR',
        messageEncoding: 'iso-8859-1',
        altText: ticketId,
      },
    ]);
    expect(new Date(pass.relevantDate).getTime()).toBe(startsAt.getTime());
    expect(pass.eventTicket.primaryFields[0].value).toBe(night.event.title);
    expect(pass.eventTicket.secondaryFields).toEqual([
      expect.objectContaining({ key: 'starts', value: startsAt.toISOString() }),
      expect.objectContaining({ key: 'place', value: 'Siebel CS 2405' }),
    ]);
    expect(pass).toMatchObject({
      serialNumber: `ticket-${ticketId}`,
      passTypeIdentifier: 'pass.invalid.chapter-portal.test-only',
      formatVersion: 1,
    });
  });

  it("is 404 for another person's ticket, a refunded, an unknown or a malformed id", async () => {
    const others = await night.ticket('someone.else@example.com');
    const refunded = await night.ticket(demo.member, { refunded: true });
    for (const id of [others, refunded, 'f'.repeat(32), 'not-a-ticket', '%27%20or%201%3D1']) {
      const res = await ticketPass(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ name: 'NotFoundError', message: 'Ticket not found.' });
    }
    // The owner gets theirs.
    expect((await ticketPass(others, 'someone.else@example.com')).statusCode).toBe(200);
  });
});

describe("the demo's seeded ticket (issue 40, finding 13)", () => {
  it("says its demo event's date, time and place on the pass and on the member's home", async () => {
    const seededTicketId = `dea0${'1'.padStart(28, '0')}`;
    const [event] = await t.database.db.select().from(events).where(eq(events.id, demoEventIds.springFormal));
    expect(event).toMatchObject({ title: 'Spring Formal', location: 'Illini Union Ballroom' });
    const pass = JSON.parse(unzipPass((await ticketPass(seededTicketId)).rawPayload)['pass.json']!.toString());
    expect(new Date(pass.relevantDate).getTime()).toBe(event!.startsAt.getTime());
    expect(pass.eventTicket.secondaryFields).toEqual([
      expect.objectContaining({ key: 'starts', value: event!.startsAt.toISOString() }),
      expect.objectContaining({ key: 'place', value: 'Illini Union Ballroom' }),
    ]);
    const home = await t.request({ method: 'GET', url: '/api/v1/me/tickets', as: demo.member });
    const ticket = home.json().tickets.find((one: { ticketId: string }) => one.ticketId === seededTicketId);
    expect(ticket).toMatchObject({
      itemId: 'spring-formal-demo',
      eventId: demoEventIds.springFormal,
      eventName: 'Spring Formal',
      startsAt: expect.stringMatching(/T19:00(:00)?$/),
      location: 'Illini Union Ballroom',
    });
  });
});

describe("a member's tickets for their passes", () => {
  it('are the ones bought with their email in any letters, not refunded, each with its event', async () => {
    const buyer = `lister.${Date.now()}@example.com`;
    const kept = [await night.ticket(buyer), await night.ticket(buyer.toUpperCase())];
    await night.ticket(buyer, { refunded: true });
    await night.ticket('not.them@example.com');
    const listed = await listOwnWalletTickets(t.database.db, buyer);
    expect(listed.map((ticket) => ticket.id).sort()).toEqual(kept.sort());
    for (const ticket of listed) {
      expect(ticket).toMatchObject({ qrPayload: ticketPayload(ticket.id), event: { startsAt: startsAt } });
    }
  });
});

describe('the membership card', () => {
  it("is a signed pass with the member's NetID for a paid member, 404 for anyone else", async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/me/membership/pass.pkpass', as: demo.member });
    expect(res.statusCode).toBe(200);
    const files = unzipPass(res.rawPayload);
    expect(opensslVerify(files, testCredentialFile(dataDir, 'wwdr'))).not.toBeNull();
    const pass = JSON.parse(files['pass.json']!.toString());
    expect(pass.barcodes[0].message).toBe(JSON.stringify({ type: 'membership', net_id: 'member' }));
    expect(pass.generic.primaryFields[0].value).toBe('member');
    const stranger = await t.request({ method: 'GET', url: '/api/v1/me/membership/pass.pkpass', as: demo.newbie });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the Google Wallet links', () => {
  it("verify with the service account's public key and hold the ticket's barcode", async () => {
    const ticketId = await night.ticket(demo.member);
    const ticket = (await findOwnWalletTicket(t.database.db, ticketId, demo.member))!;
    const links = await walletLinksForTicket(t.app.config, ticket);
    expect(links.appleWalletUrl).toBe(`/api/v1/me/tickets/${ticketId}/pass.pkpass`);
    const jwt = await verifiedSaveJwt(links.googleWalletUrl!, dataDir);
    expect(jwt.typ).toBe('savetowallet');
    expect(jwt.origins).toEqual(['http://localhost:8080']);
    const [object] = jwt.payload.eventTicketObjects!;
    expect(object!.barcode).toEqual({ type: 'QR_CODE', value: ticketPayload(ticketId), alternateText: ticketId });
    expect(jwt.payload.eventTicketClasses![0]).toMatchObject({
      eventName: { defaultValue: { value: night.event.title } },
      dateTime: { start: startsAt.toISOString() },
    });
    // The same payload as the pass of the same ticket.
    const pass = JSON.parse(unzipPass((await ticketPass(ticketId)).rawPayload)['pass.json']!.toString());
    expect(object!.barcode!.value).toBe(pass.barcodes[0].message);
    expect(await googleSaveUrlForTicket(t.app.config, ticket)).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  });

  it('hold the membership QR on a generic object', async () => {
    const url = await googleSaveUrlForMembership(t.app.config, { netId: 'member', paidSince: new Date() });
    const jwt = await verifiedSaveJwt(url!, dataDir);
    expect(jwt.payload.genericObjects![0]!.barcode!.value).toBe(
      JSON.stringify({ type: 'membership', net_id: 'member' }),
    );
  });

  it('do not verify with another key', async () => {
    const ticketId = await night.ticket(demo.member);
    const ticket = (await findOwnWalletTicket(t.database.db, ticketId, demo.member))!;
    const url = (await googleSaveUrlForTicket(t.app.config, ticket))!;
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-wallet-other-'));
    try {
      // Another DATA_DIR gets test credentials of its own (made on first use).
      await googleSaveUrlForTicket({ ...t.app.config, DATA_DIR: otherDir }, ticket);
      await expect(verifiedSaveJwt(url, otherDir)).rejects.toThrow(/signature/);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
