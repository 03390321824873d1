import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nothingWaiting,
  waitingCardKeys,
  type DoorConflictsWaitingResponse,
  type PickupWaitingResponse,
} from '@cp/contracts/home';
import { currentSemester } from '@cp/contracts/room-requests';
import {
  apiKeys,
  directoryInvitations,
  doorConflicts,
  doorScans,
  paymentLinks,
  roomRequests,
  storePurchases,
} from '../../db/schema';
import { changePurchases } from '../../test/purchases';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { countCallsFrom } from '../../test/count-calls';
import { localToInstant } from '../events';
import { addEvent, addItem, addProduct, buyItem, orderProduct, waitingCardsOf, waitingCountsOf } from './test-support';
import { thisWeek } from './waiting-week';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const day = 86_400_000;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const cardsFor = (username: string) => waitingCardsOf(t, username);
const countsFor = (username: string) => waitingCountsOf(t, username);

describe('GET /api/v1/me/waiting', () => {
  it('shows no card to a person without a role, and exactly the cards each role allows', async () => {
    expect([...(await cardsFor(demo.member)).keys()]).toEqual([]);
    expect([...(await cardsFor('stranger@example.com')).keys()]).toEqual([]);
    // ROOM_REQUEST_CREATE files requests; only ROOM_REQUEST_UPDATE reviews them.
    expect([...(await cardsFor(demo.rooms)).keys()]).toEqual([]);
    expect([...(await cardsFor(demo.scanner)).keys()]).toEqual(['merchPickup', 'doorConflicts']);
    expect([...(await cardsFor(demo.treasurer)).keys()]).toEqual(['paymentLinks']);
    expect([...(await cardsFor(demo.invites)).keys()]).toEqual(['invitations']);
    expect([...(await cardsFor(demo.rsvp)).keys()]).toEqual(['eventsThisWeek']);
    expect([...(await cardsFor(demo.admin)).keys()]).toEqual([...waitingCardKeys]);
  });

  it('counts every card in one statement, and makes none for a person without a role', async () => {
    // The statements the cards' own code runs: other work on the same database (the audit
    // sealer's sweep, the rate limits' counters) may run at any moment and is not counted.
    const statementsOf = async (url: string, as: string) => {
      const { result, calls } = await countCallsFrom(t.database.db, /home[/\\]waiting/, ['execute'], () =>
        t.request({ method: 'GET', url, as }),
      );
      expect(result.statusCode).toBe(200);
      return calls;
    };
    for (const [as, expected] of [
      [demo.admin, 1],
      [demo.member, 0],
    ] as const) {
      expect(await statementsOf('/api/v1/me/waiting', as), as).toBe(expected);
    }
  });

  it("counts each card's waiting things for an officer with every role, and only those", async () => {
    const before = await countsFor(demo.admin);
    const semester = currentSemester();
    const request = (status: 'created' | 'approved' | 'submitted') => ({
      semester,
      requestedBy: demo.rooms,
      title: `Request ${hex(3)}`,
      host: 'A01',
      status,
      details: {} as never,
    });
    await db()
      .insert(roomRequests)
      .values([request('created'), request('created'), request('approved'), request('submitted')]);

    const hoodie = await addProduct(t, 'merch');
    await orderProduct(t, hoodie, 'fan1@example.com');
    await orderProduct(t, hoodie, 'fan2@example.com');
    await orderProduct(t, hoodie, 'fan3@example.com', { pay: false });
    const shirt = await addItem(t, 'merch');
    await buyItem(t, shirt, 'fan4@example.com', { size: 'M' });
    await buyItem(t, shirt, 'fan5@example.com', { size: 'M' });
    const fan5 = await db().select({ id: storePurchases.id }).from(storePurchases).where(eqEmail('fan5@example.com'));
    await changePurchases(
      db(),
      fan5.map((row) => row.id),
      { fulfilled: true },
    );

    const scan = async (createdAt: Date) => {
      const scanId = `scan-${hex(6)}`;
      await db()
        .insert(doorScans)
        .values({
          scanId,
          scannedAt: createdAt,
          actor: demo.scanner,
          kind: 'ticket',
          code: hex(16),
          outcome: 'conflict',
          message: 'Already admitted',
          online: false,
        });
      await db()
        .insert(doorConflicts)
        .values({
          secondScanId: scanId,
          itemId: shirt,
          purchaseId: hex(16),
          firstActor: demo.scanner,
          firstScannedAt: createdAt,
          createdAt,
        });
    };
    await scan(new Date());
    await scan(new Date(Date.now() - 30 * day));

    const link = (userId: string, paid: number, active = true) => ({
      id: `plink_${hex(8)}`,
      invoiceId: `INV-${hex(3)}`,
      invoiceAmountCents: 5000,
      paidAmountCents: paid,
      contactName: 'Contact',
      contactEmail: 'contact@example.com',
      userId,
      url: 'http://localhost/pay',
      active,
    });
    await db()
      .insert(paymentLinks)
      .values([link(demo.treasurer, 0), link(demo.admin, 2500), link(demo.admin, 5000), link(demo.admin, 0, false)]);

    await db()
      .insert(directoryInvitations)
      .values([
        { email: `guest-${hex(3)}@illinois.edu`, invitedBy: demo.invites },
        { email: `joined-${hex(3)}@illinois.edu`, invitedBy: demo.invites, acceptedAt: new Date() },
      ]);

    const key = (expiresInDays: number | null) => ({
      keyId: hex(6),
      description: 'A key',
      owner: demo.admin,
      roles: [],
      secretHash: hex(32),
      expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * day),
    });
    await db()
      .insert(apiKeys)
      .values([key(3), key(13), key(30), key(-1), key(null)]);

    const week = thisWeek();
    await addEvent(t, { startsAt: localToInstant(`${week.monday}T12:00:00`) });
    await addEvent(t, { startsAt: localToInstant(week.toLocal) });

    const after = await countsFor(demo.admin);
    expect(after).toEqual({
      roomRequests: before.roomRequests! + 2,
      merchPickup: before.merchPickup! + 3,
      doorConflicts: before.doorConflicts! + 1,
      paymentLinks: before.paymentLinks! + 2,
      invitations: before.invitations! + 1,
      eventsThisWeek: before.eventsThisWeek! + 1,
      apiKeysExpiring: before.apiKeysExpiring! + 2,
      auditVerification: before.auditVerification,
    });
    const cards = await cardsFor(demo.admin);
    expect(cards.get('roomRequests')!.href).toBe('/roomRequests?status=created');

    // Each card's page lists exactly what the card counted (issue 43), and names who and what.
    expect(cards.get('merchPickup')!.href).toBe('/home/pickup');
    const pickup = await t.request({ method: 'GET', url: '/api/v1/me/waiting/merchPickup', as: demo.scanner });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const waiting = (pickup.json() as PickupWaitingResponse).waiting;
    expect(waiting).toHaveLength(after.merchPickup!);
    const emails = waiting.map((w) => w.email);
    expect(emails).toEqual(expect.arrayContaining(['fan1@example.com', 'fan2@example.com', 'fan4@example.com']));
    expect(emails).not.toContain('fan3@example.com');
    expect(emails).not.toContain('fan5@example.com');
    // Bought alone, it is an order of one line like any other (decision 0063).
    expect(waiting.find((w) => w.email === 'fan4@example.com')).toMatchObject({
      kind: 'order',
      items: [expect.stringContaining('(M)')],
    });
    expect(cards.get('doorConflicts')!.href).toBe('/home/conflicts');
    const conflicts = await t.request({ method: 'GET', url: '/api/v1/me/waiting/doorConflicts', as: demo.scanner });
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    const listed = (conflicts.json() as DoorConflictsWaitingResponse).conflicts;
    expect(listed).toHaveLength(after.doorConflicts!);
    expect(listed.filter((c) => c.itemId === shirt)).toHaveLength(1);
    // Not the member's to read.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/me/waiting/merchPickup', as: demo.member })).statusCode,
    ).toBe(403);
    for (const card of cards.values()) {
      expect(card.detail === nothingWaiting, card.key).toBe(card.count === 0);
    }
  });
});

function eqEmail(email: string) {
  return sql`${storePurchases.email} = ${email}`;
}
